import type { RouteGuard, Session } from '@platform/contract';
import { installTestRoutes } from '../../testing/remote-routes';
import { resolveRoute, type ResolveDependencies } from './resolve-route';
import type { RouteEntry } from './route-table';
import type { HostPageComponent, LayoutComponent, RouteMiddleware } from './route-vocabulary';

const SESSION: Session = {
  user: { id: '1', email: 'demo@example.com', name: 'Demo', kind: 'recruiter' },
  team: { id: '1', name: 'Team', role: 'owner', credits: 5 },
};

const Default: LayoutComponent = () => null;
const Blank: LayoutComponent = () => null;
const Landing: LayoutComponent = () => null;
const Page: HostPageComponent = () => null;

function setup(session: Session | null, overrides: Partial<ResolveDependencies> = {}) {
  const loaded: string[] = [];
  const track =
    <T,>(name: string, value: T) =>
    async () => {
      loaded.push(name);
      return value;
    };
  const dependencies: ResolveDependencies = {
    getSession: jest.fn(async () => session),
    cookieLocale: () => null,
    layouts: { default: track('layout:default', Default), blank: track('layout:blank', Blank), landing: track('layout:landing', Landing) },
    middleware: {
      auth: track<RouteMiddleware>('guard:auth', ({ session: current, url }) => (current ? undefined : { redirect: `/login?redirect=${url.pathname}` })),
    },
    pages: {
      landing: track('page:landing', Page),
      login: track('page:login', Page),
      register: track('page:register', Page),
      'forgot-password': track('page:forgot-password', Page),
      'reset-password': track('page:reset-password', Page),
      'verify-email': track('page:verify-email', Page),
      'ui-kit': track('page:ui-kit', Page),
      'ui-kit-2': track('page:ui-kit-2', Page),
    },
    ...overrides,
  };
  return { dependencies, loaded };
}

const at = (path: string) => new URL(path, 'https://jobs.example.com');


beforeAll(() => installTestRoutes());
describe('route resolution', () => {
  it('loads the layout and the guards a route names before it opens', async () => {
    const { dependencies, loaded } = setup(SESSION);
    const resolution = await resolveRoute(at('/team'), dependencies);
    expect(resolution).toMatchObject({ kind: 'page', locale: 'en', Layout: Default, Page: null });
    expect(loaded.sort()).toEqual(['guard:auth', 'layout:default']);
  });

  it('loads a host page with its route', async () => {
    const { dependencies, loaded } = setup(null);
    const resolution = await resolveRoute(at('/ru/Test'), dependencies);
    expect(resolution).toMatchObject({ kind: 'page', locale: 'ru', Page });
    expect(loaded.sort()).toEqual(['layout:default', 'page:ui-kit']);
  });

  it('uses the landing layout for /, /ru and /ru/ru (signed out, no guard) and the blank one for sign-in', async () => {
    const { dependencies } = setup(null);
    for (const path of ['/', '/ru', '/ru/ru']) await expect(resolveRoute(at(path), dependencies)).resolves.toMatchObject({ kind: 'page', Layout: Landing });
    await expect(resolveRoute(at('/login'), { ...dependencies, middleware: { guest: async () => () => undefined } })).resolves.toMatchObject({
      kind: 'page',
      Layout: Blank,
    });
  });

  it('lets the auth guard send an anonymous visitor to sign in, with the way back', async () => {
    const { dependencies } = setup(null);
    await expect(resolveRoute(at('/user/history?page=2'), dependencies)).resolves.toEqual({
      kind: 'redirect',
      to: '/login?redirect=/user/history',
    });
  });

  it('does not ask for the session when no guard runs', async () => {
    const { dependencies } = setup(null);
    await resolveRoute(at('/search'), dependencies);
    expect(dependencies.getSession).not.toHaveBeenCalled();
  });

  it('fails with "Unknown route middleware: <name>" for a guard nobody registered', async () => {
    const table: RouteEntry[] = [
      { name: 'typo', path: '/typo', locale: 'en', owner: 'search', layout: 'default', middleware: ['auht' as RouteGuard] },
    ];
    const { dependencies } = setup(SESSION, { table });
    await expect(resolveRoute(at('/typo'), dependencies)).rejects.toThrow('Unknown route middleware: auht');
  });

  it('shows the 404 screen, in the blank layout, for an unknown path', async () => {
    const { dependencies } = setup(null);
    await expect(resolveRoute(at('/nowhere'), dependencies)).resolves.toEqual({
      kind: 'error',
      locale: 'en',
      entry: null,
      Layout: Blank,
      error: { status: 404, message: 'Page Not Found: /nowhere' },
    });
  });

  it('shows the 404 screen when the validity check fails', async () => {
    const { dependencies, loaded } = setup(SESSION);
    await expect(resolveRoute(at('/ru/cv/secret/1'), dependencies)).resolves.toMatchObject({
      kind: 'error',
      locale: 'ru',
      error: { status: 404, message: 'Page Not Found: /ru/cv/secret/1' },
    });
    expect(loaded).toEqual(['layout:blank']);
  });

  it('lets the cookie decide the locale of an unknown unprefixed path', async () => {
    const { dependencies } = setup(null, { cookieLocale: () => 'ru' });
    await expect(resolveRoute(at('/nowhere'), dependencies)).resolves.toMatchObject({ kind: 'error', locale: 'ru' });
    await expect(resolveRoute(at('/search'), dependencies)).resolves.toMatchObject({ kind: 'page', locale: 'en' });
  });

  it('rejects with the chunk error when a lazy module cannot be loaded', async () => {
    const failure = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    const { dependencies } = setup(SESSION);
    dependencies.layouts = { ...dependencies.layouts!, default: () => Promise.reject(failure) };
    await expect(resolveRoute(at('/search'), dependencies)).rejects.toBe(failure);
  });
});
