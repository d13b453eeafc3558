import type {
  ApiClient,
  ApplyResponse,
  PublicVacancy,
  TeamVacancy,
  VacancyInput,
  VacancyPage,
  VacancyStatus,
} from '@platform/contract';

export { VACANCY_STATUSES } from '@platform/contract';
export type { PublicVacancy, TeamVacancy, VacancyInput, VacancyStatus } from '@platform/contract';

export function isTeamVacancy(vacancy: PublicVacancy | TeamVacancy): vacancy is TeamVacancy {
  return 'canManage' in vacancy && vacancy.canManage;
}

/** Filters of the team's list; pages start at 1. */
export interface TeamListFilter {
  status: VacancyStatus | null;
  text: string;
  page: number;
  perPage?: number;
}

function listQuery(entries: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** Query key prefix of the team's vacancy lists: creating or changing a vacancy invalidates it. */
export const VACANCIES_KEY = ['team', 'vacancies'] as const;

/** Query key of one page of the team's vacancies, shared by the page and the dashboard widget. */
export function vacanciesKey(filter: TeamListFilter) {
  return [...VACANCIES_KEY, filter] as const;
}

export const listVacancies = (api: ApiClient, filter: TeamListFilter, signal?: AbortSignal) =>
  api.get<VacancyPage<TeamVacancy>>('/team/vacancies', {
    signal,
    query: listQuery({ status: filter.status, q: filter.text.trim(), page: filter.page, perPage: filter.perPage }),
  });

export const getVacancy = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<PublicVacancy | TeamVacancy>(`/team/vacancies/${id}`, { signal });

export const createVacancy = (api: ApiClient, input: VacancyInput) => api.post<TeamVacancy>('/team/vacancies', input);

export const updateVacancy = (api: ApiClient, id: number, input: Partial<VacancyInput>) =>
  api.patch<TeamVacancy>(`/team/vacancies/${id}`, input);

export const deleteVacancy = (api: ApiClient, id: number) => api.delete<null>(`/team/vacancies/${id}`);

export const sendApplication = (api: ApiClient, id: number, input: { message: string }) =>
  api.post<ApplyResponse>(`/team/vacancies/${id}/applications`, input);

/** Filters of the public list of open vacancies; pages start at 1. */
export interface PublicListFilter {
  text: string;
  city: string;
  page: number;
  perPage?: number;
}

export const listOpenVacancies = (api: ApiClient, filter: PublicListFilter, signal?: AbortSignal) =>
  api.get<VacancyPage<PublicVacancy>>('/vacancies', {
    signal,
    query: listQuery({ q: filter.text.trim(), city: filter.city.trim(), page: filter.page, perPage: filter.perPage }),
  });
