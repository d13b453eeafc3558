import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from './errors';

/** The lock file's name inside a PGlite data folder. */
export const LOCK_FILE_NAME = 'platform.lock';

/** What the lock file records: who holds the folder and, for the embedded server, where it listens. */
export interface LockInfo {
  pid: number;
  /** Set by the embedded database server: the port it serves the database on. */
  port?: number;
}

/** Thrown when another live process (or another opener in this one) holds a data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockInfo,
  ) {
    super(
      `The embedded database folder ${dataDir} is already open in process ${holder.pid}` +
        (holder.port === undefined ? '' : ` (serving it on port ${holder.port})`) +
        '. PGlite allows one opener per folder: stop that process, connect through it, or use another DATA_DIR.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock on a data folder. */
export interface DataDirLock {
  readonly path: string;
  /** Rewrites the lock file (e.g. to publish the port the folder is served on). */
  update(info: Omit<LockInfo, 'pid'>): void;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) === 'EPERM';
  }
}

function isRecent(path: string): boolean {
  try {
    return Date.now() - statSync(path).mtimeMs < 10_000;
  } catch {
    return false; // gone meanwhile: the next attempt will tell
  }
}

/** Reads the lock file of a data folder; `null` when there is none or it is unreadable. */
export function readLock(dataDir: string): LockInfo | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || !('pid' in parsed) || typeof parsed.pid !== 'number') {
      return null;
    }
    const port = 'port' in parsed && typeof parsed.port === 'number' ? parsed.port : undefined;
    return port === undefined ? { pid: parsed.pid } : { pid: parsed.pid, port };
  } catch {
    return null;
  }
}

/** Reads the lock of a data folder and returns it only when its holder is still running. */
export function readLiveLock(dataDir: string): LockInfo | null {
  const info = readLock(dataDir);
  return info !== null && isAlive(info.pid) ? info : null;
}

/**
 * Takes the exclusive lock of a data folder. PGlite itself does not lock its folder, and two
 * processes writing one folder corrupt it, so every opener goes through here. A lock left by a
 * process that no longer runs (killed) is taken over.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      // 'wx' fails when the file exists: the create is the atomic test-and-set.
      const fd = openSync(path, 'wx');
      writeFileSync(fd, JSON.stringify({ pid: process.pid }));
      closeSync(fd);
      let released = false;
      return {
        path,
        update(info) {
          writeFileSync(path, JSON.stringify({ ...info, pid: process.pid }));
        },
        release() {
          if (released) return;
          released = true;
          rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
      const holder = readLock(dataDir);
      if (holder !== null && isAlive(holder.pid)) throw new DataDirLockedError(dataDir, holder);
      if (holder === null && isRecent(path)) {
        // Unreadable but fresh: another opener is between creating and writing it.
        throw new Error(`The embedded database folder ${dataDir} is being opened by another process; try again.`, {
          cause: error,
        });
      }
      // Its holder is gone (killed): take the lock over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${path}: it keeps reappearing.`);
}
