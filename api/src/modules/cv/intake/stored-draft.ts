import { CV_FILE_WARNINGS, CV_PREVIEW_CHARS, type CvDraft, type CvFileDraft, type CvFileFormat, type CvFileWarning } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { findDuplicates, probeOfDraft } from '../duplicates';

/** A warning this code knows (one no longer written reads as none). */
function isWarning(value: string): value is CvFileWarning {
  return CV_FILE_WARNINGS.some((warning) => warning === value);
}

/**
 * A draft of the team still waiting for review, answered as the file import answered it (its
 * duplicates looked for again, as the team's CVs may have changed since); `null` when the team has
 * no such draft (another team's, or saved already), with the warnings its reading gave.
 */
export async function storedDraft(db: Queryable, teamId: string, draftId: string): Promise<CvFileDraft | null> {
  const { rows } = await db.query<{ file_name: string; format: CvFileFormat; text: string; draft: CvDraft; warnings: string[] }>(
    'SELECT file_name, format, text, draft, warnings FROM cv_files WHERE id = $1 AND team_id = $2 AND resume_id IS NULL AND draft IS NOT NULL',
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
    warnings: row.warnings.filter(isWarning),
    duplicates,
  };
}
