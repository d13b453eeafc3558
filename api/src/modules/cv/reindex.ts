import type { Queryable } from '../../db/database';
import { validateResume } from './json-resume';
import { SEARCH_VERSION, buildResumeRow } from './resume-row';
import { addToVocabulary } from './resume-store';

/** Rows re-indexed per statement round. */
const REINDEX_BATCH = 200;

interface StaleRow {
  id: string;
  resume: unknown;
  type: 'internal' | 'imported';
  team_id: string | null;
  visibility: 'public' | 'hidden';
  updated_at: Date;
  file_text: string | null;
}

/**
 * Rebuilds the search vector (and the suggestion vocabulary) of every CV written by an older
 * layout (`search_version` below {@link SEARCH_VERSION}): the text normalisation lives here, not in
 * SQL, so a migration cannot do it. Idempotent and resumable: each batch commits its rows with the
 * new version, so a restart carries on where a killed process stopped.
 *
 * @returns how many CVs were re-indexed.
 */
export async function reindexStaleResumes(db: Queryable): Promise<number> {
  let done = 0;
  for (;;) {
    const { rows } = await db.query<StaleRow>(
      `SELECT r.id, r.resume, r.type, r.team_id, r.visibility, r.updated_at, f.text AS file_text
         FROM resumes r LEFT JOIN cv_files f ON f.resume_id = r.id
        WHERE r.search_version < $1 ORDER BY r.id LIMIT $2`,
      [SEARCH_VERSION, REINDEX_BATCH],
    );
    if (rows.length === 0) return done;
    const built = rows.map((row) => {
      const validation = validateResume(row.resume);
      if (!validation.ok) return { id: row.id, row: null };
      const resumeRow = buildResumeRow(validation.value, {
        type: row.type,
        username: null,
        ownerUserId: null,
        teamId: row.team_id,
        visibility: row.visibility,
        isDemo: false,
        updatedAt: new Date(row.updated_at),
      }, new Date(), row.file_text);
      return { id: row.id, row: resumeRow };
    });
    for (const { id, row } of built) {
      if (row === null) {
        // A stored document the validator now refuses keeps its old vector rather than block the loop.
        await db.query('UPDATE resumes SET search_version = $2 WHERE id = $1', [id, SEARCH_VERSION]);
        continue;
      }
      const s = row.sections;
      await db.query(
        `UPDATE resumes SET search_version = $2, last_worked_on = $3::date,
                search_vector = resume_search_vector($4, $5, $6, $7, $8, $9, $10)
          WHERE id = $1`,
        [id, SEARCH_VERSION, row.lastWorkedOn, s.a, s.b, s.c, s.d, s.companies, s.positions, s.education],
      );
    }
    await addToVocabulary(db, built.flatMap(({ row }) => (row === null ? [] : [row])));
    done += rows.length;
  }
}
