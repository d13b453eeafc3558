/** Releases and rollbacks (docs/product.md#releases): immutable release folders and the deployment manifest. */
export { APPS, appsOf, isAppName, remoteNameOf, workspaceApps } from './apps';
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
  standingReleases,
  VERSION_PATTERN,
  type AppDeployment,
  type DeploymentEntry,
  type DeploymentManifest,
  type PrunePolicy,
  type RemoteRegistration,
} from './deployment-manifest';
export { assembleState, DERIVED_FILES, findStateProblems, MANIFEST_FILE, STATE_LINK, switchDeploymentState } from './deployment-state';
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
  retireRemote,
  rollBackApp,
  type ReleaseContext,
  type ReleaseOptions,
  type RetireResult,
  type RollbackResult,
} from './release-store';
export { toReleasedVersions } from './released-versions';
export { remoteEntryUrl, remotePath, toRemotesManifest, type RemotesManifestResult, type RemotesOrigin } from './remotes-manifest';
export { abortCanary, parsePercent, promoteCanary, runningCanaries } from './canary';
export { assertExpectedState, type ExpectedState } from './expected-state';
export { abortRollout, changeRollout, promoteRollout } from './rollout-store';
export { AUDIT_FILE, readAudit, type AuditActor, type AuditEntry, type AuditNote } from './audit';
