/** Releases and rollbacks (PRODUCT §5): immutable release folders and the deployment manifest. */
export { APPS, REMOTE_NAMES, isAppName, remoteNameOf } from './apps';
export { distDirOf, readBuildInfo, type BuildInfo } from './build-info';
export {
  previousVersion,
  recordRelease,
  releasesBeforeCurrent,
  rollBack,
  VERSION_PATTERN,
  type AppDeployment,
  type DeploymentManifest,
} from './deployment-manifest';
export { ReleaseError, type ReleaseErrorCode } from './release-error';
export {
  DERIVED_FILES,
  hasRelease,
  listReleases,
  MANIFEST_FILE,
  readDeploymentManifest,
  rebuildDeploymentManifest,
  releaseApp,
  releaseFolderOf,
  rollBackApp,
  writeDeploymentManifest,
  type ReleaseContext,
  type RollbackResult,
} from './release-store';
export { remoteEntryUrl, toRemotesManifest, type RemoteOrigins, type RemotesManifestResult } from './remotes-manifest';
