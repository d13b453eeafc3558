import type { CvDraft } from '@platform/contract';
import { type Extraction, extractFileText } from './extract';
import { recogniseDraft } from './recognise';

/** A file read: its text with the fields recognised in it, or why it was refused. */
export type FileReading = Extract<Extraction, { ok: false }> | (Extract<Extraction, { ok: true }> & { draft: CvDraft });

/** Reads a CV file and recognises its fields: the CPU-heavy part of an import (file-reader.ts runs it off the API's thread). */
export async function readCvFile(fileName: string, bytes: Buffer): Promise<FileReading> {
  const extraction = await extractFileText(fileName, bytes);
  return extraction.ok ? { ...extraction, draft: recogniseDraft(extraction.text) } : extraction;
}
