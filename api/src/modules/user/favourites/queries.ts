import { DEFAULT_FAVOURITE_LIST_NAME, type CvType } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { containsPattern } from '../../../text/like';
import type { ResumeRef, ResumeSummary } from '../../search';

/**
 * The SQL of favourites. Every statement is scoped by `user_id`: a list or favourite of another
 * user is simply not found, so the routes answer 404 without telling it exists.
 */

/** A row of `favourite_lists` with its size (and whether it holds the CV asked about). */
export interface ListRow {
  id: number;
  name: string;
  is_default: boolean;
  created_at: Date;
  count: number;
  contains_cv: boolean | null;
}

/** A favourite joined with its list and the user's note on the CV. */
export interface ItemRow {
  resume_type: CvType;
  resume_id: number;
  list_id: number;
  list_name: string;
  is_default: boolean;
  name: string;
  title: string;
  city: string;
  note: string | null;
  created_at: Date;
}

const LIST_COLUMNS = `l.id, l.name, l.is_default, l.created_at, (SELECT count(*) FROM favourites f WHERE f.list_id = l.id) AS count`;

const ITEM_SELECT = `SELECT f.resume_type, f.resume_id, l.id AS list_id, l.name AS list_name, l.is_default, f.name, f.title, f.city, n.note, f.created_at
  FROM favourites f
  JOIN favourite_lists l ON l.id = f.list_id
  LEFT JOIN favourite_notes n ON n.user_id = f.user_id AND n.resume_type = f.resume_type AND n.resume_id = f.resume_id`;

