import { CV_MERGE_UNDO_HOURS, type CvType } from '@platform/contract';
import type { Queryable } from '../../../db/database';

/** The two CVs of a merge: `kept` stays, `merged` (the team's own import) is folded into it. */
export interface MergePair {
  teamId: string;
  userId: string;
  kept: { type: CvType; id: number };
  merged: { type: CvType; id: number; name: string };
}

async function movedIds(tx: Queryable, sql: string, values: unknown[]): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(sql, values);
  return rows.map((row) => Number(row.id));
}

/**
 * Merges inside the caller's transaction (both CV rows locked by it): the merged CV's history
 * (applications with their notes and messages, views, e-mails, favourites, private notes) moves to
 * the kept CV, the merged CV's row, file, reveals and favourites are copied into the merge record
 * for the undo, and the merged CV is deleted: everything else (search, lists, counts) sees a
 * deletion. Returns the merge's id.
 */
export async function mergeInTransaction(tx: Queryable, pair: MergePair): Promise<number> {
  const { kept, merged } = pair;
  // The copy first: the moves below change what it would read.
  const { rows: snapshots } = await tx.query<{ undo: unknown }>(
    `SELECT jsonb_build_object(
       'resume', (SELECT to_jsonb(r) FROM resumes r WHERE r.id = $1),
       'favourites', coalesce((SELECT jsonb_agg(to_jsonb(f)) FROM favourites f WHERE f.resume_type = $2 AND f.resume_id = $1), '[]'::jsonb),
       'notes', coalesce((SELECT jsonb_agg(to_jsonb(n)) FROM favourite_notes n WHERE n.resume_type = $2 AND n.resume_id = $1), '[]'::jsonb),
       'keptNotes', coalesce((SELECT jsonb_agg(to_jsonb(n)) FROM favourite_notes n
                               WHERE n.resume_type = $4 AND n.resume_id = $3
                                 AND n.user_id IN (SELECT m.user_id FROM favourite_notes m WHERE m.resume_type = $2 AND m.resume_id = $1)), '[]'::jsonb),
       'reveals', coalesce((SELECT jsonb_agg(to_jsonb(c)) FROM contact_reveals c WHERE c.resume_id = $1), '[]'::jsonb),
       'mailingRecipients', coalesce((SELECT jsonb_agg(m.id) FROM mailing_recipients m WHERE m.resume_id = $1), '[]'::jsonb)
     ) AS undo`,
    [merged.id, merged.type, kept.id, kept.type],
  );
  const moveTo = [kept.id, merged.id];
  const applications = await movedIds(tx, 'UPDATE applications SET resume_id = $1 WHERE resume_id = $2 RETURNING id', moveTo);
  const cvViews = await movedIds(tx, 'UPDATE cv_views SET resume_id = $1 WHERE resume_id = $2 RETURNING id', moveTo);
  const mailMessages = await movedIds(tx, 'UPDATE mail_messages SET resume_id = $1 WHERE resume_id = $2 RETURNING id', moveTo);
  // A list holding both keeps one entry; the lists that gained the kept CV are what an undo removes.
  const favouriteLists = await movedIds(
    tx,
    `INSERT INTO favourites (user_id, list_id, resume_type, resume_id, name, title, city, created_at)
     SELECT f.user_id, f.list_id, $1, k.id, k.name, k.title, coalesce(k.city, ''), f.created_at
       FROM favourites f JOIN resumes k ON k.id = $2
      WHERE f.resume_type = $3 AND f.resume_id = $4
     ON CONFLICT DO NOTHING RETURNING list_id AS id`,
    [kept.type, kept.id, merged.type, merged.id],
  );
  await tx.query('DELETE FROM favourites WHERE resume_type = $1 AND resume_id = $2', [merged.type, merged.id]);
  // Both private notes of one user are kept: the merged CV's after the kept one's.
  await tx.query(
    `INSERT INTO favourite_notes (user_id, resume_type, resume_id, note, updated_at)
     SELECT n.user_id, $1, $2, n.note, n.updated_at FROM favourite_notes n WHERE n.resume_type = $3 AND n.resume_id = $4
     ON CONFLICT (user_id, resume_type, resume_id) DO UPDATE SET note = favourite_notes.note || E'\\n\\n' || EXCLUDED.note, updated_at = now()`,
    [kept.type, kept.id, merged.type, merged.id],
  );
  await tx.query('DELETE FROM favourite_notes WHERE resume_type = $1 AND resume_id = $2', [merged.type, merged.id]);
  const moved = { applications, cvViews, mailMessages, favouriteLists };
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO cv_merges (team_id, kept_resume_id, merged_resume_id, merged_type, merged_name, merged_by, undo)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb || $8::jsonb) RETURNING id`,
    [pair.teamId, kept.id, merged.id, merged.type, merged.name, pair.userId, JSON.stringify(snapshots[0]?.undo ?? {}), JSON.stringify(moved)],
  );
  const mergeId = Number(rows[0]?.id);
  await tx.query(
    `INSERT INTO cv_merge_files (merge_id, file_id, team_id, file_name, format, content, text, created_at)
     SELECT $1, f.id, f.team_id, f.file_name, f.format, f.content, f.text, f.created_at FROM cv_files f WHERE f.resume_id = $2`,
    [mergeId, merged.id],
  );
  await tx.query('DELETE FROM resumes WHERE id = $1', [merged.id]);
  return mergeId;
}

/** Ids listed in the merge's undo data under `key`. */
const undoIds = (key: string) => `(SELECT (jsonb_array_elements_text(m.undo -> '${key}'))::bigint FROM cv_merges m WHERE m.id = $1)`;

/**
 * Undoes a merge inside the caller's transaction (its record locked, still undoable): the merged
 * CV comes back with its id, file, reveals, favourites and notes, and what was moved to the kept
 * CV moves back. What was added to the kept CV since stays with it.
 */
export async function undoInTransaction(tx: Queryable, mergeId: number, userId: string): Promise<void> {
  await tx.query(
    `INSERT INTO resumes SELECT * FROM jsonb_populate_record(NULL::resumes, (SELECT m.undo -> 'resume' FROM cv_merges m WHERE m.id = $1))`,
    [mergeId],
  );
  await tx.query(
    `INSERT INTO cv_files (id, team_id, resume_id, file_name, format, content, text, created_at)
     SELECT f.file_id, f.team_id, m.merged_resume_id, f.file_name, f.format, f.content, f.text, f.created_at
       FROM cv_merge_files f JOIN cv_merges m ON m.id = f.merge_id WHERE f.merge_id = $1`,
    [mergeId],
  );
  const back = (table: string, key: string) =>
    tx.query(
      `UPDATE ${table} t SET resume_id = m.merged_resume_id FROM cv_merges m
        WHERE m.id = $1 AND t.resume_id = m.kept_resume_id AND t.id IN ${undoIds(key)}`,
      [mergeId],
    );
  await back('applications', 'applications');
  await back('cv_views', 'cvViews');
  await back('mail_messages', 'mailMessages');
  await tx.query(
    `UPDATE mailing_recipients t SET resume_id = m.merged_resume_id FROM cv_merges m
      WHERE m.id = $1 AND t.resume_id IS NULL AND t.id IN ${undoIds('mailingRecipients')}`,
    [mergeId],
  );
  await tx.query(
    `DELETE FROM favourites f USING cv_merges m, resumes k
      WHERE m.id = $1 AND k.id = m.kept_resume_id AND f.resume_type = k.type AND f.resume_id = k.id AND f.list_id IN ${undoIds('favouriteLists')}`,
    [mergeId],
  );
  await tx.query(
    `INSERT INTO favourites SELECT * FROM jsonb_populate_recordset(NULL::favourites, (SELECT m.undo -> 'favourites' FROM cv_merges m WHERE m.id = $1))
     ON CONFLICT DO NOTHING`,
    [mergeId],
  );
  // The kept CV's notes of the users whose notes were joined go back to what they were.
  await tx.query(
    `DELETE FROM favourite_notes n USING cv_merges m, resumes k
      WHERE m.id = $1 AND k.id = m.kept_resume_id AND n.resume_type = k.type AND n.resume_id = k.id
        AND n.user_id IN (SELECT (jsonb_array_elements(m.undo -> 'notes') ->> 'user_id')::uuid)`,
    [mergeId],
  );
  await tx.query(
    `INSERT INTO favourite_notes
     SELECT * FROM jsonb_populate_recordset(NULL::favourite_notes, (SELECT (m.undo -> 'keptNotes') || (m.undo -> 'notes') FROM cv_merges m WHERE m.id = $1))
     ON CONFLICT DO NOTHING`,
    [mergeId],
  );
  await tx.query(
    `INSERT INTO contact_reveals SELECT * FROM jsonb_populate_recordset(NULL::contact_reveals, (SELECT m.undo -> 'reveals' FROM cv_merges m WHERE m.id = $1))
     ON CONFLICT DO NOTHING`,
    [mergeId],
  );
  await tx.query('DELETE FROM cv_merge_files WHERE merge_id = $1', [mergeId]);
  await tx.query('UPDATE cv_merges SET undone_at = now(), undone_by = $2, undo = NULL WHERE id = $1', [mergeId, userId]);
}

/**
 * Ends the undo of merges past their day: their copies of the merged CVs (personal data) and
 * files are deleted; the record of who merged what and when stays. Returns how many ended.
 */
export async function expireMerges(db: Queryable, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `UPDATE cv_merges SET undo = NULL
      WHERE undo IS NOT NULL AND merged_at < $1::timestamptz - make_interval(hours => $2) RETURNING id`,
    [now.toISOString(), CV_MERGE_UNDO_HOURS],
  );
  // Every ended merge's file, not only this run's: a run killed between the two statements left some.
  await db.query('DELETE FROM cv_merge_files f USING cv_merges m WHERE m.id = f.merge_id AND m.undo IS NULL');
  return rows.length;
}
