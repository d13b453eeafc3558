import { CV_PREVIEW_CHARS, CV_INTAKE_LIMITS, type CvFileResult } from '@platform/contract';
import type { Database } from '../../../db/database';
import { findDuplicates, probeOfDraft } from '../duplicates';
import { readFileInThread } from './file-reader';
import { DraftInvalid, saveFile, storeDraft } from './intake-store';

/** One file as it arrived: its name, its bytes, and whether it went over the size limit. */
export interface IncomingFile {
  index: number;
  fileName: string;
  bytes: Buffer;
  tooLarge: boolean;
  /** Save the CV at once instead of keeping a draft for review. */
  save: boolean;
  /** The thread attachment the file came from, kept with its draft. */
  attachmentId?: number;
}

const MIB = 1024 * 1024;

/** The name kept for a file: its last path segment, without control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? '';
  const clean = [...base].filter((char) => char >= ' ' && char !== '\u007f').join('').trim().slice(0, 255);
  return clean === '' ? 'file' : clean;
}

/**
 * Reads one file and keeps it: a draft for the recruiter's review, or (`save`) the CV at once.
 * A file that cannot be read is refused with the reason, and nothing of it is kept.
 */
export async function importFile(db: Database, teamId: string, incoming: IncomingFile): Promise<CvFileResult> {
  const fileName = cleanFileName(incoming.fileName);
  const head = { index: incoming.index, fileName };
  if (incoming.tooLarge) {
    const limit = CV_INTAKE_LIMITS.maxFileBytes / MIB;
    return { ...head, status: 'refused', code: 'too_large', message: `The file is larger than ${limit} MB (the limit for one file).`, params: { limitMb: limit } };
  }
  const extraction = await readFileInThread(fileName, incoming.bytes);
  if (!extraction.ok) return { ...head, status: 'refused', code: extraction.code, message: extraction.message, params: extraction.params };
  const { draft } = extraction;
  const file = { fileName, format: extraction.format, bytes: incoming.bytes, text: extraction.text, draft, warnings: extraction.warnings, attachmentId: incoming.attachmentId };
  if (incoming.save) {
    try {
      const saved = await saveFile(db, teamId, file);
      const duplicates = await findDuplicates(db, teamId, { ...probeOfDraft(draft), excludeId: saved.id });
      return { ...head, status: saved.status, id: saved.id, type: 'imported', format: extraction.format, draft, warnings: extraction.warnings, duplicates };
    } catch (error) {
      if (!(error instanceof DraftInvalid)) throw error;
      // What was recognised does not make a valid CV (a malformed e-mail): saved without it, for review.
    }
    const withoutContacts = { ...draft, email: '', phone: '' };
    try {
      const saved = await saveFile(db, teamId, { ...file, draft: withoutContacts });
      const duplicates = await findDuplicates(db, teamId, { ...probeOfDraft(withoutContacts), excludeId: saved.id });
      return { ...head, status: saved.status, id: saved.id, type: 'imported', format: extraction.format, draft: withoutContacts, warnings: extraction.warnings, duplicates };
    } catch (error) {
      if (!(error instanceof DraftInvalid)) throw error;
      return { ...head, status: 'refused', code: 'unreadable', message: `The recognised fields are not a valid CV: ${error.errors.map((problem) => `${problem.path}: ${problem.message}`).join('; ')}`, params: {} };
    }
  }
  const draftId = await storeDraft(db, teamId, file);
  const duplicates = await findDuplicates(db, teamId, probeOfDraft(draft));
  return { ...head, status: 'draft', draftId, format: extraction.format, draft, preview: extraction.text.slice(0, CV_PREVIEW_CHARS), warnings: extraction.warnings, duplicates };
}
