import { appendFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { acquireLeaseLock, LeaseHeldError, type LeaseLock } from '../../../api/src/lease/lease-lock';
import { isMissingFile, parseJsonAs } from './json-file';

/**
 * The log of the release endpoint's uses: `.deploy-log.jsonl` in the release store, one JSON object
 * a line, rotated by size. Before a line would take the file past `maxBytes`, the file becomes
 * `.deploy-log.1.jsonl` (the older ones move up to `.2`, `.3`…; those past `keep` are deleted) and
 * the line starts a new file. The audit (`audit.jsonl`) is another file, never rotated.
 *
 * Appends take no lock: each is one `write` of one line to a file opened for appending, so lines
 * never interleave, and a line whose writer opened the file just before a rotation lands in the
 * rotated file, complete. Only the renames take a lock of their own, `.deploy-log.lock` (a lease,
 * as the releases lock): two writers seeing the file full at once would otherwise both rotate,
 * moving a fresh, nearly empty file up and deleting a full one too early. The releases lock is not
 * used: it is held for a whole release, and a line (a `LOCKED` refusal among them) must never wait
 * for it or fail on it; a writer that finds the rotation lock held simply appends (the holder is
 * rotating at that moment).
 */

export const DEPLOY_LOG_FILE = '.deploy-log.jsonl';
const ROTATION_LOCK = '.deploy-log.lock';
const ROTATED_FILE = /^\.deploy-log\.([1-9][0-9]{0,5})\.jsonl$/;
/** A rotation takes a few renames: a holder gone for this long has died. */
const ROTATION_LEASE_MS = 10_000;

/** When the log is rotated and how many rotated files are kept (`DEPLOY_LOG_MAX_BYTES`, `DEPLOY_LOG_KEEP`). */
export interface DeployLogLimits {
  /** The current file never grows past this (unless one line alone is larger). */
  maxBytes: number;
  /** Rotated files kept: `.deploy-log.1.jsonl` (newest) to `.deploy-log.<keep>.jsonl`. */
  keep: number;
}

export const DEFAULT_DEPLOY_LOG_LIMITS: DeployLogLimits = { maxBytes: 4 * 1024 * 1024, keep: 5 };

/** One use of the release endpoint, allowed or refused. */
export interface DeployLogEntry {
  at: string;
  /** `deploy token <id> (<label>)`, or `unauthenticated`. */
  by: string;
  action: 'release' | 'rollback';
  app: string;
  /** The HTTP status answered. */
  status: number;
  /** The version released or made current, or the reason of a refusal. */
  outcome: string;
}

const entrySchema = z.object({
  at: z.string(),
  by: z.string(),
  action: z.enum(['release', 'rollback']),
  app: z.string(),
  status: z.number(),
  outcome: z.string(),
});

function rotatedFile(index: number): string {
  return `.deploy-log.${index}.jsonl`;
}

async function sizeOf(file: string): Promise<number> {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if (isMissingFile(error)) return 0;
    throw error;
  }
}

/** The indexes of the rotated files present, newest (1) first. */
async function rotatedIndexes(releasesDir: string): Promise<number[]> {
  const names = await readdir(releasesDir);
  return names
    .map((name) => ROTATED_FILE.exec(name)?.[1])
    .filter((index) => index !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

function tryRotationLock(releasesDir: string): LeaseLock | undefined {
  try {
    return acquireLeaseLock(releasesDir, ROTATION_LOCK, { leaseMs: ROTATION_LEASE_MS, renewEveryMs: 0 });
  } catch (error) {
    if (error instanceof LeaseHeldError) return undefined;
    throw error;
  }
}

/** Makes room for a line of `lineBytes`: the current file becomes `.1`, unless another writer did it meanwhile. */
async function rotate(releasesDir: string, lineBytes: number, limits: DeployLogLimits): Promise<void> {
  const lock = tryRotationLock(releasesDir);
  if (!lock) return;
  try {
    const current = path.join(releasesDir, DEPLOY_LOG_FILE);
    // Looked at again under the lock: a writer that rotated first left a short file.
    const size = await sizeOf(current);
    if (size === 0 || size + lineBytes <= limits.maxBytes) return;
    // Oldest first, so no rename replaces a file that has not moved yet.
    for (const index of (await rotatedIndexes(releasesDir)).reverse()) {
      const from = path.join(releasesDir, rotatedFile(index));
      if (index >= limits.keep) await rm(from, { force: true });
      else await rename(from, path.join(releasesDir, rotatedFile(index + 1)));
    }
    await rename(current, path.join(releasesDir, rotatedFile(1)));
  } finally {
    lock.release();
  }
}

/** Appends one use to `.deploy-log.jsonl`, rotating the file first when the line would take it past `limits.maxBytes`. */
export async function logDeployUse(releasesDir: string, entry: DeployLogEntry, limits: DeployLogLimits = DEFAULT_DEPLOY_LOG_LIMITS): Promise<void> {
  await mkdir(releasesDir, { recursive: true });
  const line = `${JSON.stringify(entry)}\n`;
  const lineBytes = Buffer.byteLength(line);
  const current = path.join(releasesDir, DEPLOY_LOG_FILE);
  const size = await sizeOf(current);
  if (size > 0 && size + lineBytes > limits.maxBytes) {
    // Best effort: a rotation that fails (a file moved by hand meanwhile) leaves the line to the
    // current file, so the use is logged either way and the next line tries again.
    await rotate(releasesDir, lineBytes, limits).catch(() => undefined);
  }
  await appendFile(current, line, { mode: 0o640 });
}

/** The log's files, oldest first, each with its inode (a rotation changes which inode a name has). */
async function logFiles(releasesDir: string): Promise<Array<{ name: string; inode: number }>> {
  let indexes: number[];
  try {
    indexes = await rotatedIndexes(releasesDir);
  } catch (error) {
    if (isMissingFile(error)) return [];
    throw error;
  }
  const names = [...indexes.reverse().map(rotatedFile), DEPLOY_LOG_FILE];
  const files = await Promise.all(
    names.map(async (name) => {
      try {
        return [{ name, inode: (await stat(path.join(releasesDir, name))).ino }];
      } catch (error) {
        if (isMissingFile(error)) return [];
        throw error;
      }
    }),
  );
  return files.flat();
}

const sameFiles = (a: ReadonlyArray<{ name: string; inode: number }>, b: ReadonlyArray<{ name: string; inode: number }>) =>
  a.length === b.length && a.every((file, index) => file.name === b[index]?.name && file.inode === b[index]?.inode);

async function readText(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return '';
    throw error;
  }
}

/**
 * The uses logged, oldest first, across the rotated files and the current one. A rotation while
 * they are read would show some lines twice or not at all: the files are read again then.
 */
export async function readDeployLog(releasesDir: string): Promise<DeployLogEntry[]> {
  let texts: string[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const before = await logFiles(releasesDir);
    texts = await Promise.all(before.map((file) => readText(path.join(releasesDir, file.name))));
    if (sameFiles(before, await logFiles(releasesDir))) break;
  }
  return texts
    .flatMap((text) => text.split('\n'))
    .filter((line) => line !== '')
    .flatMap((line) => {
      const parsed = parseJsonAs(entrySchema, line);
      return parsed.ok ? [parsed.value] : [];
    });
}
