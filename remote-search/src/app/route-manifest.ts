import { defineRemoteRoutes, SEARCH_ROUTES, SEARCH_SORTS } from '@platform/contract';
import { MAX_PAGE_INDEX, PER_PAGE } from '../lib/criteria';

/**
 * Everything this area serves, as data: the build writes it to `dist/routes.json`, the release
 * records it, and the host builds its route table, header and dashboard from it. The area's own
 * router is made from the same declaration (`search-app.tsx`). Adding a page is one line here.
 */
export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
  owner: { team: 'Search', contact: 'search-team@example.com' },
  routes: [
    {
      name: 'search',
      title: { en: 'Search CVs', ru: 'Поиск резюме' },
      path: '/search',
      // The search the page runs first, read from the address as `criteriaFromParams` and
      // `criteriaToRequest` read it (route-manifest.test.ts holds them to it): the host asks for it
      // while this area's code loads.
      firstRequest: {
        ...SEARCH_ROUTES.search,
        input: {
          text: { query: 'q' },
          filters: { query: 'filters', read: 'json' },
          sort: { query: 'sort', oneOf: [...SEARCH_SORTS], default: 'relevance' },
          page: { query: 'page', read: 'index', max: MAX_PAGE_INDEX },
          perPage: { value: PER_PAGE },
          synonyms: { query: 'synonyms', equals: '0', then: false },
          correct: { query: 'correct', equals: '0', then: false },
        },
        forwardCampaign: true,
      },
    },
  ],
  navigation: [
    { id: 'search', path: '/search', label: { en: 'Search', ru: 'Поиск' }, audience: ['anonymous', 'recruiter', 'candidate'], order: 10 },
  ],
  // A recruiter's searches to pick up again; a candidate's dashboard has no use for "Start a search".
  widgets: [{ id: 'recent-searches', module: './widgets/recent-searches', audience: ['recruiter'], order: 10 }],
});
