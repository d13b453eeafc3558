import { remoteNameOfApp, type ReleasedVersion, type ReleasedVersions } from '@platform/contract';
import { type DeploymentManifest, standingReleases } from './deployment-manifest';
import { preloadUrls, remoteEntryUrl, type RemotesOrigin } from './remotes-manifest';

/**
 * `/releases.json` (docs/deploy-and-rollback.md#overrides): per remote, in the order of first
 * release, its current version and every release nobody withdrew, newest first, each with what a
 * browser needs to load it instead of the current one (entry, integrity, first-load files,
 * routes) and what it is (a preview's label, a running canary's share). Written beside
 * `remotes.json` on every change; the shell reads it only when an operator asks for an override.
 */
export function toReleasedVersions(deployment: DeploymentManifest, origin: RemotesOrigin): ReleasedVersions {
  const remotes: ReleasedVersions['remotes'] = {};
  for (const [app, state] of Object.entries(deployment)) {
    const name = remoteNameOfApp(app);
    if (name === undefined || !state) continue;
    remotes[name] = {
      current: state.current,
      versions: standingReleases(state).map((record): ReleasedVersion => ({
        version: record.version,
        releasedAt: record.releasedAt,
        entry: remoteEntryUrl(origin, name, record.version),
        ...(record.entryIntegrity ? { integrity: record.entryIntegrity } : {}),
        ...(record.preload ? { preload: preloadUrls(origin, name, record.version, record.preload) } : {}),
        ...(record.routes ? { routes: record.routes } : {}),
        ...(record.preview !== undefined ? { preview: record.preview } : {}),
        ...(state.canary?.version === record.version ? { canaryPercent: state.canary.percent } : {}),
      })),
    };
  }
  return { schemaVersion: 1, remotes };
}
