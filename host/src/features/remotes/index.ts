export { RemoteArea, type RemoteAreaProps } from './remote-area';
export { type FederationRuntime, RemoteLoadError, type RemoteModule } from './load-remote';
export { getPublishedManifest, getRemoteLoader, getStartupManifest, initRemotes, isRemoteName, prefetchRemote, rememberRolloutUser } from './registry';
export { type HostMountProps, mountRemote, type MountedRemote, toMountPropsV1 } from './mount-remote';
