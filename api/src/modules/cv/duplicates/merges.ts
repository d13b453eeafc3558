import { CV_MERGE_UNDO_HOURS, type CvMerge, type CvMergeResult, type CvType } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { SqlParams, visibleTo } from '../../search';
import { mergeInTransaction, undoInTransaction } from './merge-store';

interface MergeRow {
  id: number;
  kept_resume_id: number;
  kept_type: CvType;
  merged_resume_id: number;
  merged_type: CvType;
  merged_name: string;
  merged_by: string | null;
  merged_at: Date;
  undone_at: Date | null;
  undoable: boolean;
}

const HOUR_MS = 3_600_000;

function toMerge(row: MergeRow): CvMerge {
  return {
    id: Number(row.id),
    mergedName: row.merged_name,
    mergedBy: row.merged_by,
    mergedAt: row.merged_at.toISOString(),
    undoUntil: row.undoable ? new Date(row.merged_at.getTime() + CV_MERGE_UNDO_HOURS * HOUR_MS).toISOString() : null,
    undoneAt: row.undone_at === null ? null : row.undone_at.toISOString(),
  };
}

const MERGE_COLUMNS = `m.id, m.kept_resume_id, k.type AS kept_type, m.merged_resume_id, m.merged_type, m.merged_name,
  coalesce(u.name, u.email) AS merged_by, m.merged_at, m.undone_at,
  (m.undo IS NOT NULL AND m.merged_at > now() - make_interval(hours => ${CV_MERGE_UNDO_HOURS})) AS undoable`;
const MERGE_FROM = 'cv_merges m JOIN resumes k ON k.id = m.kept_resume_id LEFT JOIN users u ON u.id = m.merged_by';

/** The team's merges into a CV, newest first. */
export async function mergesInto(db: Queryable, teamId: string, resumeId: number): Promise<CvMerge[]> {
  const { rows } = await db.query<MergeRow>(
    `SELECT ${MERGE_COLUMNS} FROM ${MERGE_FROM} WHERE m.team_id = $1 AND m.kept_resume_id = $2 ORDER BY m.merged_at DESC, m.id DESC LIMIT 50`,
    [teamId, resumeId],
  );
  return rows.map(toMerge);
}

async function mergeResult(db: Queryable, mergeId: number): Promise<CvMergeResult> {
  const { rows } = await db.query<MergeRow>(`SELECT ${MERGE_COLUMNS} FROM ${MERGE_FROM} WHERE m.id = $1`, [mergeId]);
  const row = rows[0];
  if (row === undefined) throw new Error(`merge ${mergeId} is missing`);
  return {
    merge: toMerge(row),
    kept: { type: row.kept_type, id: Number(row.kept_resume_id) },
    merged: { type: row.merged_type, id: Number(row.merged_resume_id) },
  };
}

interface LockedCv {
  id: number;
  type: CvType;
  team_id: string | null;
  name: string;
}

/**
 * Merges `merged` into `kept` for a team: both must be CVs the team can see (else 404, naming
 * nothing of them), `merged` its own import (409 `merge_not_allowed`: a platform CV is its
 * owner's, no team removes it).
 */
export async function mergeCvs(
  db: Database,
  actor: { teamId: string; userId: string },
  kept: { type: CvType; id: number },
  merged: { type: CvType; id: number },
): Promise<CvMergeResult> {
  if (kept.type === merged.type && kept.id === merged.id) {
    throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'with', message: 'A CV cannot be merged with itself.' }]);
  }
  const mergeId = await db.transaction(async (tx) => {
    const params = new SqlParams();
    // Locked in id order: two merges of the same pair wait for each other instead of deadlocking.
    const { rows } = await tx.query<LockedCv>(
      `SELECT r.id, r.type, r.team_id, r.name FROM resumes r
        WHERE r.id = ANY(${params.bind([kept.id, merged.id])}::bigint[]) AND ${visibleTo({ userId: null, teamId: actor.teamId }, params)}
        ORDER BY r.id FOR UPDATE`,
      params.values,
    );
    const keptRow = rows.find((row) => Number(row.id) === kept.id && row.type === kept.type);
    const mergedRow = rows.find((row) => Number(row.id) === merged.id && row.type === merged.type);
    if (keptRow === undefined) throw new ApiError(404, 'not_found', 'This CV does not exist or is not available to you.');
    if (mergedRow === undefined) {
      throw new ApiError(404, 'not_found', 'The CV to merge does not exist or is not available to you.', [{ path: 'with', message: 'No such CV.' }]);
    }
    if (mergedRow.type !== 'imported' || mergedRow.team_id !== actor.teamId) {
      throw new ApiError(409, 'merge_not_allowed', 'Only a CV your team imported can be merged into another.', [
        { path: 'with', message: 'Merge a CV your team imported into this one (a platform CV belongs to its owner).' },
      ]);
    }
    return mergeInTransaction(tx, { teamId: actor.teamId, userId: actor.userId, kept, merged: { ...merged, name: mergedRow.name } });
  });
  return mergeResult(db, mergeId);
}

/** Undoes a merge of the team: 404 for another team's, 409 `undo_expired` once undone or past its day. */
export async function undoMerge(db: Database, actor: { teamId: string; userId: string }, mergeId: number): Promise<CvMergeResult> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; undoable: boolean }>(
      `SELECT m.id, (m.undo IS NOT NULL AND m.merged_at > now() - make_interval(hours => ${CV_MERGE_UNDO_HOURS})) AS undoable
         FROM cv_merges m WHERE m.id = $1 AND m.team_id = $2 FOR UPDATE`,
      [mergeId, actor.teamId],
    );
    const row = rows[0];
    if (row === undefined) throw new ApiError(404, 'not_found', 'There is no such merge.');
    if (!row.undoable) throw new ApiError(409, 'undo_expired', `A merge can be undone once, within ${CV_MERGE_UNDO_HOURS} hours.`);
    // The kept CV locked too: a merge into it waits for the undo.
    await tx.query('SELECT id FROM resumes WHERE id = (SELECT kept_resume_id FROM cv_merges WHERE id = $1) FOR UPDATE', [mergeId]);
    await undoInTransaction(tx, mergeId, actor.userId);
  });
  return mergeResult(db, mergeId);
}
