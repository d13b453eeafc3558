import { defineRemoteRoutes } from '@platform/contract';

/**
 * Everything this area serves, as data: the build writes it to `dist/routes.json`, the release
 * records it, and the host builds its route table, header and dashboard from it. The area's own
 * router is made from the same declaration (`search-app.tsx`). Adding a page is one line here.
 */
export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
  owner: { team: 'Search', contact: 'search-team@example.com' },
  routes: [{ name: 'search', title: { en: 'Search CVs', ru: 'Поиск резюме' }, path: '/search' }],
  navigation: [
    { id: 'search', path: '/search', label: { en: 'Search', ru: 'Поиск' }, audience: ['anonymous', 'recruiter', 'candidate'], order: 10 },
  ],
  // A recruiter's searches to pick up again; a candidate's dashboard has no use for "Start a search".
  widgets: [{ id: 'recent-searches', module: './widgets/recent-searches', audience: ['recruiter'], order: 10 }],
});
