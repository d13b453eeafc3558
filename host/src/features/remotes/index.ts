export { RemoteArea, type RemoteAreaProps } from './remote-area';
export { type FederationRuntime, RemoteLoadError, type RemoteModule } from './load-remote';
export { getPublishedManifest, getRemoteLoader, getStartupManifest, initRemotes, isRemoteName, prefetchRemote, rememberRolloutUser } from './registry';
export { type HostMountProps, mountRemote, type MountedRemote, toMountPropsV1 } from './mount-remote';
export { type AppliedOverrides, applyOverrides, type RefusedOverride } from './apply-overrides';
export {
  keepOverrides,
  OVERRIDE_PARAM,
  type OverrideLink,
  type OverrideMap,
  PANEL_PARAM,
  readKeptOverrides,
  readOverrideLink,
  tabStorage,
} from './override-request';
export { type ActiveOverride, describeOverrides, getActiveOverrides, OVERRIDES_KEY, overridesRequested, setActiveOverrides } from './overrides-state';
export { fetchReleasedVersions, parseReleasedVersions } from './released-versions';
export { type OverridesOutcome, resolveOverrides, type ResolveOverridesOptions } from './resolve-overrides';
