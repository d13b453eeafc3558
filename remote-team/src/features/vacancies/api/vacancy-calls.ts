import {
  type ApiClient,
  apiQueryKey,
  type APPLICATION_ENDPOINTS,
  APPLICATION_ROUTES,
  type ApplyBody,
  type PublicVacancy,
  type PublicVacancyListQuery,
  type TeamVacancy,
  type TeamVacancyListQuery,
  type VACANCY_ENDPOINTS,
  VACANCY_ROUTES,
  type VacancyInput,
  type VacancyPatch,
} from '@platform/contract';
import { call, endpointPath } from '@platform/shared/call';

/** Called by their schema-free routes: the dashboard's vacancies widget imports this module, and its bundle takes no schema. */
type Vacancies = typeof VACANCY_ENDPOINTS;

export function isTeamVacancy(vacancy: PublicVacancy | TeamVacancy): vacancy is TeamVacancy {
  return 'canManage' in vacancy && vacancy.canManage;
}

/** Words of a list's filter as sent: trimmed, and left out when blank. */
function words(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** Query key prefix of the team's vacancy lists: creating or changing a vacancy invalidates it. */
export const VACANCIES_KEY = ['team', 'vacancies'] as const;

/** Query key of one page of the team's vacancies, shared by the page and the dashboard widget. */
export function vacanciesKey(filter: TeamVacancyListQuery) {
  return [...VACANCIES_KEY, filter] as const;
}

export const listVacancies = (api: ApiClient, filter: TeamVacancyListQuery, signal?: AbortSignal) =>
  call<Vacancies['teamList']>(api, VACANCY_ROUTES.teamList, { query: { ...filter, q: words(filter.q) }, signal });

/** The key of one vacancy: the one the host's prefetch of the vacancy page's first request uses (`route-manifest.ts`). */
export function vacancyKey(id: number) {
  return apiQueryKey('team', VACANCY_ROUTES.get.method, endpointPath(VACANCY_ROUTES.get.path, { id }));
}

export const getVacancy = (api: ApiClient, id: number, signal?: AbortSignal) => call<Vacancies['get']>(api, VACANCY_ROUTES.get, { params: { id }, signal });

export const createVacancy = (api: ApiClient, input: VacancyInput) => call<Vacancies['create']>(api, VACANCY_ROUTES.create, { body: input });

export const updateVacancy = (api: ApiClient, id: number, input: VacancyPatch) => call<Vacancies['update']>(api, VACANCY_ROUTES.update, { params: { id }, body: input });

export const deleteVacancy = (api: ApiClient, id: number) => call<Vacancies['remove']>(api, VACANCY_ROUTES.remove, { params: { id } });

export const sendApplication = (api: ApiClient, id: number, input: ApplyBody) => call<typeof APPLICATION_ENDPOINTS.apply>(api, APPLICATION_ROUTES.apply, { params: { id }, body: input });

/** The key of one page of the job board: the one the host's prefetch of `/vacancies` uses (`route-manifest.ts`). */
export function openVacanciesKey(query: PublicVacancyListQuery) {
  return apiQueryKey('team', VACANCY_ROUTES.publicList.method, VACANCY_ROUTES.publicList.path, query);
}

/** Open vacancies of every team, by words and city. */
export const listOpenVacancies = (api: ApiClient, filter: PublicVacancyListQuery, signal?: AbortSignal) =>
  call<Vacancies['publicList']>(api, VACANCY_ROUTES.publicList, { query: { ...filter, q: words(filter.q), city: words(filter.city) }, signal });
