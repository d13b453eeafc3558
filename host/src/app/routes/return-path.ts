/**
 * The `redirect` parameter of the sign-in page, if it is a path on this site. Anything else
 * (`//evil.example`, `https://…`, `/\evil`) would make the sign-in page an open redirect.
 */
export function safeReturnPath(candidate: string | null, fallback: string): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  return candidate;
}

/**
 * A page address carrying the page to come back to: `/login?redirect=/team`. Slashes stay
 * readable; `?`, `&` and `#` of the return path are encoded so they stay inside the parameter.
 */
export function withReturnPath(page: string, returnTo: string): string {
  return `${page}?redirect=${encodeURIComponent(returnTo).replace(/%2F/gi, '/')}`;
}
