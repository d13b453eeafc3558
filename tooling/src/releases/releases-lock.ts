import { acquireLeaseLock, LeaseHeldError } from '../../../api/src/lease/lease-lock';
import type { ProcessIdentity } from '../../../api/src/lease/process-identity';
import { ReleaseError } from './release-error';

const LOCK_FILE = '.lock';
/** The last fencing token handed out; only a lock holder writes it. */
const FENCE_FILE = 'lock-fence';

/** How long a lock stays valid without renewal: a holder killed with -9 blocks others this long at most. */
export const LOCK_LEASE_MS = 30_000;

/** The lock an operation holds: its fencing token, checked again before the switch (see `assertCurrentHolder`). */
export interface HeldLock {
  readonly token: number;
  /** Throws LOST_LOCK when another process has taken the lock since (this one's lease ran out). */
  assertCurrentHolder(): Promise<void>;
}

export interface LockOptions {
  leaseMs?: number;
  now?: () => number;
  /** Renews the lease this often (a third of the lease by default); 0 disables renewal (tests). */
  renewEveryMs?: number;
  /** Whether to release the lock and end the process on SIGINT/SIGTERM/SIGHUP (the CLIs do). */
  releaseOnSignals?: boolean;
  /** The identity recorded for the holder (default: this process's); `null`: only its lease counts (tests). */
  identity?: ProcessIdentity | null;
}

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/**
 * Runs `action` while holding `releases/.lock`, a lease (30 s, renewed while the action runs) with
 * a fencing token, on the same lock as the embedded database's folder (api/src/lease/lease-lock.ts):
 * a holder killed with -9 loses the lock to the next operator once its lease has run out; a holder
 * stopped past its lease whose process cannot be seen from here (another host or container) loses
 * it too, and its token, lower than the new holder's, makes its late write refuse itself
 * (`assertCurrentHolder`). Released in `finally` and on SIGINT/SIGTERM/SIGHUP, so Ctrl-C leaves
 * nothing behind.
 */
export async function withReleasesLock<T>(releasesDir: string, action: (lock: HeldLock) => Promise<T>, options: LockOptions = {}): Promise<T> {
  let lock;
  try {
    lock = acquireLeaseLock(releasesDir, LOCK_FILE, {
      leaseMs: options.leaseMs ?? LOCK_LEASE_MS,
      fenceFile: FENCE_FILE,
      ...(options.now === undefined ? {} : { now: options.now }),
      ...(options.renewEveryMs === undefined ? {} : { renewEveryMs: options.renewEveryMs }),
      ...(options.identity === undefined ? {} : { identity: options.identity }),
    });
  } catch (error) {
    if (!(error instanceof LeaseHeldError)) throw error;
    const described = error.holder === null ? 'another process' : `${error.holder.owner}, lease until ${new Date(error.holder.expiresAt).toISOString()}`;
    throw new ReleaseError('LOCKED', `Another release or rollback is running (${described}; ${error.lockFile}). Try again when it ends.`);
  }
  const held = lock;
  const onSignal = (signal: NodeJS.Signals) => {
    held.release();
    process.exit(SIGNAL_EXIT[signal] ?? 1);
  };
  if (options.releaseOnSignals ?? true) for (const signal of SIGNALS) process.once(signal, onSignal);
  try {
    return await action({
      token: held.token,
      assertCurrentHolder: () => {
        if (held.holds()) return Promise.resolve();
        return Promise.reject(
          new ReleaseError(
            'LOST_LOCK',
            `This operation's lock (token ${held.token}) ran out and another process took it: nothing was switched. Check the state with: npm run releases`,
          ),
        );
      },
    });
  } finally {
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
    held.release();
  }
}

/** Where an operation works and how it holds the lock (a release context). */
export interface LockedContext {
  releasesDir: string;
  /**
   * The lock's options. A long-running server passes `releaseOnSignals: false`: its own shutdown
   * (SIGTERM) then waits for the operation in hand instead of the lock ending the process mid-copy.
   */
  lockOptions?: Pick<LockOptions, 'releaseOnSignals'>;
}

/** {@link withReleasesLock} on the context's store, with the context's lock options. */
export function withStoreLock<T>(context: LockedContext, action: (lock: HeldLock) => Promise<T>): Promise<T> {
  return withReleasesLock(context.releasesDir, action, context.lockOptions);
}
