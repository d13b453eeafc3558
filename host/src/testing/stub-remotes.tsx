import { useEffect } from 'react';
import {
  type RemoteAppModule,
  type RemoteMountProps,
  type RemoteName,
  type RemotesManifest,
} from '@platform/contract';
import { createRemoteApp, useMountProps } from '@platform/shared';
import { type FederationRuntime, initRemotes } from '../features/remotes';
import { jsonResponse } from './fake-response';
import { TEST_REMOTE_NAMES } from './remote-routes';

/**
 * What the shell asked of the remotes in a test: every parcel mounted, the props each last
 * rendered with, and the remotes made to fail. Reset with {@link installStubRemotes}.
 */
export const remoteAreaLog = {
  mounts: [] as Array<{ remote: RemoteName; module: string }>,
  lastProps: new Map<string, RemoteMountProps>(),
  failingRemotes: new Set<RemoteName>(),
};

/** A remote's exposed module as the platform builds it (createRemoteApp), rendering a marker of what it got. */
function stubModule(remote: RemoteName, module: string): RemoteAppModule {
  const key = `${remote}/${module}`;
  function StubRoot() {
    const props = useMountProps();
    remoteAreaLog.lastProps.set(key, props);
    useEffect(() => {
      remoteAreaLog.mounts.push({ remote, module: `./${module}` });
    }, []);
    return <div data-testid={`remote-${key}`} data-locale={props.locale} data-base-path={props.basePath} />;
  }
  return createRemoteApp({ name: key, rootComponent: StubRoot });
}

/**
 * The Module Federation runtime, stubbed at its edge: entries are not fetched, `loadRemote`
 * answers with real parcels made by `createRemoteApp`, or fails for a remote in
 * `remoteAreaLog.failingRemotes` as a dead remote server would (RUNTIME-003).
 */
function stubRuntime(): FederationRuntime {
  const modules = new Map<string, RemoteAppModule>();
  return {
    registerRemotes: () => undefined,
    loadRemote: async (id) => {
      const [remote, ...rest] = id.split('/');
      const name = TEST_REMOTE_NAMES.find((candidate) => candidate === remote);
      if (!name) throw new Error(`unknown remote in ${id}`);
      if (remoteAreaLog.failingRemotes.has(name)) throw new Error(`[ Federation Runtime ]: RUNTIME-003 ${name} is down`);
      const module = modules.get(id) ?? stubModule(name, rest.join('/'));
      modules.set(id, module);
      return module;
    },
  };
}

const MANIFEST: RemotesManifest = {
  schemaVersion: 1,
  host: { version: 'test' },
  allowedOrigins: ['http://remotes.test'],
  remotes: Object.fromEntries(
    TEST_REMOTE_NAMES.map((name) => [name, { app: `remote-${name}`, version: 'v1', entry: `http://remotes.test/${name}/v1/remoteEntry.js`, history: [] }]),
  ),
};

/** Points the real remote loading (`features/remotes`) at stub remotes; call in `beforeEach`. */
export async function installStubRemotes(): Promise<void> {
  remoteAreaLog.mounts = [];
  remoteAreaLog.lastProps.clear();
  remoteAreaLog.failingRemotes.clear();
  await initRemotes({ fetchImpl: async () => jsonResponse(MANIFEST), runtime: stubRuntime(), reportError: () => undefined });
}
