import {
  type ApiClient,
  type FavouriteListsResponse,
  MAILING_ENDPOINTS,
  type MailingInput,
  type MailingPreviewInput,
  type MailingRecipientsQuery,
  type ResponseOf,
  type SearchResponse,
} from '@platform/contract';

const base = (vacancyId: number) => `/team/vacancies/${vacancyId}/mailings`;

export const listMailings = (api: ApiClient, vacancyId: number, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof MAILING_ENDPOINTS.list>>(base(vacancyId), { signal });

export const previewMailing = (api: ApiClient, vacancyId: number, input: MailingPreviewInput, signal?: AbortSignal) =>
  api.post<ResponseOf<typeof MAILING_ENDPOINTS.preview>>(`${base(vacancyId)}/preview`, input, { signal });

/** Sends a mailing; the same `idempotencyKey` on a retry returns the mailing already created. */
export const sendMailing = (api: ApiClient, vacancyId: number, input: MailingInput, idempotencyKey: string) =>
  api.post<ResponseOf<typeof MAILING_ENDPOINTS.send>>(base(vacancyId), input, { headers: { 'Idempotency-Key': idempotencyKey } });

export const getMailing = (api: ApiClient, vacancyId: number, mailingId: number, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof MAILING_ENDPOINTS.get>>(`${base(vacancyId)}/${mailingId}`, { signal });

export const listMailingRecipients = (api: ApiClient, vacancyId: number, mailingId: number, options: MailingRecipientsQuery, signal?: AbortSignal) => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options)) if (value !== undefined) query.set(key, String(value));
  return api.get<ResponseOf<typeof MAILING_ENDPOINTS.recipients>>(`${base(vacancyId)}/${mailingId}/recipients`, { signal, query: query.toString() });
};

/** The signed-in user's favourites lists (from the user area's API), to mail one of them. */
export const listFavouriteLists = (api: ApiClient, signal?: AbortSignal) => api.get<FavouriteListsResponse>('/user/favourites/lists', { signal });

/** One page of search results to pick recipients from. */
export const searchCandidates = (api: ApiClient, text: string, perPage: number, signal?: AbortSignal) =>
  api.post<SearchResponse>('/webapp/resumes_search/resumes/', { text: text.trim() === '' ? null : text.trim(), perPage, sort: 'relevance' }, { signal });
