import { fileTypeFromBuffer } from 'file-type';

/**
 * Types a reply may bring, as found in the file's bytes (magic numbers): documents and images a
 * candidate sends (a CV, a certificate, a portfolio picture). The name and the type the sender
 * declared decide nothing: an `.exe` named `cv.pdf` is found out and dropped.
 */
const ACCEPTED_TYPES: ReadonlySet<string> = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/x-cfb',
  'application/rtf',
]);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text has no magic number: a file of valid UTF-8 without control bytes (tabs and line breaks aside) is plain text. */
function isPlainText(content: Buffer): boolean {
  if (content.length === 0) return false;
  try {
    const text = utf8.decode(content);
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/** The type found in `content` when it is one a thread keeps, else `null` (the file is dropped). */
export async function acceptedTypeOf(content: Buffer): Promise<string | null> {
  const found = await fileTypeFromBuffer(content);
  if (found !== undefined) return ACCEPTED_TYPES.has(found.mime) ? found.mime : null;
  return isPlainText(content) ? 'text/plain' : null;
}
