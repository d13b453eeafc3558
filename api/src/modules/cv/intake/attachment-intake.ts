import { type AttachmentCvResponse, CV_INTAKE_LIMITS } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { importFile } from './import-file';
import { storedDraft } from './stored-draft';

/** A file e-mailed to an application's thread, as it is stored. */
export interface ThreadAttachmentFile {
  id: number;
  filename: string;
  content: Buffer;
}

/** What the team made from this attachment before: its draft or its CV. */
async function madeBefore(db: Queryable, teamId: string, attachmentId: number): Promise<AttachmentCvResponse | null> {
  const { rows } = await db.query<{ id: string; resume_id: string | null }>('SELECT id, resume_id FROM cv_files WHERE team_id = $1 AND attachment_id = $2', [
    teamId,
    attachmentId,
  ]);
  const row = rows[0];
  if (row === undefined) return null;
  if (row.resume_id !== null) return { from: 'cv', cv: { type: 'imported', id: Number(row.resume_id) } };
  const draft = await storedDraft(db, teamId, row.id);
  return draft === null ? null : { from: 'draft', result: draft };
}

/**
 * "Make a CV from this file": the attachment goes through the file import (read, recognised, kept
 * as a draft with its duplicates, or refused with the reason). A second click answers the draft or
 * the CV made from the same attachment before; two clicks at once make one draft (a unique index).
 */
export async function importAttachment(db: Database, teamId: string, attachment: ThreadAttachmentFile): Promise<AttachmentCvResponse> {
  const before = await madeBefore(db, teamId, attachment.id);
  if (before !== null) return before;
  try {
    const result = await importFile(db, teamId, {
      index: 0,
      fileName: attachment.filename,
      bytes: attachment.content,
      tooLarge: attachment.content.length > CV_INTAKE_LIMITS.maxFileBytes,
      save: false,
      attachmentId: attachment.id,
    });
    return { from: 'new', result };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const concurrent = await madeBefore(db, teamId, attachment.id);
    if (concurrent === null) throw error;
    return concurrent;
  }
}
