import {
  type Locale,
  localizePath,
  type RemoteName,
  type RemoteRoutes,
  type RouteDeclaration,
  type RouteGuard,
  type RouteLayout,
  type RouteParams,
} from '@platform/contract';

export type { RouteParams };

/** Layouts a route may name (the set the contract publishes); `default` unless it names another. */
export type LayoutName = RouteLayout;

/** Pages the host renders itself; every other route belongs to a remote. */
export type HostPage = 'landing' | 'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email' | 'ui-kit' | 'ui-kit-2';

interface RouteBase {
  /** Names the page across locales: the language switcher finds the other locale's entry by it. */
  name: string;
  /** The full pattern, locale prefix included: `/ru/cv/:type/:id`. */
  path: string;
  locale: Locale;
  layout: LayoutName;
  /** Named route guards, loaded and run in order before the page opens. */
  middleware: readonly RouteGuard[];
  /** The declared check of the route's parameters; refused parameters show the 404 screen. */
  params?: RouteDeclaration['params'];
  /** What a remote's page is, in the entry's language (the tab's title); host pages title themselves. */
  title?: string;
  /** The request a remote's page makes first, issued by the host as the navigation starts (first-request.ts). */
  firstRequest?: RouteDeclaration['firstRequest'];
}

export interface HostRoute extends RouteBase {
  owner: 'host';
  page: HostPage;
}

export interface RemoteRoute extends RouteBase {
  owner: RemoteName;
}

export type RouteEntry = HostRoute | RemoteRoute;

/** True for the host's own pages (no remote may be named `host`: the contract's name rule refuses it). */
export function isHostRoute(entry: RouteEntry): entry is HostRoute {
  return entry.owner === 'host' && 'page' in entry;
}

const GUEST: RouteGuard[] = ['guest'];

/** One host route in its English form (no prefix) and its Russian form (`/ru` prefix). */
function hostRouteInBothLocales(name: string, path: string, page: HostPage, layout: LayoutName, middleware: RouteGuard[]): HostRoute[] {
  return (['en', 'ru'] satisfies Locale[]).map((locale) => ({ name, path: localizePath(path, locale), locale, owner: 'host', page, layout, middleware }));
}

/**
 * The host's own pages (their paths are `HOST_ROUTE_PATHS` of the contract, which no remote may
 * claim). `/` and its Russian address `/ru` (and `/ru/ru`, the original site's Russian main page)
 * are the one public landing page, which shows the dashboard to a signed-in user.
 */
export const HOST_ROUTES: readonly HostRoute[] = [
  { name: 'home', path: '/', locale: 'en', owner: 'host', page: 'landing', layout: 'landing', middleware: [] },
  { name: 'home', path: '/ru', locale: 'ru', owner: 'host', page: 'landing', layout: 'landing', middleware: [] },
  { name: 'home', path: '/ru/ru', locale: 'ru', owner: 'host', page: 'landing', layout: 'landing', middleware: [] },
  ...hostRouteInBothLocales('login', '/login', 'login', 'blank', GUEST),
  ...hostRouteInBothLocales('register', '/register', 'register', 'blank', GUEST),
  // Opened from mailed links: signed in or not (a reset from another browser, a verification).
  ...hostRouteInBothLocales('forgot-password', '/forgot-password', 'forgot-password', 'blank', []),
  ...hostRouteInBothLocales('reset-password', '/reset-password', 'reset-password', 'blank', []),
  ...hostRouteInBothLocales('verify-email', '/verify-email', 'verify-email', 'blank', []),
  ...hostRouteInBothLocales('ui-kit', '/Test', 'ui-kit', 'default', []),
  ...hostRouteInBothLocales('ui-kit-2', '/Test2', 'ui-kit-2', 'default', []),
];

/** A remote's declared routes as entries of the table, each in English and under `/ru`. */
export function remoteRouteEntries(remote: RemoteName, declaration: RemoteRoutes): RemoteRoute[] {
  return declaration.routes.flatMap((route) =>
    (['en', 'ru'] satisfies Locale[]).map((locale) => ({
      name: `${remote}:${route.name}`,
      path: localizePath(route.path, locale),
      locale,
      owner: remote,
      layout: route.layout ?? 'default',
      middleware: route.guards ?? [],
      ...(route.params ? { params: route.params } : {}),
      ...(route.title ? { title: route.title[locale] } : {}),
      ...(route.firstRequest ? { firstRequest: route.firstRequest } : {}),
    })),
  );
}

let table: readonly RouteEntry[] = HOST_ROUTES;

/**
 * Every route of the site, first match wins: the host's own, then each accepted remote's in its
 * declared order. Made once at start-up from `/remotes.json` (`installRouteTable`).
 */
export function routeTable(): readonly RouteEntry[] {
  return table;
}

/** Replaces the table (at start-up, and in tests). */
export function installRouteTable(entries: readonly RouteEntry[]): void {
  table = entries;
}
