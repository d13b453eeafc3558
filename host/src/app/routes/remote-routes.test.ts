import type { RemoteRoutes } from '@platform/contract';
import { parseManifest } from '../../features/remotes/manifest';
import { installTestRoutes, manifestWithRoutes, TEST_REMOTE_ROUTES } from '../../testing/remote-routes';
import { matchRoute } from './match-route';
import { installRemoteRoutes, navigationFor, publicStartPath, widgetsFor } from './remote-routes';

afterAll(() => installTestRoutes());

const THIEF: RemoteRoutes = {
  schemaVersion: 1,
  routes: [{ name: 'board', path: '/search' }, { name: 'own', path: '/team/board' }],
  navigation: [{ id: 'board', path: '/team/board', label: { en: 'Board', ru: 'Доска' }, audience: ['recruiter'], order: 1 }],
  widgets: [],
};

describe('where a visitor starts', () => {
  it('is the first public header entry the declarations offer, else the root', () => {
    installTestRoutes();
    expect(publicStartPath()).toBe('/search');
    installTestRoutes({ ...TEST_REMOTE_ROUTES, search: { ...TEST_REMOTE_ROUTES.search, navigation: [] } });
    expect(publicStartPath()).toBe('/');
  });
});

describe('the route table from the remotes’ declarations', () => {
  it('serves every declared route and nothing undeclared', () => {
    installTestRoutes();
    expect(matchRoute('/team/vacancy/3').kind).toBe('matched');
    expect(matchRoute('/ru/user/scout/result/9').kind).toBe('matched');
    expect(matchRoute('/team/board').kind).toBe('unmatched');
  });

  it('refuses a declaration that overlaps an earlier remote’s, for that area alone, and reports it', () => {
    const reportError = jest.fn();
    installTestRoutes({ ...TEST_REMOTE_ROUTES, team: THIEF }, reportError);
    expect(reportError).toHaveBeenCalledWith(new Error("remote team: its routes are refused (/search overlaps search's /search)"), 'remotes.json');
    // The thief's own page is not served either; every other area is.
    expect(matchRoute('/team/board').kind).toBe('unmatched');
    expect(matchRoute('/search')).toMatchObject({ kind: 'matched', match: { entry: { owner: 'search' } } });
    expect(matchRoute('/user/history').kind).toBe('matched');
    expect(navigationFor('recruiter').map((entry) => entry.id)).not.toContain('board');
  });

  it('leaves out a malformed declaration of /remotes.json and says why; the other areas serve', () => {
    const reportRefusal = jest.fn();
    const raw = JSON.parse(JSON.stringify(manifestWithRoutes()));
    raw.remotes.cv.routes.routes[0].path = '/ru/cv';
    const manifest = parseManifest(raw, reportRefusal);
    expect(reportRefusal).toHaveBeenCalledWith('cv', 'invalid route declaration: routes.0.path: must be locale-free: the host adds /ru');
    expect(manifest.remotes.cv?.routes).toBeUndefined();
    installRemoteRoutes(manifest, jest.fn());
    expect(matchRoute('/cv/internal/1').kind).toBe('unmatched');
    expect(matchRoute('/search').kind).toBe('matched');
  });

  it('gives each audience its entries and widgets in declared order', () => {
    installTestRoutes();
    expect(navigationFor('anonymous').map((entry) => entry.id)).toEqual(['search']);
    expect(navigationFor('candidate').map((entry) => entry.id)).toEqual(['search', 'my-cv', 'account']);
    expect(widgetsFor('recruiter').map((widget) => `${widget.remote}${widget.module.slice(1)}`)).toEqual([
      'search/widgets/recent-searches',
      'user/widgets/scout-results',
      'team/widgets/open-vacancies',
    ]);
    expect(widgetsFor('candidate').map((widget) => widget.id)).toEqual(['recent-searches']);
  });

  it('shows an operators’ entry to a platform operator, beside their own kind’s, and to nobody else', () => {
    const OPS: RemoteRoutes = {
      schemaVersion: 1,
      routes: [{ name: 'releases', path: '/ops/releases', guards: ['auth'] }],
      navigation: [{ id: 'ops-releases', path: '/ops/releases', label: { en: 'Releases', ru: 'Выпуски' }, audience: ['operator'], order: 90 }],
      widgets: [],
    };
    installTestRoutes({ ...TEST_REMOTE_ROUTES, ops: OPS });
    expect(navigationFor('candidate', 'operator').map((entry) => entry.id)).toEqual(['search', 'my-cv', 'account', 'ops-releases']);
    for (const audience of ['anonymous', 'recruiter', 'candidate'] as const) expect(navigationFor(audience).map((entry) => entry.id)).not.toContain('ops-releases');
  });
});
