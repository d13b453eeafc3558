import {
  type AppName,
  type ExposePreload,
  type ManifestRemote,
  type ManifestRollout,
  remoteAppOf,
  remoteNameOfApp,
  REMOTES_PATH,
  type RemoteName,
  type RemotesManifest,
} from '@platform/contract';
import { type AppDeployment, fallbackReleases, type DeploymentManifest } from './deployment-manifest';

/**
 * Where browsers reach the remotes' release folders: `''` for the host's own origin (the entries
 * of `/remotes.json` are then root-relative, `/remotes/<name>/<version>/remoteEntry.js`), or an
 * origin serving the same layout (a CDN in front of the release store), e.g. `https://cdn.example`.
 */
export type RemotesOrigin = string;

/** `/remotes.json`, or the apps that still need a first release before it can exist (only ever the host). */
export type RemotesManifestResult = { ok: true; manifest: RemotesManifest } | { ok: false; unreleased: AppName[] };

/** The URL path under which one remote's versions are served: `/remotes/<name>`. */
export function remotePath(name: RemoteName): string {
  return `${REMOTES_PATH}/${name}`;
}

/** The URL of a remote version's federation entry: `<origin>/remotes/<name>/<version>/remoteEntry.js`. */
export function remoteEntryUrl(origin: RemotesOrigin, name: RemoteName, version: string): string {
  return `${origin}${remotePath(name)}/${version}/remoteEntry.js`;
}

/** A release's first-load files as URLs of its version folder. */
export function preloadUrls(origin: RemotesOrigin, name: RemoteName, version: string, preload: ExposePreload): ExposePreload {
  return Object.fromEntries(
    Object.entries(preload).map(([expose, files]) => [expose, (files ?? []).map((file) => `${origin}${remotePath(name)}/${version}/${file}`)]),
  );
}

/** The canary under way, as browsers need it: its entry, integrity, first-load files and routes, and its share. */
function rolloutOf(state: AppDeployment, origin: RemotesOrigin, name: RemoteName): ManifestRollout | undefined {
  const canary = state.canary;
  const record = canary && state.history.find((candidate) => candidate.version === canary.version);
  if (!canary || !record) return undefined;
  return {
    percent: canary.percent,
    canary: {
      version: record.version,
      entry: remoteEntryUrl(origin, name, record.version),
      ...(record.entryIntegrity ? { integrity: record.entryIntegrity } : {}),
      ...(record.preload ? { preload: preloadUrls(origin, name, record.version, record.preload) } : {}),
      ...(record.routes ? { routes: record.routes } : {}),
    },
  };
}

/**
 * Computes the browser-facing deployment manifest (`/remotes.json`) from the deployment state:
 * every remote the release store holds, in the order of their first release, whatever their
 * names. Only the host is needed for it to exist; a remote never released is simply absent.
 */
export function toRemotesManifest(deployment: DeploymentManifest, origin: RemotesOrigin): RemotesManifestResult {
  const describe = (app: AppName, name: RemoteName): ManifestRemote | undefined => {
    const state = deployment[app];
    if (!state) return undefined;
    const currentRecord = state.history.find((record) => record.version === state.current);
    const preload = currentRecord?.preload;
    const routes = currentRecord?.routes;
    const rollout = rolloutOf(state, origin, name);
    return {
      app,
      version: state.current,
      entry: remoteEntryUrl(origin, name, state.current),
      ...(currentRecord?.entryIntegrity ? { integrity: currentRecord.entryIntegrity } : {}),
      ...(preload ? { preload: preloadUrls(origin, name, state.current, preload) } : {}),
      ...(routes ? { routes } : {}),
      ...(rollout ? { rollout } : {}),
      history: fallbackReleases(state).map((record) => ({
        version: record.version,
        releasedAt: record.releasedAt,
        entry: remoteEntryUrl(origin, name, record.version),
        ...(record.entryIntegrity ? { integrity: record.entryIntegrity } : {}),
      })),
    };
  };
  const host = deployment.host;
  if (!host) return { ok: false, unreleased: ['host'] };
  const remotes: RemotesManifest['remotes'] = {};
  // Insertion order of the deployment manifest: the order of first release.
  for (const key of Object.keys(deployment)) {
    const name = remoteNameOfApp(key);
    if (name === undefined) continue;
    const described = describe(remoteAppOf(name), name);
    if (described) remotes[name] = described;
  }
  // The configured remotes origin, not the entries' own: the host refuses an entry elsewhere
  // (its own origin is always allowed).
  const allowedOrigins = origin === '' ? [] : [new URL(origin).origin];
  return { ok: true, manifest: { schemaVersion: 1, host: { version: host.current }, allowedOrigins, remotes } };
}
