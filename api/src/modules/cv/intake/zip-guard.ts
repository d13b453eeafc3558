import { inflateRawSync } from 'node:zlib';

/** Why an archive was refused before anything read it. */
export type ZipProblem = { kind: 'unpacked_too_large' } | { kind: 'unreadable'; detail: string };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
/** Entries of a real DOCX: a few dozen; thousands mean a hostile or broken archive. */
const MAX_ENTRIES = 5000;

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65 535.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

/**
 * Checks what a ZIP archive (a DOCX) unpacks to by unpacking it, each entry capped at what is left
 * of `maxUnpackedBytes`: the sizes an archive declares can lie, zlib's output limit cannot. A zip
 * bomb stops at the cap instead of filling the memory of the reader that would come next.
 *
 * @returns null when the archive is within the limit, else the problem.
 */
export function checkZipArchive(bytes: Buffer, maxUnpackedBytes: number): ZipProblem | null {
  const end = findEndOfDirectory(bytes);
  if (end < 0) return { kind: 'unreadable', detail: 'no ZIP directory' };
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (entries > MAX_ENTRIES) return { kind: 'unpacked_too_large' };
  let left = maxUnpackedBytes;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return { kind: 'unreadable', detail: 'a damaged ZIP directory' };
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const declaredSize = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localAt = bytes.readUInt32LE(at + 42);
    at += 46 + nameLength + extraLength + commentLength;
    if (declaredSize > left) return { kind: 'unpacked_too_large' };
    if (localAt + 30 > bytes.length || bytes.readUInt32LE(localAt) !== LOCAL_HEADER) return { kind: 'unreadable', detail: 'a damaged ZIP entry' };
    const dataAt = localAt + 30 + bytes.readUInt16LE(localAt + 26) + bytes.readUInt16LE(localAt + 28);
    const data = bytes.subarray(dataAt, dataAt + compressedSize);
    if (method === STORED) {
      left -= data.length;
    } else if (method === DEFLATED) {
      try {
        // One byte over what is left: reaching it is the proof the entry is too big.
        left -= inflateRawSync(data, { maxOutputLength: left + 1 }).length;
      } catch (error) {
        // zlib's "output over maxOutputLength" (by code: the error may come from another realm).
        if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ERR_BUFFER_TOO_LARGE') return { kind: 'unpacked_too_large' };
        return { kind: 'unreadable', detail: 'a damaged ZIP entry' };
      }
    } else {
      return { kind: 'unreadable', detail: `a ZIP compression method (${method}) a DOCX does not use` };
    }
    if (left < 0) return { kind: 'unpacked_too_large' };
  }
  return null;
}
