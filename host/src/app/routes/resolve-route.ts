import type { Locale, Session } from '@platform/contract';
import { pageNotFound, type ScreenError } from '../../features/errors';
import { resolveLocale } from '../../features/locale';
import { localeOfPath, matchRoute } from './match-route';
import { HOST_PAGE_LOADERS, LAYOUT_LOADERS, MIDDLEWARE_LOADERS } from './route-modules';
import { type HostPage, isHostRoute, type LayoutName, type RouteEntry, type RouteParams, routeTable } from './route-table';
import type { HostPageComponent, LayoutComponent, RouteMiddleware } from './route-vocabulary';

export type Resolution =
  | {
      kind: 'page';
      locale: Locale;
      entry: RouteEntry;
      params: RouteParams;
      Layout: LayoutComponent;
      /** The host page to render; `null` for a remote's route. */
      Page: HostPageComponent | null;
    }
  | { kind: 'error'; locale: Locale; entry: RouteEntry | null; Layout: LayoutComponent; error: ScreenError }
  | { kind: 'redirect'; to: string };

export interface ResolveDependencies {
  /** The session, once known (guards wait for it). */
  getSession: () => Promise<Session | null>;
  /** The locale remembered in the cookie. */
  cookieLocale: () => Locale | null;
  table?: readonly RouteEntry[];
  layouts?: Record<LayoutName, () => Promise<LayoutComponent>>;
  middleware?: Readonly<Partial<Record<string, () => Promise<RouteMiddleware>>>>;
  pages?: Record<HostPage, () => Promise<HostPageComponent>>;
}

/** A guard name with no guard behind it: a declaration names a guard this host does not have (docs/product.md#pages-and-routes). */
class UnknownMiddlewareError extends Error {
  constructor(readonly middlewareName: string) {
    super(`Unknown route middleware: ${middlewareName}`);
    this.name = 'UnknownMiddlewareError';
  }
}

/** The locale of an address: the one its path names, else the cookie's, else the default. */
export function localeOfUrl(url: URL, cookieLocale: Locale | null, table: readonly RouteEntry[] = routeTable()): Locale {
  return resolveLocale(localeOfPath(url.pathname, matchRoute(url.pathname, table)), cookieLocale);
}

/**
 * Decides what an address shows, before the navigation happens: matches the route, checks its
 * parameters, loads its layout, its guards and (for a host page) the page itself, then runs
 * the guards in order. Rejects when a chunk cannot be loaded or a guard name is unknown.
 */
export async function resolveRoute(url: URL, dependencies: ResolveDependencies): Promise<Resolution> {
  const {
    table = routeTable(),
    layouts = LAYOUT_LOADERS,
    middleware = MIDDLEWARE_LOADERS,
    pages = HOST_PAGE_LOADERS,
  } = dependencies;
  const result = matchRoute(url.pathname, table);
  const locale = resolveLocale(localeOfPath(url.pathname, result), dependencies.cookieLocale());

  if (result.kind !== 'matched') {
    return {
      kind: 'error',
      locale,
      entry: null,
      Layout: await layouts.blank(),
      error: pageNotFound(url.pathname),
    };
  }

  const { entry, params } = result.match;
  const loaders: Readonly<Partial<Record<string, () => Promise<RouteMiddleware>>>> = middleware;
  const loadGuard = (name: string): Promise<RouteMiddleware> => {
    const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined;
    return load ? load() : Promise.reject(new UnknownMiddlewareError(name));
  };
  const [Layout, Page, guards] = await Promise.all([
    layouts[entry.layout](),
    isHostRoute(entry) ? pages[entry.page]() : Promise.resolve(null),
    Promise.all(entry.middleware.map(loadGuard)),
  ]);

  if (guards.length > 0) {
    const session = await dependencies.getSession();
    for (const guard of guards) {
      const outcome = guard({ entry, params, url, session });
      if (outcome && 'redirect' in outcome) return { kind: 'redirect', to: outcome.redirect };
      if (outcome && 'error' in outcome) {
        return { kind: 'error', locale, entry, Layout: await layouts.blank(), error: outcome.error };
      }
    }
  }
  return { kind: 'page', locale, entry, params, Layout, Page };
}
