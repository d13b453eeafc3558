import type { ApiClient, Currency } from '@platform/shared';

export type VacancyStatus = 'draft' | 'open' | 'closed';
export const VACANCY_STATUSES: readonly VacancyStatus[] = ['draft', 'open', 'closed'];

/** A vacancy as its public page shows it. */
export interface PublicVacancy {
  id: number;
  teamName: string;
  title: string;
  description: string;
  city: string | null;
  remote: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: Currency | null;
  status: VacancyStatus;
  updatedAt: string;
}

/** A vacancy as its own team sees it. */
export interface TeamVacancy extends PublicVacancy {
  canManage: true;
  createdAt: string;
  views: number;
  applications: number;
  mailings: number;
}

/** What the vacancy form edits. */
export interface VacancyInput {
  title: string;
  description: string;
  city: string | null;
  remote: boolean;
  salaryMin: number | null;
  salaryMax: number | null;
  currency: Currency | null;
  status: VacancyStatus;
}

/** An application a candidate sent. */
export interface Application {
  id: number;
  name: string;
  email: string;
  message: string;
  cvUrl: string | null;
  createdAt: string;
}

export function isTeamVacancy(vacancy: PublicVacancy | TeamVacancy): vacancy is TeamVacancy {
  return 'canManage' in vacancy && vacancy.canManage;
}

export const listVacancies = (api: ApiClient, status: VacancyStatus | null, signal?: AbortSignal) =>
  api.get<{ items: TeamVacancy[] }>('/team/vacancies', { signal, ...(status ? { query: `status=${status}` } : {}) });

export const getVacancy = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<PublicVacancy | TeamVacancy>(`/team/vacancies/${id}`, { signal });

export const createVacancy = (api: ApiClient, input: VacancyInput) => api.post<TeamVacancy>('/team/vacancies', input);

export const updateVacancy = (api: ApiClient, id: number, input: Partial<VacancyInput>) =>
  api.patch<TeamVacancy>(`/team/vacancies/${id}`, input);

export const deleteVacancy = (api: ApiClient, id: number) => api.delete<null>(`/team/vacancies/${id}`);

export const listApplications = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<{ items: Application[] }>(`/team/vacancies/${id}/applications`, { signal });

export const sendApplication = (api: ApiClient, id: number, input: { name: string; email: string; message: string; cvUrl?: string }) =>
  api.post<{ id: number; createdAt: string }>(`/team/vacancies/${id}/applications`, input);

/** Query key prefix of the team's vacancy lists: creating or changing a vacancy invalidates it. */
export const VACANCIES_KEY = ['team', 'vacancies'] as const;

/** Query key of the team's vacancies in one status (`null`: all), shared by the page and the dashboard widget. */
export function vacanciesKey(status: VacancyStatus | null) {
  return [...VACANCIES_KEY, status] as const;
}
