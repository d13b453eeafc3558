import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync, ftruncateSync, fsyncSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from './errors';
import { currentProcessIdentity, parseProcessIdentity, processState, type ProcessIdentity } from './process-identity';

/** The lock file's name inside a PGlite data folder. */
export const LOCK_FILE_NAME = 'platform.lock';
/** The last fencing token handed out for the folder. */
const FENCE_FILE_NAME = 'platform.lock-fence';

/**
 * How long a lock stays valid without renewal. The holder renews it every third of that; a holder
 * killed with -9 (or stopped) keeps others out this long at most. A lease that ran out is not
 * enough to take the folder over: PGlite runs its statements on the holder's event loop, so a
 * statement longer than the lease stops the renewals of a holder that is very much alive. The
 * record also names the holder's process by PID and start time (a PID alone is reused, in
 * containers at once), and an expired lease whose process still runs on this host keeps the lock.
 */
export const DATA_DIR_LEASE_MS = 10_000;

/** What the lock file records: who holds the folder and, for the embedded server, where it listens. */
export interface LockInfo {
  /** For the message only: the holder's process id, on its host. */
  pid: number;
  /** Set by the embedded database server: the port it serves the database on. */
  port?: number;
}

interface LockRecord extends LockInfo {
  id: string;
  token: number;
  expiresAt: number;
  /** The holder's process as the kernel knows it; absent where the system does not tell start times. */
  process?: ProcessIdentity;
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
  /** The fencing token: higher than that of every earlier holder of the folder. */
  readonly token: number;
  /** Rewrites the lock file (e.g. to publish the port the folder is served on). */
  update(info: Omit<LockInfo, 'pid'>): void;
  release(): void;
}

export interface DataDirLockOptions {
  leaseMs?: number;
  now?: () => number;
  /**
   * Called when a renewal finds the lock taken over (this process was stopped past its lease and
   * another opener has the folder now): it must stop writing at once. By default the process ends.
   */
  onLost?: () => void;
  /**
   * The identity recorded for this holder (default: this process's). `null` records none, as a
   * holder in another container sharing the folder looks to this one: only its lease counts.
   */
  identity?: ProcessIdentity | null;
}

function parseRecord(text: string): LockRecord | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const pid: unknown = Reflect.get(parsed, 'pid');
    const id: unknown = Reflect.get(parsed, 'id');
    const token: unknown = Reflect.get(parsed, 'token');
    const expiresAt: unknown = Reflect.get(parsed, 'expiresAt');
    const port: unknown = Reflect.get(parsed, 'port');
    const holder = parseProcessIdentity(Reflect.get(parsed, 'process'));
    if (typeof pid !== 'number') return null;
    // A lock written before leases existed has none: it counts as expired.
    return {
      pid,
      id: typeof id === 'string' ? id : '',
      token: typeof token === 'number' ? token : 0,
      expiresAt: typeof expiresAt === 'number' ? expiresAt : 0,
      ...(typeof port === 'number' ? { port } : {}),
      ...(holder === null ? {} : { process: holder }),
    };
  } catch {
    return null;
  }
}

function readRecord(path: string): LockRecord | null | 'missing' {
  try {
    return parseRecord(readFileSync(path, 'utf8'));
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'missing';
    throw error;
  }
}

const infoOf = (record: LockRecord): LockInfo => (record.port === undefined ? { pid: record.pid } : { pid: record.pid, port: record.port });

/** Reads the lock file of a data folder; `null` when there is none or it is unreadable. */
export function readLock(dataDir: string): LockInfo | null {
  const record = readRecord(join(dataDir, LOCK_FILE_NAME));
  return record === 'missing' || record === null ? null : infoOf(record);
}

