import { isRemoteName, RELEASED_VERSIONS_PATH, type ReleasedVersion, type ReleasedVersions } from '@platform/contract';
import { pageUrl, parseVersion } from './manifest';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** One listed release, checked as a canary is (entry, integrity, first-load files, routes); undefined when malformed. */
function parseRelease(name: string, value: unknown, base: string): ReleasedVersion | undefined {
  if (!isObject(value) || typeof value.releasedAt !== 'string') return undefined;
  let routesRefused = false;
  const loadable = parseVersion(name, value, () => (routesRefused = true), base);
  // A release whose routes cannot be read would serve none of its pages: it is not offered.
  if (!loadable || routesRefused) return undefined;
  return {
    ...loadable,
    releasedAt: value.releasedAt,
    ...(typeof value.preview === 'string' ? { preview: value.preview } : {}),
    ...(typeof value.canaryPercent === 'number' ? { canaryPercent: value.canaryPercent } : {}),
  };
}

/**
 * Checks `/releases.json`: every remote under a valid name with its current version and its
 * releases, each loadable; a malformed release is left out, a malformed list refused whole.
 * Relative entry URLs are resolved against `base` (the page).
 */
export function parseReleasedVersions(value: unknown, base: string = pageUrl()): ReleasedVersions {
  if (!isObject(value) || !isObject(value.remotes)) throw new Error('releases.json: expected { remotes: { ... } }');
  const remotes: ReleasedVersions['remotes'] = {};
  for (const [name, remote] of Object.entries(value.remotes)) {
    if (!isRemoteName(name) || !isObject(remote) || typeof remote.current !== 'string' || !Array.isArray(remote.versions)) continue;
    remotes[name] = { current: remote.current, versions: remote.versions.flatMap((release) => parseRelease(name, release, base) ?? []) };
  }
  return { schemaVersion: 1, remotes };
}

/** Reads the release list from the host origin (only when an operator asks for an override). */
export async function fetchReleasedVersions(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<ReleasedVersions> {
  const response = await fetchImpl(RELEASED_VERSIONS_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`releases.json: HTTP ${response.status}`);
  return parseReleasedVersions(await response.json());
}
