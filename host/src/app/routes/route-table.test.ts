import { HOST_ROUTE_PATHS } from '@platform/contract';
import { installTestRoutes, TEST_REMOTE_NAMES, TEST_REMOTE_ROUTES } from '../../testing/remote-routes';
import { alternateUrl, buildPath, localeOfPath, matchRoute } from './match-route';
import { routeTable } from './route-table';

beforeAll(() => installTestRoutes());

/**
 * Every route of docs/product.md#pages-and-routes with its owner and whether it is (auth), as the table makes them of
 * the host's routes and the remotes' declarations (the remotes' real declarations are checked
 * against the same list in tooling/src/build/route-declaration.test.ts).
 */
const PRODUCT_ROUTES: Array<[path: string, owner: string, auth: boolean]> = [
  ['/', 'host', false],
  ['/login', 'host', false],
  ['/register', 'host', false],
  ['/search', 'search', false],
  ['/cv/internal/12', 'cv', false],
  ['/cv/username/jane_doe', 'cv', false],
  ['/cv/username_redirect/jane_doe', 'cv', false],
  ['/team', 'team', true],
  ['/team/vacancy', 'team', true],
  ['/team/vacancy/5', 'team', false],
  ['/team/vacancy/5/Mailings', 'team', false],
  ['/team/analytics', 'team', true],
  ['/education', 'user', true],
  ['/education/3', 'user', false],
  ['/user/scout', 'user', true],
  ['/user/scout/result', 'user', false],
  ['/user/scout/result/9', 'user', false],
  ['/user/account', 'user', true],
  ['/user/history', 'user', true],
  ['/user/favourites', 'user', true],
  ['/Test', 'host', false],
  ['/Test2', 'host', false],
];

function matched(path: string) {
  const result = matchRoute(path);
  if (result.kind !== 'matched') throw new Error(`${path}: ${result.kind}`);
  return result.match;
}

describe('route table', () => {
  it.each(PRODUCT_ROUTES)('serves %s in English, owned by %s', (path, owner, auth) => {
    const { entry } = matched(path);
    expect(entry.owner).toBe(owner);
    expect(entry.locale).toBe('en');
    expect(entry.middleware.includes('auth')).toBe(auth);
  });

  it.each(PRODUCT_ROUTES.filter(([path]) => path !== '/'))('serves %s under /ru as the same page in Russian', (path, owner) => {
    const { entry } = matched(`/ru${path}`);
    expect(entry.owner).toBe(owner);
    expect(entry.locale).toBe('ru');
    expect(entry.name).toBe(matched(path).entry.name);
  });

  it('makes /, /ru and /ru/ru the one public landing page with the landing layout, in its language', () => {
    const homes: Array<[path: string, locale: 'en' | 'ru']> = [['/', 'en'], ['/ru', 'ru'], ['/ru/ru', 'ru']];
    for (const [path, locale] of homes) {
      const { entry } = matched(path);
      expect(entry).toMatchObject({ owner: 'host', page: 'landing', layout: 'landing', locale, middleware: [] });
    }
  });

  it('gives sign-in and mailed-link pages the blank layout and every other route the default one', () => {
    for (const entry of routeTable()) {
      const expected = ['login', 'register', 'forgot-password', 'reset-password', 'verify-email'].includes(entry.name) ? 'blank' : entry.name === 'home' ? 'landing' : 'default';
      expect([entry.path, entry.layout]).toEqual([entry.path, expected]);
    }
  });

  it('names only known owners', () => {
    for (const entry of routeTable()) expect(['host', ...TEST_REMOTE_NAMES]).toContain(entry.owner);
  });

  it('serves the host pages the contract reserves for it, and each declared route in both locales', () => {
    const hostPaths = routeTable().filter((entry) => entry.owner === 'host' && entry.locale === 'en').map((entry) => entry.path);
    expect([...hostPaths, '/ru'].sort()).toEqual([...HOST_ROUTE_PATHS].sort());
    const declared = Object.values(TEST_REMOTE_ROUTES).reduce((count, routes) => count + routes.routes.length, 0);
    expect(routeTable().filter((entry) => entry.owner !== 'host')).toHaveLength(declared * 2);
  });

  it.each([
    ['/cv/unknown/12'],
    ['/cv/internal/abc'],
    ['/cv/imported/-1'],
    ['/cv/username/ab'],
    ['/cv/username/' + 'x'.repeat(33)],
    ['/cv/username/bad%20name'],
    ['/team/vacancy/12a'],
    ['/team/vacancy/07'],
    ['/team/vacancy/1.5/Mailings'],
    ['/education/e1'],
    ['/user/scout/result/x'],
    ['/ru/cv/internal/abc'],
  ])('refuses invalid parameters in %s', (path) => {
    expect(matchRoute(path).kind).toBe('invalid');
  });

  it('accepts both CV types and usernames of 3 to 32 letters, digits, _ and -', () => {
    expect(matched('/cv/imported/7').params).toEqual({ type: 'imported', id: '7' });
    expect(matched('/cv/username/A-b_9').params).toEqual({ username: 'A-b_9' });
    expect(matched('/cv/username/' + 'x'.repeat(32)).entry.name).toBe('cv:cv-by-username');
  });

  it('does not match unknown paths', () => {
    expect(matchRoute('/nope').kind).toBe('unmatched');
    expect(matchRoute('/ru/nope').kind).toBe('unmatched');
    expect(matchRoute('/search/extra').kind).toBe('unmatched');
  });

  it('forgives a trailing slash and the case of literal segments', () => {
    expect(matched('/search/').entry.name).toBe('search:search');
    expect(matched('/test').entry.name).toBe('ui-kit');
    expect(matched('/team/vacancy/4/mailings').entry.name).toBe('team:vacancy-mailings');
  });

  it('tells the locale a path names: /ru prefix Russian, a known unprefixed route English, else none', () => {
    expect(localeOfPath('/ru/nope', matchRoute('/ru/nope'))).toBe('ru');
    expect(localeOfPath('/search', matchRoute('/search'))).toBe('en');
    expect(localeOfPath('/nope', matchRoute('/nope'))).toBeNull();
  });
});

describe('alternate addresses for the language switcher', () => {
  const url = (path: string) => new URL(path, 'https://jobs.example.com');

  it('opens the same page in the other locale, keeping parameters, query and hash', () => {
    expect(alternateUrl(url('/cv/internal/12?tab=work#skills'), 'ru')).toBe('/ru/cv/internal/12?tab=work#skills');
    expect(alternateUrl(url('/ru/search?q=java'), 'en')).toBe('/search?q=java');
    expect(alternateUrl(url('/ru/cv/username/jane'), 'ru')).toBe('/ru/cv/username/jane');
  });

  it('pairs the dashboard with the Russian main page', () => {
    expect(alternateUrl(url('/'), 'ru')).toBe('/ru');
    expect(alternateUrl(url('/ru'), 'en')).toBe('/');
    expect(alternateUrl(url('/ru/ru'), 'en')).toBe('/');
  });

  it('swaps the prefix of paths outside the table', () => {
    expect(alternateUrl(url('/missing'), 'ru')).toBe('/ru/missing');
    expect(alternateUrl(url('/ru/missing'), 'en')).toBe('/missing');
  });

  it('builds paths from patterns', () => {
    expect(buildPath('/ru/cv/:type/:id', { type: 'internal', id: '3' })).toBe('/ru/cv/internal/3');
  });
});
