import type { HistoryKind } from '@platform/contract';
import type { Database } from '../../../db/database';

const TABLES: Readonly<Record<HistoryKind, string>> = { search: 'search_history', view: 'cv_views' };

export interface SearchHistoryRow {
  id: number;
  criteria: Record<string, unknown>;
  total: number;
  created_at: Date;
  full_count: number;
}

export interface ViewHistoryRow {
  id: number;
  resume_id: number;
  type: 'internal' | 'imported' | null;
  name: string | null;
  title: string | null;
  created_at: Date;
  full_count: number;
}

interface Page {
  limit: number;
  offset: number;
}

/** A page of the user's searches, newest first, each row with the size of the whole history. */
export async function selectSearches(db: Database, userId: string, page: Page): Promise<SearchHistoryRow[]> {
  const { rows } = await db.query<SearchHistoryRow>(
    `SELECT id, criteria, total, created_at, count(*) OVER () AS full_count FROM search_history
      WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  return rows;
}

/** A page of the CVs the user opened, newest first, with what is left of each CV (a deleted one reads as nulls). */
export async function selectViews(db: Database, userId: string, page: Page): Promise<ViewHistoryRow[]> {
  const { rows } = await db.query<ViewHistoryRow>(
    `SELECT c.id, c.resume_id, r.type, r.name, r.title, c.created_at, count(*) OVER () AS full_count
       FROM cv_views c LEFT JOIN resumes r ON r.id = c.resume_id
      WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
    [userId, page.limit, page.offset],
  );
  return rows;
}

/** The size of a history when the requested page is past its end. */
export async function countHistory(db: Database, kind: HistoryKind, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(`SELECT count(*) AS count FROM ${TABLES[kind]} WHERE user_id = $1`, [userId]);
  return rows[0]?.count ?? 0;
}

/** Deletes the user's entries of each kind (one entry with `id`); returns how many went. */
export async function deleteHistory(db: Database, userId: string, kinds: readonly HistoryKind[], id: number | null): Promise<number> {
  let deleted = 0;
  for (const kind of kinds) {
    const result = await db.query(`DELETE FROM ${TABLES[kind]} WHERE user_id = $1 AND ($2::bigint IS NULL OR id = $2)`, [userId, id]);
    deleted += result.rowCount;
  }
  return deleted;
}
