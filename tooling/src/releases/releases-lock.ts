import { mkdir, open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { errorCode, isMissingFile } from './json-file';
import { ReleaseError } from './release-error';

const LOCK_FILE = '.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return errorCode(error) === 'EPERM';
  }
}

async function readLockHolder(lockFile: string): Promise<number | undefined> {
  try {
    const pid = Number((await readFile(lockFile, 'utf8')).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
}

async function acquire(lockFile: string): Promise<boolean> {
  try {
    const handle = await open(lockFile, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Runs `action` while holding `releases/.lock`. Atomic writes keep each file whole, but two
 * operators releasing different apps at once would still each write a manifest without the other's
 * change; the lock serializes them. A lock left by a process that no longer runs is taken over.
 */
export async function withReleasesLock<T>(releasesDir: string, action: () => Promise<T>): Promise<T> {
  await mkdir(releasesDir, { recursive: true });
  const lockFile = path.join(releasesDir, LOCK_FILE);
  if (!(await acquire(lockFile))) {
    const holder = await readLockHolder(lockFile);
    if (holder !== undefined && isAlive(holder)) {
      throw new ReleaseError('LOCKED', `Another release or rollback is running (pid ${holder}, ${lockFile}). Try again when it ends.`);
    }
    await rm(lockFile, { force: true });
    if (!(await acquire(lockFile))) {
      throw new ReleaseError('LOCKED', `Another release or rollback has just started (${lockFile}). Try again when it ends.`);
    }
  }
  try {
    return await action();
  } finally {
    await rm(lockFile, { force: true });
  }
}
