import type { ApiClient, Locale } from '@platform/contract';

export interface EducationItem {
  id: number;
  slug: string;
  kind: 'course' | 'article';
  minutes: number;
  title: string;
  summary: string;
  completed: boolean;
}

export interface EducationItemDetails extends EducationItem {
  body: string;
}

export interface EducationCatalogue {
  locale: Locale;
  items: EducationItem[];
  completed: number;
  total: number;
}

export const listEducation = (api: ApiClient, locale: Locale, signal?: AbortSignal) =>
  api.get<EducationCatalogue>('/education', { signal, query: `locale=${locale}` });

export const getEducationItem = (api: ApiClient, id: number, locale: Locale, signal?: AbortSignal) =>
  api.get<EducationItemDetails>(`/education/${id}`, { signal, query: `locale=${locale}` });

export const setProgress = (api: ApiClient, id: number, completed: boolean) =>
  api.post<{ id: number; completed: boolean }>(`/education/${id}/progress`, { completed });
