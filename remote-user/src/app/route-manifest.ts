import { defineRemoteRoutes } from '@platform/contract';

const ID = { id: { type: 'id' } } as const;
/** A lesson's place in its course: 1, 2, 3… */
const LESSON = { id: { type: 'id' }, position: { type: 'id' } } as const;
const WORK_MENU = { id: 'work', label: { en: 'My work', ru: 'Моя работа' } } as const;
/** The same menu as remote-team's open vacancies: a job seeker's side of the site. */
const JOBS_MENU = { id: 'jobs', label: { en: 'Jobs', ru: 'Вакансии' } } as const;
const EVERYONE_SIGNED_IN = ['recruiter', 'candidate'] as const;

/**
 * Everything this area serves, as data: the build writes it to `dist/routes.json`, the release
 * records it, and the host builds its route table, header and dashboard from it. The area's own
 * router is made from the same declaration (`routes.tsx`). Adding a page is one line here.
 */
export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
  owner: { team: 'Accounts', contact: 'user-team@example.com' },
  routes: [
    { name: 'scout', title: { en: 'Scouting', ru: 'Скаутинг' }, path: '/user/scout', guards: ['auth'] },
    { name: 'scout-results', title: { en: 'Scouting results', ru: 'Результаты скаутинга' }, path: '/user/scout/result' },
    { name: 'scout-result', title: { en: 'Scouting result', ru: 'Результат скаутинга' }, path: '/user/scout/result/:id', params: ID },
    { name: 'account', title: { en: 'Account', ru: 'Аккаунт' }, path: '/user/account', guards: ['auth'] },
    { name: 'history', title: { en: 'Search history', ru: 'История поиска' }, path: '/user/history', guards: ['auth'] },
    { name: 'favourites', title: { en: 'Favourites', ru: 'Избранное' }, path: '/user/favourites', guards: ['auth'] },
    { name: 'applications', title: { en: 'My applications', ru: 'Мои отклики' }, path: '/user/applications', guards: ['auth'] },
    { name: 'education', title: { en: 'Education', ru: 'Обучение' }, path: '/education', guards: ['auth'] },
    { name: 'education-item', title: { en: 'Course', ru: 'Курс' }, path: '/education/:id', params: ID },
    { name: 'education-lesson', title: { en: 'Lesson', ru: 'Урок' }, path: '/education/:id/lessons/:position', params: LESSON, guards: ['auth'] },
  ],
  navigation: [
    { id: 'scouting', path: '/user/scout', label: { en: 'Scouting', ru: 'Скаутинг' }, audience: ['recruiter'], group: WORK_MENU, order: 30 },
    { id: 'favourites', path: '/user/favourites', label: { en: 'Favourites', ru: 'Избранное' }, audience: ['recruiter'], group: WORK_MENU, order: 31 },
    { id: 'history', path: '/user/history', label: { en: 'History', ru: 'История' }, audience: ['recruiter'], group: WORK_MENU, order: 32 },
    { id: 'applications', path: '/user/applications', label: { en: 'My applications', ru: 'Мои отклики' }, audience: ['candidate'], group: JOBS_MENU, order: 16 },
    // The catalogue teaches recruiting (search, scouting, offers): a candidate's header and dashboard do not offer it.
    { id: 'education', path: '/education', label: { en: 'Education', ru: 'Обучение' }, audience: ['recruiter'], order: 40, quickLink: true },
    { id: 'account', path: '/user/account', label: { en: 'Account', ru: 'Аккаунт' }, audience: [...EVERYONE_SIGNED_IN], order: 90, placement: 'account' },
  ],
  widgets: [
    { id: 'scout-results', module: './widgets/scout-results', audience: ['recruiter'], order: 20 },
    { id: 'education-continue', module: './widgets/education-continue', audience: ['recruiter'], order: 40 },
  ],
});
