import { CV_ENDPOINTS, defineRemoteRoutes, USERNAME_ROUTE_PARAM as USERNAME } from '@platform/contract';

/** The CV pages' first request: the CV's details (`useResume`), asked for by the host while this area's code loads. */
const DETAILS = { method: CV_ENDPOINTS.details.method, path: CV_ENDPOINTS.details.path } as const;

/**
 * Everything this area serves, as data: the build writes it to `dist/routes.json`, the release
 * records it, and the host builds its route table, header and dashboard from it. The area's own
 * router is made from the same declaration (`cv-app.tsx`). Adding a page is one line here.
 */
export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
  owner: { team: 'CV', contact: 'cv-team@example.com' },
  routes: [
    // The username routes come first: `/cv/username/x` would otherwise be read as a CV of type "username".
    {
      name: 'cv-by-username',
      title: { en: 'CV', ru: 'Резюме' },
      path: '/cv/username/:username',
      params: { username: USERNAME },
      firstRequest: { ...DETAILS, input: { username: { param: 'username' } } },
    },
    { name: 'cv-username-redirect', title: { en: 'CV', ru: 'Резюме' }, path: '/cv/username_redirect/:username', params: { username: USERNAME } },
    {
      name: 'cv',
      title: { en: 'CV', ru: 'Резюме' },
      path: '/cv/:type/:id',
      params: { type: { type: 'enum', values: ['internal', 'imported'] }, id: { type: 'id' } },
      firstRequest: { ...DETAILS, input: { type: { param: 'type' }, id: { param: 'id', read: 'number' } } },
    },
    { name: 'my-cv', title: { en: 'My CV', ru: 'Моё резюме' }, path: '/cv/my', guards: ['auth'] },
    // A new candidate's CV, step by step; `?returnTo=` is where the saved CV leads (e.g. a vacancy).
    { name: 'cv-new', title: { en: 'Write your CV', ru: 'Создание резюме' }, path: '/cv/new', guards: ['auth'] },
    // A team's recruiters import JSON Resume files (the page itself tells others it is for them).
    { name: 'cv-import', title: { en: 'Import CVs', ru: 'Импорт резюме' }, path: '/cv/import', guards: ['auth'] },
    // A draft kept on the server (a file e-mailed to an application's thread) reviewed on its own.
    {
      name: 'cv-draft',
      title: { en: 'Review a CV file', ru: 'Проверка файла резюме' },
      path: '/cv/import/drafts/:id',
      params: { id: { type: 'pattern', pattern: '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}' } },
      guards: ['auth'],
    },
  ],
  navigation: [
    { id: 'my-cv', path: '/cv/my', label: { en: 'My CV', ru: 'Моё резюме' }, audience: ['candidate'], order: 20, quickLink: true },
  ],
  widgets: [],
});
