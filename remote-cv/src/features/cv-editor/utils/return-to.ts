/** A base no real page has: a path resolving to another origin is not on this site. */
const PROBE_ORIGIN = 'https://return-to.invalid';

/**
 * The wizard's `returnTo` (a locale-free path on this site, e.g. `/team/vacancy/12`), or `null`.
 * Anything that could leave the site is refused (`//evil.example`, `https://…`, `/\evil`, and the
 * tab or newline tricks the URL parser folds into `//`): the path is resolved as the browser would
 * resolve it and kept only when it stays on the same origin.
 */
export function safeReturnTo(candidate: string | null): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A username to start from: the e-mail's local part in the characters a username allows, else ''. */
export function suggestUsername(email: string): string {
  const local = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 32);
  return local.length >= 3 ? local : '';
}
