import { join } from 'node:path';
import { acquireLeaseLock, LeaseHeldError, leaseIsLive, readLease, type LeaseRecord } from '../lease/lease-lock';
import type { ProcessIdentity } from '../lease/process-identity';

/** The lock file's name inside a PGlite data folder. */
export const LOCK_FILE_NAME = 'platform.lock';
/** The last fencing token handed out for the folder. */
const FENCE_FILE_NAME = 'platform.lock-fence';

/**
 * How long a lock stays valid without renewal; the holder renews it every third of that. A lease
 * that ran out is not enough to take the folder over while the holder's process still runs
 * (src/lease/lease-lock.ts): PGlite runs its statements on the holder's event loop, so a statement
 * longer than the lease stops the renewals of a holder that is very much alive.
 */
export const DATA_DIR_LEASE_MS = 10_000;

/** What the lock file says of its holder: the process and, for the embedded server, its port. */
export interface LockInfo {
  /** For the message only: the holder's process id, on its host. */
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
   * another opener that could not see it has the folder now): it must stop writing at once. By
   * default the process ends.
   */
  onLost?: () => void;
  /**
   * The identity recorded for this holder (default: this process's). `null` records none, as a
   * holder in another container sharing the folder looks to this one: only its lease counts.
   */
  identity?: ProcessIdentity | null;
}

function infoOf(record: LeaseRecord): LockInfo {
  const port = record.info.port;
  return typeof port === 'number' ? { pid: record.pid, port } : { pid: record.pid };
}

/** Reads the lock file of a data folder; `null` when there is none or it is unreadable. */
export function readLock(dataDir: string): LockInfo | null {
  const record = readLease(join(dataDir, LOCK_FILE_NAME));
  return record === 'missing' || record === null ? null : infoOf(record);
}

/** Reads the lock of a data folder and returns it while its lease runs or its process is known to run. */
export function readLiveLock(dataDir: string, now: () => number = Date.now): LockInfo | null {
  const record = readLease(join(dataDir, LOCK_FILE_NAME));
  return record === 'missing' || record === null || !leaseIsLive(record, now()) ? null : infoOf(record);
}

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Takes the exclusive lock of a data folder. PGlite itself does not lock its folder, and two
 * processes writing one folder corrupt it, so every opener goes through here. Released on exit
 * and, in a process that does not handle them itself, on SIGINT/SIGTERM/SIGHUP.
 *
 * @throws DataDirLockedError while another live process holds it.
 */
export function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): DataDirLock {
  let lock;
  try {
    lock = acquireLeaseLock(dataDir, LOCK_FILE_NAME, {
      leaseMs: options.leaseMs ?? DATA_DIR_LEASE_MS,
      fenceFile: FENCE_FILE_NAME,
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.identity === undefined ? {} : { identity: options.identity }),
      onLost:
        options.onLost ??
        (() => {
          process.stderr.write(`The lock of ${dataDir} was taken over by another process (this one was stopped past its lease): stopping.\n`);
          process.exit(75);
        }),
    });
  } catch (error) {
    if (!(error instanceof LeaseHeldError)) throw error;
    if (error.holder === null) throw new Error(`The embedded database folder ${dataDir} is being opened by another process; try again.`, { cause: error });
    throw new DataDirLockedError(dataDir, readLock(dataDir) ?? infoOf(error.holder));
  }
  const held = lock;
  const release = () => {
    process.removeListener('exit', release);
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
    held.release();
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
    path: held.path,
    get token() {
      return held.token;
    },
    update: (info) => held.update(info.port === undefined ? {} : { port: info.port }),
    release,
  };
}