/** Reads the lock of a data folder and returns it while its lease runs or its process is known to run. */
export function readLiveLock(dataDir: string, now: () => number = Date.now): LockInfo | null {
  const record = readRecord(join(dataDir, LOCK_FILE_NAME));
  return record === 'missing' || record === null || (record.expiresAt <= now() && !stillRuns(record)) ? null : infoOf(record);
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
function rewrite(path: string, record: LockRecord): void {
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
function breakExpired(path: string, expired: LockRecord): void {
  const marker = `${path}.expired-${expired.token}-${expired.id || 'legacy'}`;
  try {
    linkSync(path, marker);
  } catch (error) {
    if (errorCode(error) === 'EEXIST' || errorCode(error) === 'ENOENT') return;
    throw error;
  }
  try {
    const linked = readRecord(marker);
    if (linked !== 'missing' && linked !== null && linked.id === expired.id && linked.expiresAt === expired.expiresAt) rmSync(path, { force: true });
  } finally {
    rmSync(marker, { force: true });
  }
}

function nextToken(dataDir: string): number {
  const fence = join(dataDir, FENCE_FILE_NAME);
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

/** Whether the process an (expired) lock names is known to run still: then it is blocked, not gone. */
const stillRuns = (record: LockRecord): boolean => record.process !== undefined && processState(record.process) === 'alive';

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Takes the exclusive lock of a data folder. PGlite itself does not lock its folder, and two
 * processes writing one folder corrupt it, so every opener goes through here. The lock is a lease
 * renewed while the process runs, with a fencing token: a lock whose lease ran out (its holder was
 * killed, or Ctrl-C'd before it could clean up) is taken over; a holder that was stopped past its
 * lease and finds the folder taken stops (`onLost`). Released on exit and, in a process that does
 * not handle them itself, on SIGINT/SIGTERM/SIGHUP.
 */
export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): DataDirLock {
  const leaseMs = options.leaseMs ?? DATA_DIR_LEASE_MS;
  const now = options.now ?? Date.now;
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const id = randomBytes(8).toString('hex');
  let info: Omit<LockInfo, 'pid'> = {};
  let token = 0;
  const identity = options.identity === undefined ? currentProcessIdentity() : options.identity;
  const record = (): LockRecord => ({ ...info, pid: process.pid, id, token, expiresAt: now() + leaseMs, ...(identity === null ? {} : { process: identity }) });

  let acquired = createExclusive(path, JSON.stringify(record()));
  if (!acquired) {
    const holder = readRecord(path);
    if (holder === null) {
      // Unreadable: another opener is between creating and writing it.
      throw new Error(`The embedded database folder ${dataDir} is being opened by another process; try again.`);
    }
    if (holder === 'missing' || (holder.expiresAt <= now() && !stillRuns(holder))) {
      if (holder !== 'missing') breakExpired(path, holder);
      acquired = createExclusive(path, JSON.stringify(record()));
    }
    if (!acquired) {
      const current = readLock(dataDir);
      throw new DataDirLockedError(dataDir, current ?? (holder === 'missing' ? { pid: 0 } : infoOf(holder)));
    }
  }
  token = nextToken(dataDir);
  rewrite(path, record());

  const holds = () => {
    const current = readRecord(path);
    return current !== 'missing' && current !== null && current.id === id;
  };
  let released = false;
  const renewal = setInterval(() => {
    if (holds()) {
      rewrite(path, record());
      return;
    }
    clearInterval(renewal);
    (options.onLost ?? (() => {
      process.stderr.write(`The lock of ${dataDir} was taken over by another process (this one was stopped past its lease): stopping.\n`);
      process.exit(75);
    }))();
  }, Math.max(1, Math.floor(leaseMs / 3)));
  renewal.unref();

  const release = () => {
    if (released) return;
    released = true;
    clearInterval(renewal);
    process.removeListener('exit', release);
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
    if (holds()) rmSync(path, { force: true });
  };
  // Ctrl-C in a process with no handler of its own ends it without an exit event: release, then
  // end it as the signal would have. A process with its own handler closes the database first; its
  // exit releases the lock.
  const onSignal = (signal: NodeJS.Signals) => {
    if (process.listenerCount(signal) > 1) return;
    release();
    process.kill(process.pid, signal);
  };
  process.on('exit', release);
  for (const signal of SIGNALS) process.on(signal, onSignal);

  return {
    path,
    get token() {
      return token;
    },
    update(next) {
      info = next;
      rewrite(path, record());
    },
    release,
  };
}
