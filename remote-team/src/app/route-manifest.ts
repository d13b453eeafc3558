import { CURRENCIES, defineRemoteRoutes, VACANCY_LEVELS, VACANCY_ROUTES } from '@platform/contract';
import { JOB_BOARD_MAX_PAGE, JOB_BOARD_MAX_SALARY, JOB_BOARD_PER_PAGE } from '../features/vacancies/api/job-board-query';

const ID = { id: { type: 'id' } } as const;
const TEAM_MENU = { id: 'team', label: { en: 'Team', ru: 'Команда' } } as const;
/** Shared with remote-user's "My applications": one menu for a job seeker's side of the site. */
const JOBS_MENU = { id: 'jobs', label: { en: 'Jobs', ru: 'Вакансии' } } as const;

/**
 * Everything this area serves, as data: the build writes it to `dist/routes.json`, the release
 * records it, and the host builds its route table, header and dashboard from it. The area's own
 * router is made from the same declaration (`routes.tsx`). Adding a page is one line here.
 */
export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
  owner: { team: 'Hiring team', contact: 'team-team@example.com' },
  routes: [
    { name: 'team', title: { en: 'Team', ru: 'Команда' }, path: '/team', guards: ['auth'] },
    { name: 'vacancies', title: { en: 'Vacancies', ru: 'Вакансии' }, path: '/team/vacancy', guards: ['auth'] },
    // The vacancy itself (`vacancyKey`) is asked for by the host while this area's code loads.
    { name: 'vacancy', title: { en: 'Vacancy', ru: 'Вакансия' }, path: '/team/vacancy/:id', params: ID, firstRequest: VACANCY_ROUTES.get },
    { name: 'vacancy-mailings', title: { en: 'Mailings', ru: 'Рассылки' }, path: '/team/vacancy/:id/Mailings', params: ID },
    { name: 'vacancy-applications', title: { en: 'Applications', ru: 'Отклики' }, path: '/team/vacancy/:id/applications', guards: ['auth'], params: ID },
    { name: 'analytics', title: { en: 'Analytics', ru: 'Аналитика' }, path: '/team/analytics', guards: ['auth'] },
    { name: 'integrations', title: { en: 'Integrations', ru: 'Интеграции' }, path: '/team/integrations', guards: ['auth'] },
    { name: 'privacy', title: { en: 'Personal data', ru: 'Персональные данные' }, path: '/team/privacy', guards: ['auth'] },
    {
      name: 'public-vacancies',
      title: { en: 'Jobs', ru: 'Вакансии' },
      path: '/vacancies',
      // The page of the list the address asks for, read as `jobBoardQuery` reads it
      // (route-manifest.test.ts holds them to it): the host asks for it while this area's code loads.
      firstRequest: {
        ...VACANCY_ROUTES.publicList,
        input: {
          q: { query: 'q' },
          city: { query: 'city' },
          remote: { query: 'remote', equals: 'true', then: 'true' },
          level: { query: 'level', oneOf: [...VACANCY_LEVELS] },
          salaryFrom: { query: 'salaryFrom', read: 'number', max: JOB_BOARD_MAX_SALARY },
          currency: { query: 'currency', oneOf: [...CURRENCIES] },
          page: { query: 'page', read: 'page', max: JOB_BOARD_MAX_PAGE },
          perPage: { value: JOB_BOARD_PER_PAGE },
        },
      },
    },
  ],
  navigation: [
    { id: 'team', path: '/team', label: { en: 'Team', ru: 'Команда' }, audience: ['recruiter'], group: TEAM_MENU, order: 20, exact: true },
    { id: 'vacancies', path: '/team/vacancy', label: { en: 'Vacancies', ru: 'Вакансии' }, audience: ['recruiter'], group: TEAM_MENU, order: 21 },
    { id: 'jobs', path: '/vacancies', label: { en: 'Open vacancies', ru: 'Открытые вакансии' }, audience: ['anonymous', 'candidate'], group: JOBS_MENU, order: 15 },
    { id: 'analytics', path: '/team/analytics', label: { en: 'Analytics', ru: 'Аналитика' }, audience: ['recruiter'], group: TEAM_MENU, order: 22 },
  ],
  widgets: [
    { id: 'new-replies', module: './widgets/new-replies', audience: ['recruiter'], order: 25 },
    { id: 'my-interviews', module: './widgets/my-interviews', audience: ['recruiter'], order: 27 },
    { id: 'open-vacancies', module: './widgets/open-vacancies', audience: ['recruiter'], order: 30 },
  ],
});
