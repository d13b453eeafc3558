import { checkRouteParams, type Locale, matchPattern, splitLocalePath } from '@platform/contract';
import { type RouteEntry, type RouteParams, routeTable } from './route-table';

export interface RouteMatch {
  entry: RouteEntry;
  params: RouteParams;
}

export type MatchResult =
  | { kind: 'matched'; match: RouteMatch }
  /** A pattern matched but the route's declared check refused the parameters. */
  | { kind: 'invalid'; entry: RouteEntry; params: RouteParams }
  | { kind: 'unmatched' };

/** Finds the route of a pathname; the first entry of the table whose pattern matches decides. */
export function matchRoute(pathname: string, table: readonly RouteEntry[] = routeTable()): MatchResult {
  for (const entry of table) {
    const params = matchPattern(entry.path, pathname);
    if (params === null) continue;
    if (!checkRouteParams(entry.params, params)) return { kind: 'invalid', entry, params };
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
export function alternateUrl(url: URL, target: Locale, table: readonly RouteEntry[] = routeTable()): string {
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
