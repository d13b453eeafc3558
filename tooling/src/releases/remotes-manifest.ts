import { REMOTE_NAMES, REMOTES, type AppName, type ExposePreload, type ManifestRemote, type RemoteName, type RemotesManifest } from '@platform/contract';
import { APPS } from './apps';
import { fallbackReleases, type DeploymentManifest } from './deployment-manifest';

/** Where browsers reach each remote's release folders, e.g. `{ search: 'http://127.0.0.1:8081', ... }`. */
export type RemoteOrigins = Record<RemoteName, string>;

/** `/remotes.json`, or the apps that still need a first release before it can exist. */
export type RemotesManifestResult = { ok: true; manifest: RemotesManifest } | { ok: false; unreleased: AppName[] };

/** The URL of a remote version's federation entry: release folders are served at `<origin>/<version>/`. */
export function remoteEntryUrl(origin: string, version: string): string {
  return `${origin}/${version}/remoteEntry.js`;
}

/** A release's first-load files as URLs of its version folder. */
function preloadUrls(origin: string, version: string, preload: ExposePreload): ExposePreload {
  return Object.fromEntries(
    Object.entries(preload).map(([expose, files]) => [expose, (files ?? []).map((file) => `${origin}/${version}/${file}`)]),
  );
}

/** Computes the browser-facing deployment manifest (`/remotes.json`) from the deployment state. */
export function toRemotesManifest(deployment: DeploymentManifest, origins: RemoteOrigins): RemotesManifestResult {
  const describe = (name: RemoteName): ManifestRemote | undefined => {
    const app = REMOTES[name];
    const state = deployment[app];
    if (!state) return undefined;
    const currentRecord = state.history.find((record) => record.version === state.current);
    const preload = currentRecord?.preload;
    const routes = currentRecord?.routes;
    return {
      app,
      version: state.current,
      entry: remoteEntryUrl(origins[name], state.current),
      ...(currentRecord?.entryIntegrity ? { integrity: currentRecord.entryIntegrity } : {}),
      ...(preload ? { preload: preloadUrls(origins[name], state.current, preload) } : {}),
      ...(routes ? { routes } : {}),
      history: fallbackReleases(state).map((record) => ({
        version: record.version,
        releasedAt: record.releasedAt,
        entry: remoteEntryUrl(origins[name], record.version),
        ...(record.entryIntegrity ? { integrity: record.entryIntegrity } : {}),
      })),
    };
  };
  const host = deployment.host;
  const remotes: RemotesManifest['remotes'] = {};
  for (const name of REMOTE_NAMES) remotes[name] = describe(name);
  if (!host || REMOTE_NAMES.some((name) => !remotes[name])) {
    return { ok: false, unreleased: APPS.filter((app) => !deployment[app]) };
  }
  // The configured remote origins, not the entries' own: the host refuses an entry elsewhere.
  const allowedOrigins = [...new Set(Object.values(origins).map((origin) => new URL(origin).origin))];
  return { ok: true, manifest: { schemaVersion: 1, host: { version: host.current }, allowedOrigins, remotes } };
}
