import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ReleaseError } from './release-error';

/**
 * A build folder packed as a gzip-compressed tar archive (`tar czf build.tgz -C dist .`, or
 * `npm pack`'s layout), read strictly: only regular files and folders, relative paths that stay
 * inside, within size limits. A link, a device or a path climbing out is refused, never unpacked.
 */

/** Limits of one archive: what a remote's build can need, far below what could fill a disk. */
export interface ArchiveLimits {
  /** Bytes of the unpacked files together. */
  maxBytes: number;
  /** Number of files. */
  maxFiles: number;
}

export const DEFAULT_ARCHIVE_LIMITS: ArchiveLimits = { maxBytes: 256 * 1024 * 1024, maxFiles: 10_000 };

const BLOCK = 512;

function invalid(label: string, reason: string): ReleaseError {
  return new ReleaseError('INVALID_BUILD', `${label} is not a build archive the platform accepts: ${reason}`);
}

function text(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? field.length : end).toString('utf8');
}

function octal(block: Buffer, start: number, length: number): number | undefined {
  const digits = text(block, start, length).trim();
  return /^[0-7]+$/.test(digits) ? Number.parseInt(digits, 8) : undefined;
}

function checksumMatches(block: Buffer): boolean {
  const recorded = octal(block, 148, 8);
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 0x20 : (block[index] ?? 0);
  return recorded === sum;
}

/** The `path` of a pax extended header (`<length> path=<value>\n` records), if it has one. */
function paxPath(data: Buffer): string | undefined {
  let found: string | undefined;
  for (const record of data.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/s.exec(record);
    if (match) found = match[1];
  }
  return found;
}

/** A member's path made relative and checked: no absolute path, no `..`, no empty or odd segment. */
function safeRelative(label: string, name: string): string | undefined {
  const parts = name.split('/').filter((part) => part !== '' && part !== '.');
  if (name.startsWith('/') || name.includes('\\') || parts.some((part) => part === '..' || part.includes('\0'))) {
    throw invalid(label, `the entry "${name}" would be written outside the build folder.`);
  }
  return parts.length === 0 ? undefined : parts.join('/');
}

/** The files of an archive: relative path → bytes. */
export function readBuildArchive(label: string, archive: Buffer, limits: ArchiveLimits = DEFAULT_ARCHIVE_LIMITS): Map<string, Buffer> {
  let tar: Buffer;
  try {
    tar = gunzipSync(archive, { maxOutputLength: limits.maxBytes + limits.maxFiles * 2 * BLOCK + 2 * BLOCK });
  } catch (error) {
    const reason = error instanceof RangeError ? `it unpacks to more than ${limits.maxBytes} bytes.` : 'it is not gzip-compressed (expected a .tgz).';
    throw invalid(label, reason);
  }
  const files = new Map<string, Buffer>();
  let total = 0;
  let longName: string | undefined;
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    if (!checksumMatches(header)) throw invalid(label, `the tar header at byte ${offset} is damaged (checksum).`);
    const size = octal(header, 124, 12);
    if (size === undefined) throw invalid(label, `the tar header at byte ${offset} has no valid size.`);
    const dataStart = offset + BLOCK;
    const data = tar.subarray(dataStart, dataStart + size);
    if (data.length < size) throw invalid(label, 'it is truncated.');
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = text(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    if (type === 'L' || type === 'x') {
      longName = type === 'L' ? text(data, 0, data.length) : paxPath(data);
      continue;
    }
    longName = undefined;
    if (type === 'g' || type === '5') continue;
    if (type !== '0' && type !== '\0') {
      throw invalid(label, `the entry "${name}" is a link or a special file; only plain files are accepted.`);
    }
    const relative = safeRelative(label, name);
    if (relative === undefined) continue;
    total += size;
    if (total > limits.maxBytes) throw invalid(label, `its files hold more than ${limits.maxBytes} bytes.`);
    if (files.size >= limits.maxFiles) throw invalid(label, `it holds more than ${limits.maxFiles} files.`);
    if (files.has(relative)) throw invalid(label, `it holds "${relative}" twice.`);
    files.set(relative, Buffer.from(data));
  }
  if (files.size === 0) throw invalid(label, 'it holds no files.');
  return stripBuildFolder(files);
}

/**
 * The build's own files: when `build.json` is not at the archive's root but every file is under
 * one folder that has it (`dist/`, or npm pack's `package/`), that folder is the build.
 */
function stripBuildFolder(files: Map<string, Buffer>): Map<string, Buffer> {
  if (files.has('build.json')) return files;
  const tops = new Set([...files.keys()].map((file) => file.split('/')[0]));
  const [top] = tops;
  if (tops.size !== 1 || top === undefined || !files.has(`${top}/build.json`)) return files;
  return new Map([...files].map(([file, data]) => [file.slice(top.length + 1), data]));
}

/** Writes the files of an archive into `folder` (which is created); a file and a folder of one name is refused. */
export async function writeArchiveFiles(label: string, files: Map<string, Buffer>, folder: string): Promise<void> {
  const names = new Set(files.keys());
  for (const file of names) {
    const parts = file.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) {
      if (names.has(parts.slice(0, depth).join('/'))) throw invalid(label, `"${parts.slice(0, depth).join('/')}" is both a file and a folder.`);
    }
  }
  await mkdir(folder, { recursive: true });
  for (const [file, data] of files) {
    const target = path.join(folder, ...file.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data, { flag: 'wx' });
  }
}
