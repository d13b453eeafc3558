import type { Queryable } from '../../../db/database';

export interface KeyRow {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  created_at: Date;
  created_by: string;
  last_used_at: Date | null;
}

const KEY_COLUMNS = 'k.id, k.name, k.scopes, k.prefix, k.created_at, u.name AS created_by, k.last_used_at';

/** A team's keys, newest first. */
export async function selectKeys(db: Queryable, teamId: string): Promise<KeyRow[]> {
  const { rows } = await db.query<KeyRow>(
    `SELECT ${KEY_COLUMNS} FROM team_api_keys k JOIN users u ON u.id = k.created_by WHERE k.team_id = $1 ORDER BY k.created_at DESC, k.id`,
    [teamId],
  );
  return rows;
}

/** One key by its id, `undefined` when there is none. */
export async function selectKey(db: Queryable, id: string): Promise<KeyRow | undefined> {
  const { rows } = await db.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM team_api_keys k JOIN users u ON u.id = k.created_by WHERE k.id = $1`, [id]);
  return rows[0];
}

/** Counts a team's keys with the team's row locked: two creations in parallel cannot both pass the count. */
export async function countKeysLocked(tx: Queryable, teamId: string): Promise<number> {
  await tx.query('SELECT id FROM teams WHERE id = $1 FOR UPDATE', [teamId]);
  const { rows } = await tx.query<{ keys: number }>('SELECT count(*)::int AS keys FROM team_api_keys WHERE team_id = $1', [teamId]);
  return rows[0]?.keys ?? 0;
}

export interface NewKey {
  teamId: string;
  createdBy: string;
  name: string;
  scopes: readonly string[];
  hash: string;
  prefix: string;
}

/** Stores a key (its token's hash only) and returns its id. */
export async function insertKey(tx: Queryable, key: NewKey): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO team_api_keys (team_id, created_by, name, scopes, token_hash, prefix) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [key.teamId, key.createdBy, key.name, key.scopes, key.hash, key.prefix],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('api key insert returned no row');
  return id;
}

/** Revokes a team's key; returns how many rows went (0 for another team's key). */
export async function deleteKey(db: Queryable, id: string, teamId: string): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM team_api_keys WHERE id = $1 AND team_id = $2', [id, teamId]);
  return rowCount;
}
