import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, ftruncateSync, linkSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { currentProcessIdentity, parseProcessIdentity, processState, type ProcessIdentity } from './process-identity';

/**
 * One lock of a folder shared by processes that must not write it at once: the embedded database's
 * data folder (two PGlite openers corrupt it) and the release store (two releases would switch over
 * each other). Both use this module.
 *
 * The lock is a file created exclusively, holding a **lease** the holder renews, a **fencing
 * token** (higher than every earlier holder's, so a holder that lost the lock can tell before it
 * writes) and the holder's **process identity**. A lock is taken over only when its lease has run
 * out *and* its process is not known to run: a lease alone would hand the folder to a second writer
 * whenever the holder's event loop is blocked past it (a long PGlite statement, a GC pause), and a
 * PID alone is reused (in containers at once), so the identity is the PID with the kernel's start
 * time of that PID, on the same host and boot. A holder on another host or container sharing the
 * folder cannot be seen: only its lease counts then.
 */

/** What a lock file records. `info` is the user's own (the embedded server's port). */
export interface LeaseRecord {
  id: string;
  /** For messages: `host pid N`. */
  owner: string;
  pid: number;
  token: number;
  expiresAt: number;
  process?: ProcessIdentity;
  info: Record<string, number | string>;
}

/** The lock is held by another live process (or another opener in this one). */
export class LeaseHeldError extends Error {
  override readonly name = 'LeaseHeldError';
  constructor(
    readonly lockFile: string,
    /** null while another opener is between creating the file and writing it. */
    readonly holder: LeaseRecord | null,
  ) {
    super(holder === null ? `${lockFile} is being taken by another process` : `${lockFile} is held by ${holder.owner} (lease until ${new Date(holder.expiresAt).toISOString()})`);
  }
}

export interface LeaseLockOptions {
  /** How long the lock stays valid without renewal. */
  leaseMs: number;
  now?: () => number;
  /** Renewed this often while held (a third of the lease by default); 0: never (tests). */
  renewEveryMs?: number;
  /**
   * Called when a renewal finds the lock taken over (this process was stopped past its lease and
   * its process could not be seen, e.g. from another container). Default: nothing.
   */
  onLost?: () => void;
  /** The identity recorded for the holder (default: this process's); `null` records none. */
  identity?: ProcessIdentity | null;
  /** Written into the record (and readable by others) from the start. */
  info?: Record<string, number | string>;
  /** The file of the last fencing token handed out, in the same folder (default `<file>-fence`). */
  fenceFile?: string;
}

/** A held lock. */
export interface LeaseLock {
  readonly path: string;
  readonly token: number;
  /** Whether the file still names this holder. */
  holds(): boolean;
  /** Rewrites the record's `info` (e.g. the port the folder is served on). */
  update(info: Record<string, number | string>): void;
  /** Removes the lock if this holder still has it; stops renewing. Safe to call twice. */
  release(): void;
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

function parseRecord(text: string): LeaseRecord | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const field = (name: string): unknown => Reflect.get(parsed, name);
  const pid = field('pid');
  const id = field('id');
  const owner = field('owner');
  const token = field('token');
  const expiresAt = field('expiresAt');
  const info = field('info');
  const holder = parseProcessIdentity(field('process'));
  const port = field('port');
  if (typeof id !== 'string' && typeof pid !== 'number') return null;
  const infoEntries =
    typeof info === 'object' && info !== null
      ? Object.entries(info).filter((entry): entry is [string, number | string] => typeof entry[1] === 'number' || typeof entry[1] === 'string')
      : [];
  // A record written before a field existed reads as expired, with no process to ask.
  return {
    id: typeof id === 'string' ? id : '',
    owner: typeof owner === 'string' ? owner : `pid ${typeof pid === 'number' ? pid : '?'}`,
    pid: typeof pid === 'number' ? pid : 0,
    token: typeof token === 'number' ? token : 0,
    expiresAt: typeof expiresAt === 'number' ? expiresAt : 0,
    info: Object.fromEntries(typeof port === 'number' ? [...infoEntries, ['port', port]] : infoEntries),
    ...(holder === null ? {} : { process: holder }),
  };
}

/** How often, and how far apart, a reader reads again a record it found torn. */
const TORN_READ_ATTEMPTS = 10;
const TORN_READ_PAUSE_MS = 5;
const pause = new Int32Array(new SharedArrayBuffer(4));

function readOnce(lockFile: string): LeaseRecord | null | 'missing' {
  try {
    return parseRecord(readFileSync(lockFile, 'utf8'));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'missing';
    throw error;
  }
}

