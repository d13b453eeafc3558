import type { ApiFieldError, CvDraft, CvFileFormat, CvFileWarning } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { validateResume } from '../json-resume';
import { buildResumeRow } from '../resume-row';
import { insertResumes, updateResume } from '../resume-store';
import { draftResume } from './draft-resume';

/** A file read and recognised, ready to be kept. */
export interface ExtractedFile {
  fileName: string;
  format: CvFileFormat;
  bytes: Buffer;
  text: string;
  draft: CvDraft;
  /** What the reading warned of, kept with a draft for its review. */
  warnings: readonly CvFileWarning[];
  /** The thread attachment the file came from (docs/intake.md: an e-mailed file), if it did. */
  attachmentId?: number;
}

/** Where the file's fields go wrong as a CV (the draft's paths: `draft.email`). */
export class DraftInvalid extends Error {
  constructor(readonly errors: ApiFieldError[]) {
    super('The draft is not a valid CV');
  }
}

/** JSON Resume paths → the draft's fields (`basics.email` → `draft.email`). */
function draftPath(path: string): string {
  return `draft.${path.replace(/^basics\.(location\.)?/, '')}`;
}

/** Keeps a file as a draft of the team (no CV yet): its id is the draft's. */
export async function storeDraft(db: Queryable, teamId: string, file: ExtractedFile): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO cv_files (team_id, file_name, format, content, text, draft, attachment_id, warnings)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::text[]) RETURNING id`,
    [teamId, file.fileName, file.format, file.bytes, file.text, JSON.stringify(file.draft), file.attachmentId ?? null, file.warnings],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('the draft was not stored');
  return id;
}

/** The team's earlier import of this e-mail (a re-import of the same person updates it). */
async function earlierImport(tx: Queryable, teamId: string, email: string): Promise<number | null> {
  if (email === '') return null;
  const { rows } = await tx.query<{ id: string }>(
    `SELECT id FROM resumes WHERE type = 'imported' AND team_id = $1 AND lower(resume->'basics'->>'email') = lower($2) ORDER BY id LIMIT 1`,
    [teamId, email],
  );
  return rows[0] === undefined ? null : Number(rows[0].id);
}

/**
 * Stores the CV of a file and links the file to it, inside the caller's transaction: the CV and
 * its original commit together or not at all. An earlier import of the same e-mail is updated,
 * its old file replaced by this one.
 */
async function saveInTransaction(tx: Queryable, teamId: string, fileId: string, text: string, draft: CvDraft): Promise<{ id: number; status: 'imported' | 'updated' }> {
  const validation = validateResume(draftResume(draft));
  if (!validation.ok) throw new DraftInvalid(validation.errors.map((error) => ({ ...error, path: draftPath(error.path) })));
  const now = new Date();
  const row = buildResumeRow(
    validation.value,
    { type: 'imported', username: null, ownerUserId: null, teamId, visibility: 'hidden', isDemo: false, updatedAt: now },
    now,
    text,
  );
  const earlier = await earlierImport(tx, teamId, draft.email);
  let id: number;
  if (earlier === null) {
    const [inserted] = await insertResumes(tx, [row]);
    if (inserted === undefined) throw new Error('the CV was not stored');
    id = inserted;
  } else {
    id = earlier;
    await updateResume(tx, id, row);
    // The replaced file's link to the e-mailed attachment it came from moves to the new file (when
    // that came from none), so "make a CV from this file" on that attachment still finds the CV.
    const replaced = await tx.query<{ attachment_id: string | null }>(
      'DELETE FROM cv_files WHERE resume_id = $1 AND id <> $2 RETURNING attachment_id',
      [id, fileId],
    );
    const attachmentId = replaced.rows.find((file) => file.attachment_id !== null)?.attachment_id;
    if (attachmentId !== undefined) {
      await tx.query('UPDATE cv_files SET attachment_id = $2 WHERE id = $1 AND attachment_id IS NULL', [fileId, attachmentId]);
    }
  }
  const status = earlier === null ? 'imported' : 'updated';
  await tx.query('UPDATE cv_files SET resume_id = $2, draft = NULL WHERE id = $1', [fileId, id]);
  return { id, status };
}

/** Saves a file as a CV at once (`save=true`, the CLI): the file row and the CV in one transaction. */
export async function saveFile(db: Database, teamId: string, file: ExtractedFile): Promise<{ id: number; status: 'imported' | 'updated' }> {
  return db.transaction(async (tx) => {
    const fileId = await storeDraft(tx, teamId, file);
    return saveInTransaction(tx, teamId, fileId, file.text, file.draft);
  });
}

/** Saves a draft of the team as the recruiter corrected it; 404 when the team has no such draft. */
export async function saveDraft(db: Database, teamId: string, draftId: string, draft: CvDraft): Promise<{ id: number; status: 'imported' | 'updated' }> {
  return db.transaction(async (tx) => {
    // Locked: two saves of one draft (a double click) make one CV, the second finds no draft.
    const { rows } = await tx.query<{ text: string }>(
      'SELECT text FROM cv_files WHERE id = $1 AND team_id = $2 AND resume_id IS NULL FOR UPDATE',
      [draftId, teamId],
    );
    const found = rows[0];
    if (found === undefined) throw new ApiError(404, 'not_found', 'There is no such draft: it was saved already or never existed.');
    return saveInTransaction(tx, teamId, draftId, found.text, draft);
  });
}

/** The original file of a team's imported CV, or null when the team has none for that CV. */
export async function findCvFile(db: Queryable, teamId: string, resumeId: number): Promise<{ fileName: string; format: CvFileFormat; content: Buffer } | null> {
  const { rows } = await db.query<{ file_name: string; format: CvFileFormat; content: Buffer }>(
    `SELECT f.file_name, f.format, f.content FROM cv_files f JOIN resumes r ON r.id = f.resume_id
      WHERE r.id = $1 AND r.type = 'imported' AND r.team_id = $2 AND f.team_id = $2`,
    [resumeId, teamId],
  );
  const row = rows[0];
  return row === undefined ? null : { fileName: row.file_name, format: row.format, content: Buffer.from(row.content) };
}
