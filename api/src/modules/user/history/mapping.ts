import type { SearchHistoryItem, ViewHistoryItem } from '@platform/contract';
import type { SearchHistoryRow, ViewHistoryRow } from './queries';

/** A search of the history as the API answers it. */
export function toSearchHistoryItem(row: SearchHistoryRow): SearchHistoryItem {
  return { id: row.id, criteria: row.criteria, total: row.total, createdAt: row.created_at.toISOString() };
}

/** A CV view of the history as the API answers it: a CV deleted since reads as none. */
export function toViewHistoryItem(row: ViewHistoryRow): ViewHistoryItem {
  return {
    id: row.id,
    resume: row.type !== null && row.name !== null ? { type: row.type, id: row.resume_id, name: row.name, title: row.title ?? '' } : null,
    createdAt: row.created_at.toISOString(),
  };
}
