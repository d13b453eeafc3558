import type { ApiClient } from '@platform/contract';

export type HistoryKind = 'search' | 'view';

/** A search the user made. */
export interface SearchEntry {
  id: number;
  criteria: { text?: string | null; filters?: Record<string, unknown> | null; [field: string]: unknown };
  total: number;
  createdAt: string;
}

/** A CV the user opened; `resume` is `null` once the CV is gone. */
export interface ViewEntry {
  id: number;
  resume: { type: string; id: number; name: string; title: string } | null;
  createdAt: string;
}

export type HistoryPage =
  | { kind: 'search'; total: number; items: SearchEntry[] }
  | { kind: 'view'; total: number; items: ViewEntry[] };

/** Entries per page. */
export const HISTORY_PAGE_SIZE = 20;

export const getHistory = (api: ApiClient, kind: HistoryKind, page: number, signal?: AbortSignal) =>
  api.get<HistoryPage>('/user/history', { signal, query: `kind=${kind}&limit=${HISTORY_PAGE_SIZE}&offset=${(page - 1) * HISTORY_PAGE_SIZE}` });

/** Deletes one entry, or the whole history of a kind. */
export const deleteHistory = (api: ApiClient, kind: HistoryKind, id?: number) =>
  api.delete<null>('/user/history', { query: `kind=${kind}${id === undefined ? '' : `&id=${id}`}` });
