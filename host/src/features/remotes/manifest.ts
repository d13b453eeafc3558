import {
  type ExposePreload,
  type ManifestRemote,
  type ManifestRollout,
  isRemoteName,
  parseRemoteRoutes,
  type RemoteName,
  type RemoteRoutes,
  type RemotesManifest,
} from '@platform/contract';

/** Told about a remote whose route declaration is malformed: that area is refused, the others serve. */
export type RoutesRefused = (remote: RemoteName, reason: string) => void;

const MANIFEST_URL = '/remotes.json';

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

/** A subresource-integrity value the browser understands; anything else would fail every load, so it is refused. */
function parseIntegrity(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(value)) {
    throw new Error(`remotes.json: integrity must look like sha384-<base64>, got ${JSON.stringify(value)}`);
  }
  return value;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The allowed entry origins; each must be an origin (scheme, host, port: no path). */
function parseAllowedOrigins(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw new Error('remotes.json: allowedOrigins must be a list of origins');
  return value.map((origin) => {
    if (typeof origin !== 'string' || originOf(origin) !== origin) {
      throw new Error(`remotes.json: allowedOrigins: ${JSON.stringify(origin)} is not an origin such as https://search.example.com`);
    }
    return origin;
  });
}

/**
 * An entry or file URL as an absolute URL: the release tool writes root-relative ones
 * (`/remotes/search/<version>/remoteEntry.js`) when the remotes are served from the host's own origin.
 */
function absoluteUrl(url: string, base: string): string {
  try {
    return new URL(url, base).href;
  } catch {
    throw new Error(`remotes.json: ${JSON.stringify(url)} is not a URL`);
  }
}

function resolvePreload(preload: ExposePreload | undefined, base: string): ExposePreload | undefined {
  if (!preload) return undefined;
  return Object.fromEntries(Object.entries(preload).map(([expose, urls]) => [expose, (urls ?? []).map((url) => absoluteUrl(url, base))]));
}

/**
 * One loadable version other than the current one (a rollout's canary, a release an operator
 * overrides with), checked like the current one: entry URL, integrity, first-load files, routes.
 * Malformed: undefined (the caller says where).
 */
export function parseVersion(name: RemoteName, value: unknown, onRefused: RoutesRefused, base: string): ManifestRollout['canary'] | undefined {
  if (!isObject(value) || typeof value.version !== 'string' || typeof value.entry !== 'string') return undefined;
  const integrity = parseIntegrity(value.integrity);
  const preload = resolvePreload(parsePreload(value.preload), base);
  const routes = parseRoutes(name, value.routes, onRefused);
  return {
    version: value.version,
    entry: absoluteUrl(value.entry, base),
    ...(integrity ? { integrity } : {}),
    ...(preload ? { preload } : {}),
    ...(routes ? { routes } : {}),
  };
}

/**
 * A canary under way, checked like the stable version (entry URL, integrity, routes); a malformed
 * one rejects the manifest, as a malformed entry does. Absent: no rollout.
 */
function parseRollout(name: RemoteName, value: unknown, onRefused: RoutesRefused, base: string): ManifestRollout | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value) || typeof value.percent !== 'number' || !(value.percent >= 0 && value.percent <= 100) || !isObject(value.canary)) {
    throw new Error(`remotes.json: remote "${name}": rollout needs a percent from 0 to 100 and a canary`);
  }
  const canary = parseVersion(name, value.canary, onRefused, base);
  if (!canary) throw new Error(`remotes.json: remote "${name}": the rollout's canary needs version and entry`);
  return { percent: value.percent, canary };
}

function parseRemote(name: RemoteName, value: unknown, onRefused: RoutesRefused, base: string): ManifestRemote {
  if (!isObject(value) || typeof value.version !== 'string' || typeof value.entry !== 'string' || typeof value.app !== 'string') {
    throw new Error(`remotes.json: remote "${name}" needs app, version and entry`);
  }
  const history = Array.isArray(value.history) ? value.history : [];
  const preload = resolvePreload(parsePreload(value.preload), base);
  const routes = parseRoutes(name, value.routes, onRefused);
  const integrity = parseIntegrity(value.integrity);
  const rollout = parseRollout(name, value.rollout, onRefused, base);
  return {
    app: value.app,
    version: value.version,
    entry: absoluteUrl(value.entry, base),
    ...(integrity ? { integrity } : {}),
    ...(preload ? { preload } : {}),
    ...(routes ? { routes } : {}),
    ...(rollout ? { rollout } : {}),
    history: history.filter(isObject).flatMap((record) => {
      if (typeof record.version !== 'string' || typeof record.entry !== 'string') return [];
      const recordIntegrity = parseIntegrity(record.integrity);
      return [
        {
          version: record.version,
          entry: absoluteUrl(record.entry, base),
          releasedAt: String(record.releasedAt ?? ''),
          ...(recordIntegrity ? { integrity: recordIntegrity } : {}),
        },
      ];
    }),
  };
}

/** The page's own address: relative URLs of the manifest are resolved against it. */
export function pageUrl(): string {
  return typeof location === 'undefined' ? 'http://localhost/' : location.href;
}

/**
 * Checks the shape of `/remotes.json`. Every remote it names is mounted, whatever its name, as
 * long as the name is a valid one (the host keeps no list of remotes: a new team's area appears
 * with its first release). A name that is not valid is left out and told; a remote missing from
 * it is left out (its area shows an error); a malformed entry rejects the whole manifest so ops
 * see it at once. Relative entry URLs are resolved against `base` (the page), whose origin is
 * always allowed: the host's own origin serves the remotes at `/remotes/<name>/`.
 */
export function parseManifest(value: unknown, onRefused: RoutesRefused = () => undefined, base: string = pageUrl()): RemotesManifest {
  if (!isObject(value) || !isObject(value.remotes) || !isObject(value.host) || typeof value.host.version !== 'string') {
    throw new Error('remotes.json: expected { host: { version }, remotes: { ... } }');
  }
  const remotes: Partial<Record<RemoteName, ManifestRemote>> = {};
  for (const [name, remote] of Object.entries(value.remotes)) {
    if (!isRemoteName(name)) {
      onRefused(name, 'not a remote name (lower-case letters, digits and hyphens, 2-31 characters, starting with a letter)');
      continue;
    }
    if (remote !== undefined) remotes[name] = parseRemote(name, remote, onRefused, base);
  }
  const listed = parseAllowedOrigins(value.allowedOrigins);
  const allowedOrigins = listed ? [...new Set([...listed, new URL(base).origin])] : undefined;
  return { schemaVersion: 1, host: { version: value.host.version }, ...(allowedOrigins ? { allowedOrigins } : {}), remotes };
}

export async function fetchManifest(fetchImpl: typeof fetch = fetch, onRefused?: RoutesRefused): Promise<RemotesManifest> {
  // A plain GET with no options or extra headers, so it takes the response index.html preloads
  // (Chromium reuses a preload only for an identical request). It is never stale: every server
  // sends remotes.json with `Cache-Control: no-cache`, revalidated on each use.
  const response = await fetchImpl(MANIFEST_URL);
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return parseManifest(await response.json(), onRefused);
}
