import type { ManifestRemote, ManifestRollout, RemoteName, RemotesManifest } from '@platform/contract';
import type { LastGoodStorage } from './candidates';

/**
 * Canary rollouts in the browser (docs/deploy-and-rollback.md#canary-releases). `/remotes.json`
 * names a remote's stable version and, while a canary runs, the canary and its share of visitors.
 * The page picks one of the two before it loads anything, from a stable hash of who the visitor
 * is, the remote's name and both versions: the same visitor gets the same version on every load of
 * the rollout, and since a bucket is compared with a growing threshold, a visitor on the canary
 * stays on it while the share only grows.
 */

/** Buckets per percent point: shares are whole percentages, buckets are finer so 1 % is 100 of them. */
const BUCKETS = 10_000;

/** Where the visitor's rollout identity is kept (first-party, this origin's storage). */
export const ROLLOUT_ID_KEY = 'mf:rollout-id';

/** 32-bit FNV-1a over the UTF-16 code units, then murmur3's finalizer so nearby inputs spread over every bucket. */
function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The visitor's bucket for one rollout, 0 to 9 999: the same inputs always give the same bucket. */
export function rolloutBucket(identity: string, remote: RemoteName, stable: string, canary: string): number {
  return hash32(`${identity}\n${remote}\n${stable}\n${canary}`) % BUCKETS;
}

/** True when this visitor is among the rollout's `percent` share. */
export function servesCanary(identity: string, remote: RemoteName, stable: string, rollout: ManifestRollout): boolean {
  return rolloutBucket(identity, remote, stable, rollout.canary.version) < rollout.percent * (BUCKETS / 100);
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Who the visitor is for rollouts: the identifier kept in this browser (a signed-in user's id once
 * one was seen here, see {@link adoptSignedInIdentity}; otherwise a random one made on the first
 * visit). Without storage, a random one for this page only.
 */
export function rolloutIdentity(storage: LastGoodStorage | undefined): string {
  try {
    const known = storage?.getItem(ROLLOUT_ID_KEY);
    if (known) return known;
    const made = `v:${randomId()}`;
    storage?.setItem(ROLLOUT_ID_KEY, made);
    return made;
  } catch {
    return `v:${randomId()}`;
  }
}

/**
 * Keys later page loads by the signed-in user's id, so the user gets one version on every device
 * they sign in on. It takes effect from the next page load (this one has already picked).
 */
export function adoptSignedInIdentity(storage: LastGoodStorage | undefined, userId: string): void {
  try {
    storage?.setItem(ROLLOUT_ID_KEY, `u:${userId}`);
  } catch {
    // Storage full or disabled: the visitor keeps the identity of this page.
  }
}

/** The remote as this visitor is served it: the canary (the stable version as its first fallback), or the stable version. */
function pickVersion(name: RemoteName, remote: ManifestRemote, identity: string): ManifestRemote {
  const { rollout, ...stable } = remote;
  if (!rollout || !servesCanary(identity, name, remote.version, rollout)) return stable;
  const { canary } = rollout;
  return {
    app: remote.app,
    version: canary.version,
    entry: canary.entry,
    ...(canary.integrity ? { integrity: canary.integrity } : {}),
    ...(canary.preload ? { preload: canary.preload } : {}),
    ...(canary.routes ? { routes: canary.routes } : {}),
    history: [
      { version: remote.version, entry: remote.entry, releasedAt: '', ...(remote.integrity ? { integrity: remote.integrity } : {}) },
      ...remote.history.filter((record) => record.version !== canary.version),
    ],
  };
}

/** Resolves every rollout of the manifest for this visitor, before anything is loaded or any route is built. */
export function applyRollouts(manifest: RemotesManifest, identity: string): RemotesManifest {
  const remotes: RemotesManifest['remotes'] = {};
  for (const [name, remote] of Object.entries(manifest.remotes)) {
    if (remote) remotes[name] = pickVersion(name, remote, identity);
  }
  return { ...manifest, remotes };
}