/** The user's default list, created on first use; its id. */
export async function ensureDefaultList(db: Queryable, userId: string): Promise<number> {
  const find = async () =>
    (await db.query<{ id: number }>('SELECT id FROM favourite_lists WHERE user_id = $1 AND is_default', [userId])).rows[0]?.id;
  const existing = await find();
  if (existing !== undefined) return existing;
  // Two first calls at once: one inserts, the other's insert does nothing and reads it back.
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO favourite_lists (user_id, name, is_default) VALUES ($1, $2, true) ON CONFLICT DO NOTHING RETURNING id`,
    [userId, DEFAULT_FAVOURITE_LIST_NAME],
  );
  const id = inserted.rows[0]?.id ?? (await find());
  if (id === undefined) throw new Error('the default favourites list could not be created');
  return id;
}

/** The user's lists, the default one first, then by age; `cv` marks the lists that hold it. */
export async function selectLists(db: Queryable, userId: string, cv: ResumeRef | null): Promise<ListRow[]> {
  const { rows } = await db.query<ListRow>(
    `SELECT ${LIST_COLUMNS},
            CASE WHEN $2::text IS NULL THEN NULL
                 ELSE EXISTS (SELECT 1 FROM favourites f WHERE f.list_id = l.id AND f.resume_type = $2 AND f.resume_id = $3) END AS contains_cv
       FROM favourite_lists l WHERE l.user_id = $1
      ORDER BY l.is_default DESC, l.created_at, l.id`,
    [userId, cv?.type ?? null, cv?.id ?? null],
  );
  return rows;
}

/** One of the user's lists, or `null` (also when it is someone else's). */
export async function findList(db: Queryable, userId: string, listId: number): Promise<ListRow | null> {
  const { rows } = await db.query<ListRow>(`SELECT ${LIST_COLUMNS}, NULL AS contains_cv FROM favourite_lists l WHERE l.user_id = $1 AND l.id = $2`, [userId, listId]);
  return rows[0] ?? null;
}

export async function countLists(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM favourite_lists WHERE user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

/** Whether the user has a list of this name, in any case (`excludeId`: the list being renamed). */
export async function nameTaken(db: Queryable, userId: string, name: string, excludeId: number | null): Promise<boolean> {
  const { rowCount } = await db.query(
    'SELECT 1 FROM favourite_lists WHERE user_id = $1 AND lower(name) = lower($2) AND ($3::bigint IS NULL OR id <> $3)',
    [userId, name, excludeId],
  );
  return rowCount > 0;
}

export async function insertList(db: Queryable, userId: string, name: string): Promise<ListRow> {
  const { rows } = await db.query<ListRow>(
    `INSERT INTO favourite_lists (user_id, name) VALUES ($1, $2) RETURNING id, name, is_default, created_at, 0 AS count, NULL AS contains_cv`,
    [userId, name],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('the favourites list was not inserted');
  return row;
}

export async function renameList(db: Queryable, userId: string, listId: number, name: string): Promise<void> {
  await db.query('UPDATE favourite_lists SET name = $3 WHERE user_id = $1 AND id = $2 AND NOT is_default', [userId, listId, name]);
}

/** Deletes a list (its favourites go with it); the default list is never deleted. */
export async function deleteList(db: Queryable, userId: string, listId: number): Promise<void> {
  await db.query('DELETE FROM favourite_lists WHERE user_id = $1 AND id = $2 AND NOT is_default', [userId, listId]);
  await deleteOrphanNotes(db, userId);
}

/** Notes on CVs the user no longer keeps in any list: a note lives as long as its CV is kept. */
export async function deleteOrphanNotes(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `DELETE FROM favourite_notes n WHERE n.user_id = $1
        AND NOT EXISTS (SELECT 1 FROM favourites f WHERE f.user_id = n.user_id AND f.resume_type = n.resume_type AND f.resume_id = n.resume_id)`,
    [userId],
  );
}

/** What to read of the user's favourites: one list or all, a text in name, title or note, a page. */
export interface ItemsFilter {
  listId: number | null;
  text: string | null;
  limit: number;
  offset: number;
}

function itemsWhere(userId: string, filter: ItemsFilter): { where: string; params: unknown[] } {
  return {
    where: `f.user_id = $1 AND ($2::bigint IS NULL OR f.list_id = $2)
        AND ($3::text IS NULL OR f.name ILIKE $3 OR f.title ILIKE $3 OR n.note ILIKE $3)`,
    params: [userId, filter.listId, filter.text === null ? null : containsPattern(filter.text)],
  };
}

/** One page of the user's favourites, newest first, and how many match in all. */
export async function selectItems(db: Queryable, userId: string, filter: ItemsFilter): Promise<{ total: number; rows: ItemRow[] }> {
  const { where, params } = itemsWhere(userId, filter);
  const total = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM favourites f
       LEFT JOIN favourite_notes n ON n.user_id = f.user_id AND n.resume_type = f.resume_type AND n.resume_id = f.resume_id
      WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<ItemRow>(
    `${ITEM_SELECT} WHERE ${where} ORDER BY f.created_at DESC, f.resume_id DESC, l.id LIMIT $4 OFFSET $5`,
    [...params, filter.limit, filter.offset],
  );
  return { total: total.rows[0]?.count ?? 0, rows };
}

/** One favourite: a CV in one of the user's lists. */
export async function findItem(db: Queryable, userId: string, listId: number, cv: ResumeRef): Promise<ItemRow | null> {
  const { rows } = await db.query<ItemRow>(`${ITEM_SELECT} WHERE f.user_id = $1 AND f.list_id = $2 AND f.resume_type = $3 AND f.resume_id = $4`, [
    userId,
    listId,
    cv.type,
    cv.id,
  ]);
  return rows[0] ?? null;
}

/** Every favourite of one list, oldest first (the CSV export). */
export async function selectListItems(db: Queryable, userId: string, listId: number): Promise<ItemRow[]> {
  const { rows } = await db.query<ItemRow>(`${ITEM_SELECT} WHERE f.user_id = $1 AND f.list_id = $2 ORDER BY f.created_at, f.resume_id`, [userId, listId]);
  return rows;
}

export async function countFavourites(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM favourites WHERE user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

/** Puts a CV into a list with the summary given; `false` when it was there already. */
export async function insertItem(db: Queryable, userId: string, listId: number, cv: ResumeSummary): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO favourites (user_id, list_id, resume_type, resume_id, name, title, city) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (list_id, resume_type, resume_id) DO NOTHING`,
    [userId, listId, cv.type, cv.id, cv.name, cv.title, cv.city ?? ''],
  );
  return rowCount > 0;
}

/** Removes a CV from one list or (`listId` null) from all; how many rows went. */
export async function deleteItem(db: Queryable, userId: string, listId: number | null, cv: ResumeRef): Promise<number> {
  const { rowCount } = await db.query(
    'DELETE FROM favourites WHERE user_id = $1 AND ($2::bigint IS NULL OR list_id = $2) AND resume_type = $3 AND resume_id = $4',
    [userId, listId, cv.type, cv.id],
  );
  if (rowCount > 0) await deleteOrphanNotes(db, userId);
  return rowCount;
}

/** Whether the user keeps the CV in any list. */
export async function keepsCv(db: Queryable, userId: string, cv: ResumeRef): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM favourites WHERE user_id = $1 AND resume_type = $2 AND resume_id = $3 LIMIT 1', [userId, cv.type, cv.id]);
  return rowCount > 0;
}

/** Sets the user's note on a CV; an empty note removes it. */
export async function writeNote(db: Queryable, userId: string, cv: ResumeRef, note: string): Promise<void> {
  if (note === '') {
    await db.query('DELETE FROM favourite_notes WHERE user_id = $1 AND resume_type = $2 AND resume_id = $3', [userId, cv.type, cv.id]);
    return;
  }
  await db.query(
    `INSERT INTO favourite_notes (user_id, resume_type, resume_id, note) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, resume_type, resume_id) DO UPDATE SET note = EXCLUDED.note, updated_at = now()`,
    [userId, cv.type, cv.id, note],
  );
}
