import { z } from 'zod';
import { PRIVACY_RULES, type RetentionPreview } from '@platform/contract';
import type { Database, Queryable } from '../../db/database';
import type { JobRegistry } from '../../jobs';
import { recordAudit, SYSTEM_ACTOR } from './audit';
import { removeImportedCvs } from './remove';
import { KEPT, LAST_ACTIVITY } from './sql';

/** The job kind of the daily retention run. */
export const RETENTION_JOB = 'privacy.retention';

/** CVs one transaction hides or deletes: short transactions, each with its own audit records. */
const DEFAULT_BATCH = 100;

const PAST_RETENTION = `r.type = 'imported' AND r.retention_hidden_at IS NULL
  AND ${LAST_ACTIVITY} < now() - make_interval(months => t.cv_retention_months) AND NOT ${KEPT}`;
const PAST_GRACE = `r.type = 'imported' AND r.retention_hidden_at < now() - make_interval(days => ${PRIVACY_RULES.graceDays}) AND NOT ${KEPT}`;
const FROM = 'FROM resumes r JOIN teams t ON t.id = r.team_id LEFT JOIN cv_consents c ON c.resume_id = r.id';

export async function retentionMonths(db: Queryable, teamId: string): Promise<number> {
  const { rows } = await db.query<{ months: number }>('SELECT cv_retention_months AS months FROM teams WHERE id = $1', [teamId]);
  return rows[0]?.months ?? PRIVACY_RULES.defaultRetentionMonths;
}

export async function setRetentionMonths(db: Queryable, teamId: string, months: number): Promise<void> {
  await db.query('UPDATE teams SET cv_retention_months = $2 WHERE id = $1', [teamId, months]);
}

const PREVIEW_ITEMS = 200;

interface PreviewRow {
  id: string;
  name: string;
  last_activity_at: Date;
  retention_hidden_at: Date | null;
  total: string;
}

/** The dry run of one team: what the next run would hide and delete (the first 200 of each, oldest first). */
export async function previewRetention(db: Queryable, teamId: string): Promise<RetentionPreview> {
  const list = async (condition: string) => {
    const { rows } = await db.query<PreviewRow>(
      `SELECT r.id, r.name, ${LAST_ACTIVITY} AS last_activity_at, r.retention_hidden_at, count(*) OVER () AS total
         ${FROM} WHERE r.team_id = $1 AND ${condition} ORDER BY ${LAST_ACTIVITY}, r.id LIMIT $2`,
      [teamId, PREVIEW_ITEMS],
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      items: rows.map((row) => ({ id: Number(row.id), name: row.name, lastActivityAt: row.last_activity_at.toISOString(), hiddenAt: row.retention_hidden_at?.toISOString() ?? null })),
    };
  };
  return { months: await retentionMonths(db, teamId), hide: await list(PAST_RETENTION), delete: await list(PAST_GRACE) };
}

/**
 * Takes the next batch matching `condition` (locked, skipping rows another run holds) and acts on
 * it in the same transaction as its audit records: a batch is done whole or not at all, so a run
 * killed at any point and run again hides and deletes each CV once, with one record each.
 */
async function nextBatch(db: Database, condition: string, batch: number, act: (tx: Queryable, rows: Array<{ id: number; teamId: string }>) => Promise<void>): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; team_id: string }>(
      `SELECT r.id, r.team_id ${FROM} WHERE ${condition} ORDER BY r.id LIMIT $1 FOR UPDATE OF r SKIP LOCKED`,
      [batch],
    );
    if (rows.length > 0) await act(tx, rows.map((row) => ({ id: Number(row.id), teamId: row.team_id })));
    return rows.length;
  });
}

/**
 * One retention run over every team: hides the CVs past their team's retention without a current
 * consent or a legal hold, and deletes those hidden longer than the grace period (still without).
 *
 * @returns how many CVs it hid and deleted.
 */
export async function runRetention(db: Database, options: { batch?: number } = {}): Promise<{ hidden: number; deleted: number }> {
  const batch = options.batch ?? DEFAULT_BATCH;
  const done = { hidden: 0, deleted: 0 };
  for (;;) {
    const count = await nextBatch(db, PAST_GRACE, batch, async (tx, rows) => {
      await removeImportedCvs(tx, rows.map((row) => row.id));
      await recordAudit(tx, rows.map((row) => ({ teamId: row.teamId, actor: SYSTEM_ACTOR, action: 'retention_deleted', resumeId: row.id })));
    });
    done.deleted += count;
    if (count < batch) break;
  }
  for (;;) {
    const count = await nextBatch(db, PAST_RETENTION, batch, async (tx, rows) => {
      await tx.query('UPDATE resumes SET retention_hidden_at = now() WHERE id = ANY($1::bigint[])', [rows.map((row) => row.id)]);
      await recordAudit(tx, rows.map((row) => ({ teamId: row.teamId, actor: SYSTEM_ACTOR, action: 'retention_hidden', resumeId: row.id })));
    });
    done.hidden += count;
    if (count < batch) break;
  }
  return done;
}

/** The daily `privacy.retention` job (04:10 UTC). */
export function defineRetentionJob(jobs: JobRegistry): void {
  jobs.define({
    kind: RETENTION_JOB,
    payload: z.object({}),
    schedule: { cron: '10 4 * * *' },
    // Leased long: a first run over a large backlog deletes many CVs (each batch commits on its own).
    leaseMs: 10 * 60_000,
    async handler(_payload, { db }) {
      await runRetention(db);
    },
  });
}
