/** Releases and rollbacks (docs/product.md#releases): immutable release folders and the deployment manifest. */
export { APPS, REMOTE_NAMES, isAppName, remoteNameOf } from './apps';
export { distDirOf, readBuildInfo, type BuildInfo } from './build-info';
export {
  DEFAULT_PRUNE_POLICY,
  fallbackReleases,
  previousVersion,
  previouslyCurrent,
  pruneReleases,
  recordRelease,
  releasesBeforeCurrent,
  rollBack,
  VERSION_PATTERN,
  type AppDeployment,
  type DeploymentEntry,
  type DeploymentManifest,
  type PrunePolicy,
} from './deployment-manifest';
export { DERIVED_FILES, MANIFEST_FILE, STATE_LINK, switchDeploymentState } from './deployment-state';
export { folderDigest, subresourceIntegrity } from './integrity';
export { LOCK_LEASE_MS, withReleasesLock, type HeldLock, type LockOptions } from './releases-lock';
export { ReleaseError, type ReleaseErrorCode } from './release-error';
export {
  hasRelease,
  listReleases,
  pruneAllReleases,
  readDeploymentManifest,
  rebuildDeploymentManifest,
  releaseApp,
  releaseFolderOf,
  rollBackApp,
  type ReleaseContext,
  type RollbackResult,
} from './release-store';
export { remoteEntryUrl, toRemotesManifest, type RemoteOrigins, type RemotesManifestResult } from './remotes-manifest';
