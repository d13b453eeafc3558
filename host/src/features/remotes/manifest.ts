import {
  type ExposePreload,
  type ManifestRemote,
  parseRemoteRoutes,
  REMOTE_NAMES,
  type RemoteName,
  type RemoteRoutes,
  type RemotesManifest,
} from '@platform/shared';

/** Told about a remote whose route declaration is malformed: that area is refused, the others serve. */
export type RoutesRefused = (remote: RemoteName, reason: string) => void;

export const MANIFEST_URL = '/remotes.json';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The optional preload lists; anything malformed is dropped (preloading is only a speed-up). */
function parsePreload(value: unknown): ExposePreload | undefined {
  if (!isObject(value)) return undefined;
  const lists = Object.entries(value).flatMap(([expose, urls]) =>
    Array.isArray(urls) && urls.every((url) => typeof url === 'string') ? [[expose, urls.map(String)] as const] : [],
  );
  return lists.length > 0 ? Object.fromEntries(lists) : undefined;
}

/** The route declaration, checked by the contract's schema; a malformed one is left out and told. */
function parseRoutes(name: RemoteName, value: unknown, onRefused: RoutesRefused): RemoteRoutes | undefined {
  if (value === undefined) return undefined;
  const parsed = parseRemoteRoutes(value);
  if (parsed.ok) return parsed.value;
  onRefused(name, `invalid route declaration: ${parsed.reason}`);
  return undefined;
}

function parseRemote(name: RemoteName, value: unknown, onRefused: RoutesRefused): ManifestRemote {
  if (!isObject(value) || typeof value.version !== 'string' || typeof value.entry !== 'string' || typeof value.app !== 'string') {
    throw new Error(`remotes.json: remote "${name}" needs app, version and entry`);
  }
  const history = Array.isArray(value.history) ? value.history : [];
  const preload = parsePreload(value.preload);
  const routes = parseRoutes(name, value.routes, onRefused);
  return {
    app: value.app,
    version: value.version,
    entry: value.entry,
    ...(preload ? { preload } : {}),
    ...(routes ? { routes } : {}),
    history: history.filter(isObject).flatMap((record) =>
      typeof record.version === 'string' && typeof record.entry === 'string'
        ? [{ version: record.version, entry: record.entry, releasedAt: String(record.releasedAt ?? '') }]
        : [],
    ),
  };
}

/**
 * Checks the shape of `/remotes.json`. A remote missing from it is left out (its area shows an
 * error); a malformed entry rejects the whole manifest so ops see it at once.
 */
export function parseManifest(value: unknown, onRefused: RoutesRefused = () => undefined): RemotesManifest {
  if (!isObject(value) || !isObject(value.remotes) || !isObject(value.host) || typeof value.host.version !== 'string') {
    throw new Error('remotes.json: expected { host: { version }, remotes: { ... } }');
  }
  const remotes: Partial<Record<RemoteName, ManifestRemote>> = {};
  for (const name of REMOTE_NAMES) {
    const remote = value.remotes[name];
    if (remote !== undefined) remotes[name] = parseRemote(name, remote, onRefused);
  }
  return { schemaVersion: 1, host: { version: value.host.version }, remotes };
}

export async function fetchManifest(fetchImpl: typeof fetch = fetch, onRefused?: RoutesRefused): Promise<RemotesManifest> {
  // A plain GET with no options or extra headers, so it takes the response index.html preloads
  // (Chromium reuses a preload only for an identical request). It is never stale: every server
  // sends remotes.json with `Cache-Control: no-cache`, revalidated on each use.
  const response = await fetchImpl(MANIFEST_URL);
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return parseManifest(await response.json(), onRefused);
}
