import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteMountProps, RemoteMountPropsV1, SupportedRemoteAppModule } from '@platform/contract';

/** The contract-version-2 props of the host, without the version it adds itself. */
export type HostMountProps = Omit<RemoteMountProps, 'contractVersion'>;

/** A mounted parcel of any contract version, driven with the host's current props. */
export interface MountedRemote {
  /** Settles when the parcel's mount does. */
  mountPromise: Promise<unknown>;
  /** Hands new props to a mounted parcel, in the shape of its contract version. */
  update(props: HostMountProps): Promise<unknown>;
  unmount(): Promise<unknown>;
  isMounted(): boolean;
}

/**
 * The props a remote built against contract version 1 is mounted with: the session as a plain
 * value and no query client, exactly what it was compiled against.
 */
export function toMountPropsV1(props: HostMountProps): RemoteMountPropsV1 {
  return {
    contractVersion: 1,
    basePath: props.basePath,
    locale: props.locale,
    theme: props.theme,
    i18n: props.i18n,
    navigate: props.navigate,
    toast: props.toast,
    api: props.api,
    session: props.session.current,
    reportError: props.reportError,
    showErrorScreen: props.showErrorScreen,
  };
}

function toMountPropsV2(props: HostMountProps): RemoteMountProps {
  return { ...props, contractVersion: 2 };
}

function drive<P>(parcel: Parcel<P>, convert: (props: HostMountProps) => P): MountedRemote {
  return {
    mountPromise: parcel.mountPromise,
    update: (props) => (parcel.update ? parcel.update(convert(props)) : Promise.resolve()),
    unmount: () => parcel.unmount(),
    isMounted: () => parcel.getStatus() === 'MOUNTED',
  };
}

/**
 * Mounts a remote's module with the props of the contract version it was built against, so
 * remotes of versions 1 and 2 run side by side in one page; every later `update` is converted the
 * same way.
 */
export function mountRemote(module: SupportedRemoteAppModule, props: HostMountProps, domElement: HTMLElement): MountedRemote {
  if (module.contractVersion === 1) {
    return drive(mountRootParcel<RemoteMountPropsV1>(module, { ...toMountPropsV1(props), domElement }), toMountPropsV1);
  }
  return drive(mountRootParcel<RemoteMountProps>(module, { ...toMountPropsV2(props), domElement }), toMountPropsV2);
}
