import { type ReleaseActionKind, type ReleaseActionStatus } from '@platform/contract';
import type { Queryable } from '../../db/database';

interface ActionRow {
  job_id: number | string;
  app: string;
  action: ReleaseActionKind;
  outcome: 'done' | 'refused' | null;
  from_version: string | null;
  to_version: string | null;
  error_code: string | null;
  error_message: string | null;
  job_state: 'queued' | 'running' | 'done' | 'failed' | null;
  last_error: string | null;
}

/** The status of one row: its recorded outcome, else its job's state. */
function statusOf(row: ActionRow): ReleaseActionStatus {
  const base = { id: Number(row.job_id), app: row.app, action: row.action };
  if (row.outcome === 'done' && row.from_version !== null && row.to_version !== null) {
    return { ...base, state: 'done', result: { app: row.app, from: row.from_version, to: row.to_version } };
  }
  if (row.outcome === 'refused') return { ...base, state: 'refused', error: { code: row.error_code ?? 'refused', message: row.error_message ?? '' } };
  if (row.job_state === 'queued' || row.job_state === 'running') return { ...base, state: row.job_state };
  // Failed for good (retries spent), or its job purged without an outcome: say so with the last error.
  return { ...base, state: 'failed', error: { code: 'release_action_failed', message: row.last_error ?? 'The action ended without a result.' } };
}

/** The status of the operator's action `id` (its job's id), or null when there is none. */
export async function releaseActionStatus(db: Queryable, id: number): Promise<ReleaseActionStatus | null> {
  const { rows } = await db.query<ActionRow>(
    `SELECT a.job_id, a.app, a.action, a.outcome, a.from_version, a.to_version, a.error_code, a.error_message,
            j.state AS job_state, j.last_error
       FROM platform_release_actions a LEFT JOIN jobs j ON j.id = a.job_id
      WHERE a.job_id = $1`,
    [id],
  );
  const row = rows[0];
  return row === undefined ? null : statusOf(row);
}

/** Records what the store did (committed with the job's completion by the caller's transaction). */
export async function recordActionDone(tx: Queryable, id: number, result: { from: string; to: string }): Promise<void> {
  await tx.query(`UPDATE platform_release_actions SET outcome = 'done', from_version = $2, to_version = $3, finished_at = now() WHERE job_id = $1`, [id, result.from, result.to]);
}

/** Records the store's refusal (its code, lower case as the API says codes, and its words). */
export async function recordActionRefused(db: Queryable, id: number, code: string, message: string): Promise<void> {
  await db.query(`UPDATE platform_release_actions SET outcome = 'refused', error_code = $2, error_message = $3, finished_at = now() WHERE job_id = $1`, [id, code, message]);
}

/** When the operator asked for action `id` (the epoch when there is no such row). */
export async function actionAskedAt(db: Queryable, id: number): Promise<Date> {
  const { rows } = await db.query<{ created_at: Date | string }>('SELECT created_at FROM platform_release_actions WHERE job_id = $1', [id]);
  return new Date(rows[0]?.created_at ?? 0);
}
