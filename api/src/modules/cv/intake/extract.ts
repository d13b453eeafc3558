import { fileTypeFromBuffer } from 'file-type';
import mammoth from 'mammoth';
import { CV_INTAKE_LIMITS, type CvFileFormat, type CvFileRefusal, type CvFileWarning } from '@platform/contract';
import { extractPdfText, PdfRefusal } from './extract-pdf';
import { checkZipArchive } from './zip-guard';

/** A file's text, or why it was refused (a message naming the limit or the problem). */
export type Extraction =
  | { ok: true; format: CvFileFormat; text: string; warnings: CvFileWarning[] }
  | { ok: false; code: CvFileRefusal; message: string; params: Record<string, string | number> };

const MIB = 1024 * 1024;
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function refuse(code: CvFileRefusal, message: string, params: Record<string, string | number> = {}): Extraction {
  return { ok: false, code, message, params };
}

/** The format a file's name claims, by its extension. */
function claimedFormat(fileName: string): CvFileFormat | 'other' {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return extension === 'pdf' || extension === 'docx' ? extension : 'other';
}

/** What a file's content is, by its bytes (never by its name). */
async function detectedFormat(bytes: Buffer): Promise<{ format: CvFileFormat | null; described: string }> {
  const type = await fileTypeFromBuffer(bytes);
  if (type === undefined) return { format: null, described: 'not a file type we know' };
  if (type.ext === 'pdf' || type.ext === 'docx') return { format: type.ext, described: type.ext.toUpperCase() };
  return { format: null, described: `${type.mime} (.${type.ext})` };
}

/** Collapses the spaces of each line and the runs of blank lines; caps the length. */
function tidy(text: string): { text: string; truncated: boolean } {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim());
  const tidied = lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  const truncated = tidied.length > CV_INTAKE_LIMITS.maxTextChars;
  return { text: truncated ? tidied.slice(0, CV_INTAKE_LIMITS.maxTextChars) : tidied, truncated };
}

/** A ZIP's check before anything (file-type, mammoth) unpacks it: null when it may be read. */
function zipRefusal(bytes: Buffer): Extraction | null {
  const problem = checkZipArchive(bytes, CV_INTAKE_LIMITS.maxUnpackedBytes);
  if (problem === null) return null;
  if (problem.kind === 'unpacked_too_large') {
    const limit = CV_INTAKE_LIMITS.maxUnpackedBytes / MIB;
    return refuse('unpacked_too_large', `The archive unpacks to more than ${limit} MB (the limit): it was not read.`, { limitMb: limit });
  }
  return refuse('unreadable', `The file is a damaged archive (${problem.detail}).`);
}

async function docxText(bytes: Buffer): Promise<Extraction> {
  let raw: string;
  try {
    raw = (await mammoth.extractRawText({ buffer: bytes })).value;
  } catch {
    return refuse('unreadable', 'The DOCX is damaged: its document could not be read.');
  }
  const { text, truncated } = tidy(raw);
  if (text === '') return refuse('no_text', 'The DOCX has no text.');
  return { ok: true, format: 'docx', text, warnings: truncated ? ['text_truncated'] : [] };
}

async function pdfText(bytes: Buffer): Promise<Extraction> {
  try {
    const extracted = await extractPdfText(bytes, CV_INTAKE_LIMITS.maxPdfPages);
    const { text, truncated } = tidy(extracted.text);
    const warnings: CvFileWarning[] = [];
    if (extracted.scripts) warnings.push('scripts_ignored');
    if (extracted.pagesTruncated) warnings.push('pages_truncated');
    if (truncated) warnings.push('text_truncated');
    if (text === '') return refuse('no_text', 'No text: a scanned image; OCR is not supported.');
    return { ok: true, format: 'pdf', text, warnings };
  } catch (error) {
    if (!(error instanceof PdfRefusal)) throw error;
    if (error.reason === 'encrypted') return refuse('encrypted', 'The PDF is protected with a password: save it without one and import it again.');
    return refuse('unreadable', 'The PDF is damaged: it could not be read.');
  }
}

/**
 * The text of an imported file, checked by its content: a PDF or a DOCX, within the size limits,
 * not protected, with text in it. Nothing it carries is run (PDF scripts are only noticed).
 */
export async function extractFileText(fileName: string, bytes: Buffer): Promise<Extraction> {
  if (bytes.length > CV_INTAKE_LIMITS.maxFileBytes) {
    const limit = CV_INTAKE_LIMITS.maxFileBytes / MIB;
    return refuse('too_large', `The file is larger than ${limit} MB (the limit for one file).`, { limitMb: limit });
  }
  const claimed = claimedFormat(fileName);
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    const refusal = zipRefusal(bytes);
    if (refusal !== null) return refusal;
  }
  const { format, described } = await detectedFormat(bytes);
  if (format === null) {
    if (claimed !== 'other') {
      return refuse('name_mismatch', `The file is named .${claimed} but its content is ${described}.`, { claimed, actual: described });
    }
    return refuse('unsupported_format', `Only PDF and DOCX files are imported; this one is ${described}.`, { actual: described });
  }
  if (claimed !== 'other' && claimed !== format) {
    return refuse('name_mismatch', `The file is named .${claimed} but its content is ${described}.`, { claimed, actual: described });
  }
  return format === 'pdf' ? pdfText(bytes) : docxText(bytes);
}
