import type {
  RemoteAppModule,
  RemoteAppModuleV1,
  RemoteMountProps,
  RemoteMountPropsV1,
  Session,
} from '@platform/contract';
import { createQueryClient } from '@platform/shared';
import { createTestMountProps } from '@platform/shared/testing';
import { type HostMountProps, mountRemote } from './mount-remote';

const OLGA: Session = {
  user: { id: 'u-1', email: 'olga@example.test', name: 'Olga', kind: 'recruiter' },
  team: { id: 't-1', name: 'Acme', role: 'owner', credits: 20 },
};

function hostProps(session: Session | null): HostMountProps {
  const { recorded: _recorded, contractVersion: _version, ...props } = createTestMountProps({ session });
  return { ...props, queryClient: createQueryClient() };
}

/** Parcel lifecycles that keep every props object single-spa hands them. */
function recordingModule<P>(contractVersion: number) {
  const seen: { mount: P[]; update: P[] } = { mount: [], update: [] };
  const lifecycles = {
    contractVersion,
    bootstrap: async () => undefined,
    mount: async (props: P) => {
      seen.mount.push(props);
    },
    unmount: async () => undefined,
    update: async (props: P) => {
      seen.update.push(props);
    },
  };
  return { seen, lifecycles };
}

describe('mountRemote: remotes of contract versions 1 and 2 side by side', () => {
  it('mounts a version 2 remote with the session handle and the page’s query client', async () => {
    const { seen, lifecycles } = recordingModule<RemoteMountProps>(2);
    const module: RemoteAppModule = { ...lifecycles, contractVersion: 2 };
    const props = hostProps(OLGA);
    const parcel = mountRemote(module, props, document.createElement('div'));
    await parcel.mountPromise;
    const mounted = seen.mount[0];
    expect(mounted?.contractVersion).toBe(2);
    expect(mounted?.session.current).toEqual(OLGA);
    expect(mounted?.session.refresh).toBe(props.session.refresh);
    expect(mounted?.queryClient).toBe(props.queryClient);
    await parcel.unmount();
  });

  it('mounts a version 1 remote with the props it was built against: the session as a value, no query client', async () => {
    const { seen, lifecycles } = recordingModule<RemoteMountPropsV1>(1);
    const module: RemoteAppModuleV1 = { ...lifecycles, contractVersion: 1 };
    const parcel = mountRemote(module, hostProps(OLGA), document.createElement('div'));
    await parcel.mountPromise;
    const mounted = seen.mount[0];
    expect(mounted?.contractVersion).toBe(1);
    expect(mounted?.session).toEqual(OLGA);
    expect(mounted).not.toHaveProperty('queryClient');
    await parcel.unmount();
  });

  it('converts every update to the parcel’s own version', async () => {
    const v1 = recordingModule<RemoteMountPropsV1>(1);
    const v2 = recordingModule<RemoteMountProps>(2);
    const old = mountRemote({ ...v1.lifecycles, contractVersion: 1 }, hostProps(OLGA), document.createElement('div'));
    const current = mountRemote({ ...v2.lifecycles, contractVersion: 2 }, hostProps(OLGA), document.createElement('div'));
    await Promise.all([old.mountPromise, current.mountPromise]);
    expect(old.isMounted()).toBe(true);

    const richer: Session = { ...OLGA, team: { id: 't-1', name: 'Acme', role: 'owner', credits: 30 } };
    const next = hostProps(richer);
    await Promise.all([old.update(next), current.update(next)]);
    expect(v1.seen.update[0]?.session).toEqual(richer);
    expect(v2.seen.update[0]?.session.current).toEqual(richer);
    await Promise.all([old.unmount(), current.unmount()]);
    expect(old.isMounted()).toBe(false);
  });
});