/**
 * The lock file's record; `null` when unreadable, `'missing'` when there is none. The holder
 * rewrites its record in place on every renewal (truncate, then write), so a reader can land in
 * between and see an empty or torn file: such a read is tried again for a few milliseconds
 * before it counts as unreadable (a record still torn after that is being created, or corrupt).
 */
export function readLease(lockFile: string): LeaseRecord | null | 'missing' {
  for (let attempt = 1; ; attempt += 1) {
    const record = readOnce(lockFile);
    if (record !== null || attempt === TORN_READ_ATTEMPTS) return record;
    Atomics.wait(pause, 0, 0, TORN_READ_PAUSE_MS);
  }
}

/** Whether a record still holds its folder: its lease runs, or its process is known to run. */
export function leaseIsLive(record: LeaseRecord, now: number = Date.now()): boolean {
  return record.expiresAt > now || (record.process !== undefined && processState(record.process) === 'alive');
}

function createExclusive(path: string, contents: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    try {
      writeSync(fd, contents);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/** Rewrites the lock in place (same inode: `breakExpired` compares identities through a hard link). */
function rewrite(path: string, record: LeaseRecord): void {
  const fd = openSync(path, 'r+');
  try {
    ftruncateSync(fd, 0);
    writeSync(fd, JSON.stringify(record), 0);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Removes an expired lock so that of several openers seeing it expired, one removes it: each
 * hard-links it to a name made from its id, which only one can create, and checks the link still
 * names the expired lock before unlinking the lock file.
 */
function breakExpired(path: string, expired: LeaseRecord): void {
  const marker = `${path}.expired-${expired.token}-${expired.id || 'legacy'}`;
  try {
    linkSync(path, marker);
  } catch (error) {
    if (errorCode(error) === 'EEXIST' || errorCode(error) === 'ENOENT') return;
    throw error;
  }
  try {
    const linked = readLease(marker);
    if (linked !== 'missing' && linked !== null && linked.id === expired.id && linked.expiresAt === expired.expiresAt) rmSync(path, { force: true });
  } finally {
    rmSync(marker, { force: true });
  }
}

/** The next fencing token of the folder (only a holder writes the fence file). */
function nextToken(fence: string): number {
  let last = 0;
  try {
    last = Number(readFileSync(fence, 'utf8').trim()) || 0;
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  const temporary = `${fence}.${process.pid}.tmp`;
  writeFileSync(temporary, `${last + 1}\n`);
  renameSync(temporary, fence);
  return last + 1;
}

/**
 * Takes the lock `<dir>/<file>` (fencing tokens in `<dir>/<fenceFile>`).
 *
 * @throws LeaseHeldError while another live holder has it.
 */
export function acquireLeaseLock(dir: string, file: string, options: LeaseLockOptions): LeaseLock {
  const now = options.now ?? Date.now;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, file);
  const id = randomBytes(8).toString('hex');
  const identity = options.identity === undefined ? currentProcessIdentity() : options.identity;
  let info = options.info ?? {};
  let token = 0;
  const record = (): LeaseRecord => ({
    id,
    owner: `${hostname()} pid ${process.pid}`,
    pid: process.pid,
    token,
    expiresAt: now() + options.leaseMs,
    info,
    ...(identity === null ? {} : { process: identity }),
  });

  let acquired = createExclusive(path, JSON.stringify(record()));
  if (!acquired) {
    const holder = readLease(path);
    if (holder === null) throw new LeaseHeldError(path, null);
    if (holder === 'missing' || !leaseIsLive(holder, now())) {
      if (holder !== 'missing') breakExpired(path, holder);
      acquired = createExclusive(path, JSON.stringify(record()));
    }
    if (!acquired) {
      const current = readLease(path);
      throw new LeaseHeldError(path, current === 'missing' || current === null ? (holder === 'missing' ? null : holder) : current);
    }
  }
  token = nextToken(join(dir, options.fenceFile ?? `${file}-fence`));
  rewrite(path, record());

  const holds = () => {
    const current = readLease(path);
    return current !== 'missing' && current !== null && current.id === id;
  };
  const renewEvery = options.renewEveryMs ?? Math.max(1, Math.floor(options.leaseMs / 3));
  const renewal =
    renewEvery > 0
      ? setInterval(() => {
          if (holds()) {
            rewrite(path, record());
            return;
          }
          clearInterval(renewal);
          options.onLost?.();
        }, renewEvery)
      : undefined;
  renewal?.unref();
  let released = false;
  return {
    path,
    get token() {
      return token;
    },
    holds,
    update(next) {
      info = next;
      rewrite(path, record());
    },
    release() {
      if (released) return;
      released = true;
      if (renewal !== undefined) clearInterval(renewal);
      if (holds()) rmSync(path, { force: true });
    },
  };
}
