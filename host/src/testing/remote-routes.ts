import { type RemoteName, type RemoteRoutes, type RemotesManifest, USERNAME_ROUTE_PARAM } from '@platform/contract';
import { installRemoteRoutes } from '../app/routes/remote-routes';

/**
 * Route declarations as `/remotes.json` carries them, for the host's tests: the shape of the
 * remotes' own `src/app/route-manifest.ts` (the host cannot import those; the real ones are
 * checked together in `tooling/src/build/route-declaration.test.ts`).
 */
const ID = { id: { type: 'id' } } as const;
const USERNAME = { username: USERNAME_ROUTE_PARAM } as const;
const TEAM_MENU = { id: 'team', label: { en: 'Team', ru: 'Команда' } };
const WORK_MENU = { id: 'work', label: { en: 'My work', ru: 'Моя работа' } };

export const TEST_REMOTE_ROUTES = {
  search: {
    schemaVersion: 1,
    routes: [{ name: 'search', path: '/search', title: { en: 'Search CVs', ru: 'Поиск резюме' } }],
    navigation: [{ id: 'search', path: '/search', label: { en: 'Search', ru: 'Поиск' }, audience: ['anonymous', 'recruiter', 'candidate'], order: 10 }],
    widgets: [{ id: 'recent-searches', module: './widgets/recent-searches', audience: ['recruiter', 'candidate'], order: 10 }],
  },
  cv: {
    schemaVersion: 1,
    routes: [
      { name: 'cv-by-username', path: '/cv/username/:username', params: USERNAME },
      { name: 'cv-username-redirect', path: '/cv/username_redirect/:username', params: USERNAME },
      { name: 'cv', path: '/cv/:type/:id', params: { type: { type: 'enum', values: ['internal', 'imported'] }, ...ID } },
      { name: 'my-cv', path: '/cv/my', guards: ['auth'] },
    ],
    navigation: [{ id: 'my-cv', path: '/cv/my', label: { en: 'My CV', ru: 'Моё резюме' }, audience: ['candidate'], order: 20, quickLink: true }],
    widgets: [],
  },
  team: {
    schemaVersion: 1,
    routes: [
      { name: 'team', path: '/team', guards: ['auth'], title: { en: 'Team', ru: 'Команда' } },
      { name: 'vacancies', path: '/team/vacancy', guards: ['auth'] },
      { name: 'vacancy', path: '/team/vacancy/:id', params: ID },
      { name: 'vacancy-mailings', path: '/team/vacancy/:id/Mailings', params: ID },
      { name: 'analytics', path: '/team/analytics', guards: ['auth'], title: { en: 'Analytics', ru: 'Аналитика' } },
    ],
    navigation: [
      { id: 'team', path: '/team', label: { en: 'Team', ru: 'Команда' }, audience: ['recruiter'], group: TEAM_MENU, order: 20, exact: true },
      { id: 'vacancies', path: '/team/vacancy', label: { en: 'Vacancies', ru: 'Вакансии' }, audience: ['recruiter'], group: TEAM_MENU, order: 21 },
      { id: 'analytics', path: '/team/analytics', label: { en: 'Analytics', ru: 'Аналитика' }, audience: ['recruiter'], group: TEAM_MENU, order: 22 },
    ],
    widgets: [{ id: 'open-vacancies', module: './widgets/open-vacancies', audience: ['recruiter'], order: 30 }],
  },
  user: {
    schemaVersion: 1,
    routes: [
      { name: 'scout', path: '/user/scout', guards: ['auth'] },
      { name: 'scout-results', path: '/user/scout/result' },
      { name: 'scout-result', path: '/user/scout/result/:id', params: ID },
      { name: 'account', path: '/user/account', guards: ['auth'] },
      { name: 'history', path: '/user/history', guards: ['auth'] },
      { name: 'favourites', path: '/user/favourites', guards: ['auth'] },
      { name: 'education', path: '/education', guards: ['auth'] },
      { name: 'education-item', path: '/education/:id', params: ID },
    ],
    navigation: [
      { id: 'scouting', path: '/user/scout', label: { en: 'Scouting', ru: 'Скаутинг' }, audience: ['recruiter'], group: WORK_MENU, order: 30 },
      { id: 'favourites', path: '/user/favourites', label: { en: 'Favourites', ru: 'Избранное' }, audience: ['recruiter'], group: WORK_MENU, order: 31 },
      { id: 'history', path: '/user/history', label: { en: 'History', ru: 'История' }, audience: ['recruiter'], group: WORK_MENU, order: 32 },
      { id: 'education', path: '/education', label: { en: 'Education', ru: 'Обучение' }, audience: ['recruiter'], order: 40, quickLink: true },
      { id: 'account', path: '/user/account', label: { en: 'Account', ru: 'Аккаунт' }, audience: ['recruiter', 'candidate'], order: 90, placement: 'account' },
    ],
    widgets: [{ id: 'scout-results', module: './widgets/scout-results', audience: ['recruiter'], order: 20 }],
  },
} satisfies Record<RemoteName, RemoteRoutes>;

/** The remotes of the test declarations. */
export const TEST_REMOTE_NAMES: RemoteName[] = Object.keys(TEST_REMOTE_ROUTES);

/** A `/remotes.json` whose remotes carry `routes` (default: every test declaration). */
export function manifestWithRoutes(routes: Partial<Record<RemoteName, RemoteRoutes>> = TEST_REMOTE_ROUTES): RemotesManifest {
  const remotes: RemotesManifest['remotes'] = {};
  for (const [name, declaration] of Object.entries(routes) as Array<[RemoteName, RemoteRoutes]>) {
    remotes[name] = { app: `remote-${name}`, version: `${name}1`, entry: `http://${name}.test/${name}1/remoteEntry.js`, routes: declaration, history: [] };
  }
  return { schemaVersion: 1, host: { version: 'test' }, remotes };
}

/** Builds the host's route table, header entries and widgets from the test declarations. */
export function installTestRoutes(routes?: Partial<Record<RemoteName, RemoteRoutes>>, reportError: (error: unknown) => void = () => undefined): void {
  installRemoteRoutes(manifestWithRoutes(routes), reportError);
}
