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
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      const allowed = code === 0x09 || code === 0x0a || code === 0x0d;
      if ((code < 0x20 && !allowed) || code === 0x7f) return false;
    }
    return true;
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
