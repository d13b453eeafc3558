import { type ApiClient, HISTORY_ENDPOINTS, type HistoryKind } from '@platform/contract';
import { call } from '@platform/shared/call';

/** Entries per page. */
export const HISTORY_PAGE_SIZE = 20;

export const getHistory = (api: ApiClient, kind: HistoryKind, page: number, signal?: AbortSignal) =>
  call(api, HISTORY_ENDPOINTS.list, { query: { kind, limit: String(HISTORY_PAGE_SIZE), offset: String((page - 1) * HISTORY_PAGE_SIZE) }, signal });

/** Deletes one entry, or the whole history of a kind. */
export const deleteHistory = (api: ApiClient, kind: HistoryKind, id?: number) =>
  call(api, HISTORY_ENDPOINTS.remove, { query: { kind, id: id === undefined ? undefined : String(id) } });
