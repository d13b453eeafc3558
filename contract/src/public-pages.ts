import { localizePath, splitLocalePath, type Locale } from './locale';
import { checkRouteParams, matchPattern, type RouteDeclaration } from './routes';
import { USERNAME_ROUTE_PARAM } from './username';

/**
 * The site's name, in every page's title and in the `og:site_name` of its server-rendered head.
 */
export const SITE_NAME = 'HireScope';

/**
 * The markers around the part of the host's `index.html` a server may replace with a page's own
 * head (title, description, canonical, OpenGraph, JSON-LD): the host's template carries them
 * around its generic head, and `GET /api/public/page-head` frames its fragment with them. A front
 * server splices the fragment in their place (docs/architecture.md#server-rendered-heads).
 */
export const PAGE_HEAD_START = '<!-- page-head -->';
export const PAGE_HEAD_END = '<!-- /page-head -->';

/**
 * The public pages whose document head the server renders, as the remotes declare their routes
 * (remote-team: `/vacancies`, `/team/vacancy/:id`; remote-cv: `/cv/username/:username`). These
 * addresses are shared and indexed: they stay as they are.
 */
const PUBLIC_PAGE_PATTERNS = [
  { kind: 'job-board', path: '/vacancies' },
  { kind: 'vacancy', path: '/team/vacancy/:id', params: { id: { type: 'id' } } },
  { kind: 'cv', path: '/cv/username/:username', params: { username: USERNAME_ROUTE_PARAM } },
] as const satisfies ReadonlyArray<{ kind: string; path: string; params?: RouteDeclaration['params'] }>;

/** A public page an address names, in the locale its path names (`/ru/...` Russian, else English). */
export type PublicPage =
  | { kind: 'job-board'; locale: Locale }
  | { kind: 'vacancy'; locale: Locale; id: number }
  | { kind: 'cv'; locale: Locale; username: string }
  /** A public page's address whose parameter the app refuses (`/team/vacancy/07`): its 404 screen. */
  | { kind: 'invalid'; locale: Locale };

/**
 * The public page a pathname (no query) opens, or `null` for any other address. Matches as the
 * host's router does: literal segments in any letter case, one trailing slash forgiven, parameters
 * checked by the same rules.
 */
export function publicPageOf(pathname: string): PublicPage | null {
  const { locale: prefixed, path } = splitLocalePath(pathname);
  const locale: Locale = prefixed ?? 'en';
  for (const route of PUBLIC_PAGE_PATTERNS) {
    const params = matchPattern(route.path, path);
    if (params === null) continue;
    if (!checkRouteParams('params' in route ? route.params : undefined, params)) return { kind: 'invalid', locale };
    switch (route.kind) {
      case 'job-board':
        return { kind: 'job-board', locale };
      case 'vacancy':
        return { kind: 'vacancy', locale, id: Number(params.id) };
      case 'cv':
        return { kind: 'cv', locale, username: (params.username ?? '').toLowerCase() };
    }
  }
  return null;
}

/** The canonical path of a public page in `locale`: `/ru/team/vacancy/7`, `/cv/username/ann`. */
export function publicPagePath(page: { kind: 'job-board' } | { kind: 'vacancy'; id: number } | { kind: 'cv'; username: string }, locale: Locale): string {
  switch (page.kind) {
    case 'job-board':
      return localizePath('/vacancies', locale);
    case 'vacancy':
      return localizePath(`/team/vacancy/${page.id}`, locale);
    case 'cv':
      return localizePath(`/cv/username/${encodeURIComponent(page.username)}`, locale);
  }
}
