import type { ExposePreload, ManifestRemote, RemoteName } from '@platform/contract';

/** One version of a remote the loader may try. */
export interface Candidate {
  version: string;
  entry: string;
  /** Subresource-integrity hash of the entry file (`sha384-…`), as the release recorded it. */
  integrity?: string;
  /** First-load files per exposed module (the current version only; see `preloadAssets`). */
  preload?: ExposePreload;
  /** Why this version is tried: the manifest's current one, or a fallback. */
  role: 'current' | 'last-known-good' | 'earlier';
}

/** Where the loader remembers, per remote, the version that last loaded well in this browser. */
export type LastGoodStorage = Pick<Storage, 'getItem' | 'setItem'>;

const LAST_GOOD_KEY = 'mf:last-good-versions';

function isStringRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readLastGood(storage: LastGoodStorage | undefined, remote: RemoteName): string | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LAST_GOOD_KEY) ?? '{}');
    const version = isStringRecord(parsed) ? parsed[remote] : undefined;
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLastGood(storage: LastGoodStorage | undefined, remote: RemoteName, version: string): void {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LAST_GOOD_KEY) ?? '{}');
    const known = isStringRecord(parsed) ? parsed : {};
    storage?.setItem(LAST_GOOD_KEY, JSON.stringify({ ...known, [remote]: version }));
  } catch {
    // Storage may be full or disabled; falling back then simply tries the history in order.
  }
}

/**
 * The versions to try, in order: the current one, then the last version that loaded well in this
 * browser (when the manifest still offers it as a fallback), then the other earlier releases,
 * newest first, at most `maxFallbacks` of them in all: a remote with a long history must not make
 * the page fetch twenty dead entries before it gives up.
 */
export function candidatesOf(entry: ManifestRemote, lastGood: string | undefined, maxFallbacks: number): Candidate[] {
  const current: Candidate = {
    version: entry.version,
    entry: entry.entry,
    role: 'current',
    ...(entry.integrity ? { integrity: entry.integrity } : {}),
    ...(entry.preload ? { preload: entry.preload } : {}),
  };
  const older: Candidate[] = entry.history
    .filter((record) => record.version !== entry.version)
    .map((record) => ({
      version: record.version,
      entry: record.entry,
      role: record.version === lastGood ? 'last-known-good' : 'earlier',
      ...(record.integrity ? { integrity: record.integrity } : {}),
    }));
  older.sort((a, b) => (a.role === 'last-known-good' ? -1 : b.role === 'last-known-good' ? 1 : 0));
  return [current, ...older.slice(0, Math.max(0, maxFallbacks))];
}
