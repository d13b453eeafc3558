import type { ApiClient } from '@platform/shared';

/** Where a mailing's recipients come from. */
export type MailingRecipients =
  | { source: 'favourites'; list: string }
  | { source: 'search'; criteria: { text?: string }; limit: number };

/** A mailing as the vacancy's team sees it. */
export interface Mailing {
  id: number;
  vacancyId: number;
  subject: string;
  body: string;
  source: 'favourites' | 'search';
  sourceDetail: { list?: string; criteria?: { text?: string }; limit?: number };
  recipients: number;
  sent: number;
  skipped: number;
  createdAt: string;
  author: { id: string; name: string } | null;
}

/** Response of `GET /api/team/vacancies/{id}/mailings`. */
export interface VacancyMailings {
  vacancy: { id: number; title: string; status: string };
  items: Mailing[];
}

/** The signed-in user's favourites lists (from the user area's API), to mail one of them. */
export interface FavouriteList {
  name: string;
  count: number;
}

export const listMailings = (api: ApiClient, vacancyId: number, signal?: AbortSignal) =>
  api.get<VacancyMailings>(`/team/vacancies/${vacancyId}/mailings`, { signal });

export const sendMailing = (api: ApiClient, vacancyId: number, input: { subject: string; body: string; recipients: MailingRecipients }) =>
  api.post<Mailing>(`/team/vacancies/${vacancyId}/mailings`, input);

export const listFavouriteLists = async (api: ApiClient, signal?: AbortSignal): Promise<FavouriteList[]> =>
  (await api.get<{ lists: FavouriteList[] }>('/user/favourites', { signal })).lists;
