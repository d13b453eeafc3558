import type {
  ApiClient,
  FavouriteListsResponse,
  Mailing,
  MailingInput,
  MailingPreview,
  MailingPreviewInput,
  MailingRecipientsPage,
  MailingRecipientStatus,
  SearchResponse,
  VacancyMailings,
} from '@platform/contract';

const base = (vacancyId: number) => `/team/vacancies/${vacancyId}/mailings`;

export const listMailings = (api: ApiClient, vacancyId: number, signal?: AbortSignal) => api.get<VacancyMailings>(base(vacancyId), { signal });

export const previewMailing = (api: ApiClient, vacancyId: number, input: MailingPreviewInput, signal?: AbortSignal) =>
  api.post<MailingPreview>(`${base(vacancyId)}/preview`, input, { signal });

/** Sends a mailing; the same `idempotencyKey` on a retry returns the mailing already created. */
export const sendMailing = (api: ApiClient, vacancyId: number, input: MailingInput, idempotencyKey: string) =>
  api.post<Mailing>(base(vacancyId), input, { headers: { 'Idempotency-Key': idempotencyKey } });

export const getMailing = (api: ApiClient, vacancyId: number, mailingId: number, signal?: AbortSignal) =>
  api.get<Mailing>(`${base(vacancyId)}/${mailingId}`, { signal });

export const listMailingRecipients = (
  api: ApiClient,
  vacancyId: number,
  mailingId: number,
  options: { status?: MailingRecipientStatus; offset: number; limit: number },
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams({ offset: String(options.offset), limit: String(options.limit) });
  if (options.status !== undefined) query.set('status', options.status);
  return api.get<MailingRecipientsPage>(`${base(vacancyId)}/${mailingId}/recipients`, { signal, query: query.toString() });
};

/** The signed-in user's favourites lists (from the user area's API), to mail one of them. */
export const listFavouriteLists = (api: ApiClient, signal?: AbortSignal) => api.get<FavouriteListsResponse>('/user/favourites/lists', { signal });

/** One page of search results to pick recipients from. */
export const searchCandidates = (api: ApiClient, text: string, signal?: AbortSignal) =>
  api.post<SearchResponse>('/webapp/resumes_search/resumes/', { text: text.trim() === '' ? null : text.trim(), perPage: 50, sort: 'relevance' }, { signal });
