import path from 'node:path';

/** For files whose name changes with their content: a browser may keep them for a year without asking. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** For names that stay while the content changes (index.html, main.js, manifests): revalidate every time (ETag → 304). */
export const NO_CACHE = 'no-cache';

/**
 * For a remote's `remoteEntry.js` and `mf-manifest.json`. Their URL contains the version folder, and
 * a released folder is never rewritten, so `immutable` would be correct. They get one hour instead:
 * they are the only unhashed names in a release, the first files a browser asks a remote for, and
 * if a release folder ever has to be repaired in place (a restore from backup, a hand fix), a
 * year-long pin would keep a broken entry in browsers with no server-side cure. The cost is one
 * small 304 per remote per hour; the hashed chunks they load stay immutable.
 */
export const REMOTE_ENTRY = 'public, max-age=3600';

/** The names of a remote release that are not content-hashed. */
const REMOTE_ENTRY_FILES: ReadonlySet<string> = new Set(['remoteEntry.js', 'mf-manifest.json']);

const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;
/** `main.0123abcd.js`, `412.9f8e7d6c.js.map`, `9f8e7d6c5b4a3210.woff2`: a hex content hash of 8+ digits before the extension(s). */
const CONTENT_HASHED = /(?:^|[._-])[0-9a-f]{8,}(?:\.[A-Za-z0-9]+)+$/;

/** The logical file name of a served file: `main.abc.js.br` is `main.abc.js`. */
function logicalName(filePath: string): string {
  return path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
}

/** True when the file name carries a content hash, so its URL changes whenever its content does. */
export function isContentHashed(filePath: string): boolean {
  return CONTENT_HASHED.test(logicalName(filePath));
}

/** Cache-Control on the host origin: hashed assets are immutable, everything else revalidates. */
export function hostCacheControl(filePath: string): string {
  return isContentHashed(filePath) ? IMMUTABLE : NO_CACHE;
}

/** Cache-Control of a remote's files (`/remotes/<name>/<version>/…`): each sits inside an immutable version folder. */
export function remoteCacheControl(filePath: string): string {
  return REMOTE_ENTRY_FILES.has(logicalName(filePath)) ? REMOTE_ENTRY : IMMUTABLE;
}
