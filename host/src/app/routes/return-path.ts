/** A base no real page has: a return path resolving to another origin is not on this site. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * The `redirect` parameter of the sign-in page, if it is a path on this site; else `fallback`.
 * Anything else would make the sign-in page an open redirect: `//evil.example`, `https://…`,
 * `/\evil` (browsers read `\` as `/`), and `/<tab>/evil.example` or `/<newline>/evil.example`
 * (the URL parser drops tabs and newlines, leaving `//evil.example`). The path is resolved the way
 * the browser will resolve it and kept only if it stays on the same origin; the resolved form is
 * returned, so what is checked is what is followed.
 */
export function safeReturnPath(candidate: string | null, fallback: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A page address carrying the page to come back to: `/login?redirect=/team`. Slashes stay
 * readable; `?`, `&` and `#` of the return path are encoded so they stay inside the parameter.
 */
export function withReturnPath(page: string, returnTo: string): string {
  return `${page}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
