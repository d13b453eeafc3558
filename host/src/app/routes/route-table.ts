import { type Locale, localizePath, type RemoteName } from '@platform/shared';

/** Layouts a route may name; `default` unless it names another (spec point 2). */
export type LayoutName = 'default' | 'blank' | 'landing';

/** Pages the host renders itself; every other route belongs to a remote. */
export type HostPage = 'dashboard' | 'landing' | 'login' | 'register' | 'ui-kit' | 'ui-kit-2';

export type RouteParams = Readonly<Record<string, string>>;

interface RouteBase {
  /** Names the page across locales: the language switcher finds the other locale's entry by it. */
  name: string;
  /** The full pattern, locale prefix included: `/ru/cv/:type/:id`. */
  path: string;
  locale: Locale;
  layout: LayoutName;
  /** Named route guards, loaded and run in order before the page opens. */
  middleware: readonly string[];
  /** The route's own validity check of its parameters; failing it shows the 404 screen. */
  validate?: (params: RouteParams) => boolean;
}

export interface HostRoute extends RouteBase {
  owner: 'host';
  page: HostPage;
}

export interface RemoteRoute extends RouteBase {
  owner: RemoteName;
}

export type RouteEntry = HostRoute | RemoteRoute;

type RouteDefinition =
  | (Omit<HostRoute, 'locale' | 'layout' | 'middleware'> & Partial<Pick<HostRoute, 'layout' | 'middleware'>>)
  | (Omit<RemoteRoute, 'locale' | 'layout' | 'middleware'> & Partial<Pick<RemoteRoute, 'layout' | 'middleware'>>);

const DIGITS = /^\d+$/;
const USERNAME = /^[A-Za-z0-9_-]{3,32}$/;
const CV_TYPES = ['internal', 'imported'];

/** Route validity checks (PRODUCT §3): ids are decimal digits, a CV type names its collection. */
export const validIds =
  (...names: string[]) =>
  (params: RouteParams): boolean =>
    names.every((name) => DIGITS.test(params[name] ?? ''));
export const validCv = (params: RouteParams): boolean => CV_TYPES.includes(params.type ?? '') && DIGITS.test(params.id ?? '');
export const validUsername = (params: RouteParams): boolean => USERNAME.test(params.username ?? '');

/** One route in its English form (no prefix) and its Russian form (`/ru` prefix). */
function inBothLocales(definition: RouteDefinition): RouteEntry[] {
  const layout = definition.layout ?? 'default';
  const middleware = definition.middleware ?? [];
  return (['en', 'ru'] satisfies Locale[]).map((locale) => ({
    ...definition,
    layout,
    middleware,
    locale,
    path: localizePath(definition.path, locale),
  }));
}

const AUTH = ['auth'];
const GUEST = ['guest'];

/**
 * Every route of the platform (PRODUCT §3), first match wins. `/` is the English dashboard;
 * its Russian address `/ru` (and `/ru/ru`, the original site's Russian main page) is the public
 * landing page, which shows the dashboard to a signed-in user.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { name: 'home', path: '/', locale: 'en', owner: 'host', page: 'dashboard', layout: 'default', middleware: AUTH },
  { name: 'home', path: '/ru', locale: 'ru', owner: 'host', page: 'landing', layout: 'landing', middleware: [] },
  { name: 'home', path: '/ru/ru', locale: 'ru', owner: 'host', page: 'landing', layout: 'landing', middleware: [] },
  ...inBothLocales({ name: 'login', path: '/login', owner: 'host', page: 'login', layout: 'blank', middleware: GUEST }),
  ...inBothLocales({ name: 'register', path: '/register', owner: 'host', page: 'register', layout: 'blank', middleware: GUEST }),
  ...inBothLocales({ name: 'search', path: '/search', owner: 'search' }),
  // The username routes come first: `/cv/username/x` would otherwise be read as a CV of type "username".
  ...inBothLocales({ name: 'cv-by-username', path: '/cv/username/:username', owner: 'cv', validate: validUsername }),
  ...inBothLocales({ name: 'cv-username-redirect', path: '/cv/username_redirect/:username', owner: 'cv', validate: validUsername }),
  ...inBothLocales({ name: 'cv', path: '/cv/:type/:id', owner: 'cv', validate: validCv }),
  ...inBothLocales({ name: 'team', path: '/team', owner: 'team', middleware: AUTH }),
  ...inBothLocales({ name: 'vacancies', path: '/team/vacancy', owner: 'team', middleware: AUTH }),
  ...inBothLocales({ name: 'vacancy', path: '/team/vacancy/:id', owner: 'team', validate: validIds('id') }),
  ...inBothLocales({ name: 'vacancy-mailings', path: '/team/vacancy/:id/Mailings', owner: 'team', validate: validIds('id') }),
  ...inBothLocales({ name: 'vacancy-applications', path: '/team/vacancy/:id/applications', owner: 'team', middleware: AUTH, validate: validIds('id') }),
  ...inBothLocales({ name: 'public-vacancies', path: '/vacancies', owner: 'team' }),
  ...inBothLocales({ name: 'analytics', path: '/team/analytics', owner: 'team', middleware: AUTH }),
  ...inBothLocales({ name: 'education', path: '/education', owner: 'user', middleware: AUTH }),
  ...inBothLocales({ name: 'education-item', path: '/education/:id', owner: 'user', validate: validIds('id') }),
  ...inBothLocales({ name: 'scout', path: '/user/scout', owner: 'user', middleware: AUTH }),
  ...inBothLocales({ name: 'scout-results', path: '/user/scout/result', owner: 'user' }),
  ...inBothLocales({ name: 'scout-result', path: '/user/scout/result/:id', owner: 'user', validate: validIds('id') }),
  ...inBothLocales({ name: 'account', path: '/user/account', owner: 'user', middleware: AUTH }),
  ...inBothLocales({ name: 'history', path: '/user/history', owner: 'user', middleware: AUTH }),
  ...inBothLocales({ name: 'favourites', path: '/user/favourites', owner: 'user', middleware: AUTH }),
  ...inBothLocales({ name: 'user-applications', path: '/user/applications', owner: 'user', middleware: AUTH }),
  ...inBothLocales({ name: 'ui-kit', path: '/Test', owner: 'host', page: 'ui-kit' }),
  ...inBothLocales({ name: 'ui-kit-2', path: '/Test2', owner: 'host', page: 'ui-kit-2' }),
];
