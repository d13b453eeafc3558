import {
  type ApiClient,
  type FAVOURITE_ENDPOINTS,
  FAVOURITE_ROUTES,
  MAILING_ENDPOINTS,
  type MailingInput,
  type MailingPreviewInput,
  type MailingRecipientsQuery,
  type SEARCH_ENDPOINTS,
  SEARCH_ROUTES,
} from '@platform/contract';
import { call } from '@platform/shared/call';

export const listMailings = (api: ApiClient, vacancyId: number, signal?: AbortSignal) => call(api, MAILING_ENDPOINTS.list, { params: { id: vacancyId }, signal });

export const previewMailing = (api: ApiClient, vacancyId: number, input: MailingPreviewInput, signal?: AbortSignal) =>
  call(api, MAILING_ENDPOINTS.preview, { params: { id: vacancyId }, body: input, signal });

/** Sends a mailing; the same `idempotencyKey` on a retry returns the mailing already created. */
export const sendMailing = (api: ApiClient, vacancyId: number, input: MailingInput, idempotencyKey: string) =>
  call(api, MAILING_ENDPOINTS.send, { params: { id: vacancyId }, body: input, headers: { 'Idempotency-Key': idempotencyKey } });

export const getMailing = (api: ApiClient, vacancyId: number, mailingId: number, signal?: AbortSignal) =>
  call(api, MAILING_ENDPOINTS.get, { params: { id: vacancyId, mailingId }, signal });

export const listMailingRecipients = (api: ApiClient, vacancyId: number, mailingId: number, options: MailingRecipientsQuery, signal?: AbortSignal) =>
  call(api, MAILING_ENDPOINTS.recipients, { params: { id: vacancyId, mailingId }, query: options, signal });

/**
 * The signed-in user's favourites lists (from the user area's API), to mail one of them. The user
 * area's and the search's endpoints are called by their schema-free routes: their schemas stay out
 * of the team's bundle.
 */
export const listFavouriteLists = (api: ApiClient, signal?: AbortSignal) => call<typeof FAVOURITE_ENDPOINTS.lists>(api, FAVOURITE_ROUTES.lists, { signal });

/** One page of search results to pick recipients from. */
export const searchCandidates = (api: ApiClient, text: string, perPage: number, signal?: AbortSignal) =>
  call<typeof SEARCH_ENDPOINTS.search>(api, SEARCH_ROUTES.search, { body: { text: text.trim() === '' ? null : text.trim(), perPage, sort: 'relevance' }, signal });
