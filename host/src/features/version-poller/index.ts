export { createVersionPoller, remoteVersionsOf, type RemoteVersions, type VersionPoller, type VersionPollerOptions } from './version-poller';
