import {
  type ApiClient,
  APPLICATION_ENDPOINTS,
  type ApplyBody,
  type PublicVacancy,
  type PublicVacancyListQuery,
  type ResponseOf,
  type TeamVacancy,
  type TeamVacancyListQuery,
  VACANCY_ENDPOINTS,
  type VacancyInput,
  type VacancyPatch,
} from '@platform/contract';

export function isTeamVacancy(vacancy: PublicVacancy | TeamVacancy): vacancy is TeamVacancy {
  return 'canManage' in vacancy && vacancy.canManage;
}

/** A list's query string: blank and absent filters left out. */
function listQuery(entries: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value).trim());
  }
  return params.toString();
}

/** Query key prefix of the team's vacancy lists: creating or changing a vacancy invalidates it. */
export const VACANCIES_KEY = ['team', 'vacancies'] as const;

/** Query key of one page of the team's vacancies, shared by the page and the dashboard widget. */
export function vacanciesKey(filter: TeamVacancyListQuery) {
  return [...VACANCIES_KEY, filter] as const;
}

export const listVacancies = (api: ApiClient, filter: TeamVacancyListQuery, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof VACANCY_ENDPOINTS.teamList>>('/team/vacancies', { signal, query: listQuery(filter) });

export const getVacancy = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof VACANCY_ENDPOINTS.get>>(`/team/vacancies/${id}`, { signal });

export const createVacancy = (api: ApiClient, input: VacancyInput) =>
  api.post<ResponseOf<typeof VACANCY_ENDPOINTS.create, 201>>('/team/vacancies', input);

export const updateVacancy = (api: ApiClient, id: number, input: VacancyPatch) =>
  api.patch<ResponseOf<typeof VACANCY_ENDPOINTS.update>>(`/team/vacancies/${id}`, input);

export const deleteVacancy = (api: ApiClient, id: number) => api.delete<null>(`/team/vacancies/${id}`);

export const sendApplication = (api: ApiClient, id: number, input: ApplyBody) =>
  api.post<ResponseOf<typeof APPLICATION_ENDPOINTS.apply, 201>>(`/team/vacancies/${id}/applications`, input);

/** Open vacancies of every team, by words and city. */
export const listOpenVacancies = (api: ApiClient, filter: PublicVacancyListQuery, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof VACANCY_ENDPOINTS.publicList>>('/vacancies', { signal, query: listQuery(filter) });
