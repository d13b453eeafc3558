import { CV_PREVIEW_CHARS, type CvDraft, type CvFileDraft, type CvFileFormat } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { findDuplicates, probeOfDraft } from '../duplicates';

/**
 * A draft of the team still waiting for review, answered as the file import answered it (its
 * duplicates looked for again, as the team's CVs may have changed since); `null` when the team has
 * no such draft (another team's, or saved already). The reading's warnings are not kept: none.
 */
export async function storedDraft(db: Queryable, teamId: string, draftId: string): Promise<CvFileDraft | null> {
  const { rows } = await db.query<{ file_name: string; format: CvFileFormat; text: string; draft: CvDraft }>(
    'SELECT file_name, format, text, draft FROM cv_files WHERE id = $1 AND team_id = $2 AND resume_id IS NULL AND draft IS NOT NULL',
    [draftId, teamId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  const duplicates = await findDuplicates(db, teamId, probeOfDraft(row.draft));
  return {
    index: 0,
    fileName: row.file_name,
    status: 'draft',
    draftId,
    format: row.format,
    draft: row.draft,
    preview: row.text.slice(0, CV_PREVIEW_CHARS),
    warnings: [],
    duplicates,
  };
}
