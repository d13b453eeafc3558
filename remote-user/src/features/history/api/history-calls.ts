import type { ApiClient, HistoryKind, HistoryPage } from '@platform/contract';

/** Entries per page. */
export const HISTORY_PAGE_SIZE = 20;

export const getHistory = (api: ApiClient, kind: HistoryKind, page: number, signal?: AbortSignal) =>
  api.get<HistoryPage>('/user/history', { signal, query: `kind=${kind}&limit=${HISTORY_PAGE_SIZE}&offset=${(page - 1) * HISTORY_PAGE_SIZE}` });

/** Deletes one entry, or the whole history of a kind. */
export const deleteHistory = (api: ApiClient, kind: HistoryKind, id?: number) =>
  api.delete<null>('/user/history', { query: `kind=${kind}${id === undefined ? '' : `&id=${id}`}` });
