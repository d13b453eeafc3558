import { type Locale, splitLocalePath } from '@platform/shared';
import { ROUTE_TABLE, type RouteEntry, type RouteParams } from './route-table';

export interface RouteMatch {
  entry: RouteEntry;
  params: RouteParams;
}

export type MatchResult =
  | { kind: 'matched'; match: RouteMatch }
  /** A pattern matched but the route's validity check refused the parameters. */
  | { kind: 'invalid'; entry: RouteEntry; params: RouteParams }
  | { kind: 'unmatched' };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function splitPath(path: string): string[] {
  // One trailing slash is forgiven (`/search/` is `/search`), as the original router did.
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

/**
 * Matches one pattern (`/cv/:type/:id`) against a pathname. Literal segments compare without
 * regard to case (`/test` opens `/Test`, like the original site's router); parameters keep theirs.
 */
export function matchPattern(pattern: string, pathname: string): RouteParams | null {
  const expected = splitPath(pattern);
  const actual = splitPath(pathname);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of expected.entries()) {
    const segment = actual[index] ?? '';
    if (part.startsWith(':')) {
      const value = decode(segment);
      if (value === null || value === '') return null;
      params[part.slice(1)] = value;
    } else if (part.toLowerCase() !== segment.toLowerCase()) {
      return null;
    }
  }
  return params;
}

/** Finds the route of a pathname; the first entry of the table whose pattern matches decides. */
export function matchRoute(pathname: string, table: readonly RouteEntry[] = ROUTE_TABLE): MatchResult {
  for (const entry of table) {
    const params = matchPattern(entry.path, pathname);
    if (params === null) continue;
    if (entry.validate && !entry.validate(params)) return { kind: 'invalid', entry, params };
    return { kind: 'matched', match: { entry, params } };
  }
  return { kind: 'unmatched' };
}

/** The locale a pathname names by itself: `/ru...` is Russian, an unprefixed known route English. */
export function localeOfPath(pathname: string, result: MatchResult): Locale | null {
  if (result.kind === 'matched') return result.match.entry.locale;
  if (result.kind === 'invalid') return result.entry.locale;
  return splitLocalePath(pathname).locale;
}

/** Fills a pattern's parameters: `buildPath('/cv/:type/:id', { type: 'internal', id: '7' })`. */
export function buildPath(pattern: string, params: RouteParams): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/**
 * The address of the same page in another locale, query and hash kept. Pages outside the
 * table (error screens) swap the `/ru` prefix.
 */
export function alternateUrl(url: URL, target: Locale, table: readonly RouteEntry[] = ROUTE_TABLE): string {
  const result = matchRoute(url.pathname, table);
  let pathname: string;
  if (result.kind === 'matched') {
    const { entry, params } = result.match;
    const counterpart = table.find((candidate) => candidate.name === entry.name && candidate.locale === target);
    pathname = counterpart ? buildPath(counterpart.path, params) : target === 'ru' ? '/ru' : '/';
  } else {
    const { path } = splitLocalePath(url.pathname);
    pathname = target === 'ru' ? (path === '/' ? '/ru' : `/ru${path}`) : path;
  }
  return `${pathname}${url.search}${url.hash}`;
}
