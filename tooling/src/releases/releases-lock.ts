import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { link, mkdir, open, readFile, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from './atomic-fs';
import { errorCode, isMissingFile } from './json-file';
import { ReleaseError } from './release-error';

const LOCK_FILE = '.lock';
/** The last fencing token handed out; only a lock holder writes it. */
const FENCE_FILE = 'lock-fence';

/** How long a lock stays valid without renewal: a holder killed with -9 blocks others this long at most. */
export const LOCK_LEASE_MS = 30_000;

/** What a lock file says: who holds it (for the message only), its fencing token and lease end. */
interface LockRecord {
  id: string;
  owner: string;
  token: number;
  expiresAt: number;
}

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
}

function parseRecord(text: string): LockRecord | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const id: unknown = Reflect.get(value, 'id');
    const owner: unknown = Reflect.get(value, 'owner');
    const token: unknown = Reflect.get(value, 'token');
    const expiresAt: unknown = Reflect.get(value, 'expiresAt');
    return typeof id === 'string' && typeof owner === 'string' && typeof token === 'number' && typeof expiresAt === 'number'
      ? { id, owner, token, expiresAt }
      : undefined;
  } catch {
    return undefined;
  }
}

async function readRecord(file: string): Promise<LockRecord | undefined | 'missing'> {
  try {
    return parseRecord(await readFile(file, 'utf8'));
  } catch (error) {
    if (isMissingFile(error)) return 'missing';
    throw error;
  }
}

async function createExclusive(file: string, contents: string): Promise<boolean> {
  try {
    const handle = await open(file, 'wx');
    try {
      await handle.writeFile(contents);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes a lock whose lease ran out, so that of several processes seeing it expired only one
 * removes it: each tries to hard-link it to a name made from its token, which only one can create;
 * the winner checks the link still names the expired lock (not a fresh one made meanwhile) before
 * unlinking `.lock`. Nothing here asks whether a PID is alive: PIDs are reused in containers.
 */
async function breakExpired(lockFile: string, expired: LockRecord): Promise<void> {
  const marker = `${lockFile}.expired-${expired.token}-${expired.id}`;
  try {
    await link(lockFile, marker);
  } catch (error) {
    if (errorCode(error) === 'EEXIST' || isMissingFile(error)) return;
    throw error;
  }
  try {
    const linked = await readRecord(marker);
    if (linked !== 'missing' && linked?.id === expired.id) await unlink(lockFile);
  } finally {
    await rm(marker, { force: true });
  }
}

async function nextToken(releasesDir: string): Promise<number> {
  let last = 0;
  try {
    last = Number((await readFile(path.join(releasesDir, FENCE_FILE), 'utf8')).trim()) || 0;
  } catch (error) {
    if (!isMissingFile(error)) throw error;
  }
  const token = last + 1;
  await writeFileAtomic(path.join(releasesDir, FENCE_FILE), `${token}\n`);
  return token;
}

const SIGNALS: readonly NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const SIGNAL_EXIT: Record<string, number> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/**
 * Runs `action` while holding `releases/.lock`, a lease (30 s, renewed while the action runs) with
 * a fencing token: a holder stopped for longer than its lease (or killed with -9) loses the lock to
 * the next operator, and its token, lower than the new holder's, makes its late write refuse
 * itself (`assertCurrentHolder`). Released in `finally` and on SIGINT/SIGTERM/SIGHUP, so Ctrl-C
 * leaves nothing behind.
 */
export async function withReleasesLock<T>(
  releasesDir: string,
  action: (lock: HeldLock) => Promise<T>,
  options: LockOptions = {},
): Promise<T> {
  const leaseMs = options.leaseMs ?? LOCK_LEASE_MS;
  const now = options.now ?? Date.now;
  await mkdir(releasesDir, { recursive: true });
  const lockFile = path.join(releasesDir, LOCK_FILE);
  const id = randomBytes(8).toString('hex');
  const owner = `${hostname()} pid ${process.pid}`;
  const record = (token: number): LockRecord => ({ id, owner, token, expiresAt: now() + leaseMs });

  let acquired = await createExclusive(lockFile, JSON.stringify(record(0)));
  if (!acquired) {
    const holder = await readRecord(lockFile);
    if (holder === 'missing') {
      acquired = await createExclusive(lockFile, JSON.stringify(record(0)));
    } else if (holder !== undefined && holder.expiresAt <= now()) {
      await breakExpired(lockFile, holder);
      acquired = await createExclusive(lockFile, JSON.stringify(record(0)));
    }
    if (!acquired) {
      const described = holder === 'missing' || holder === undefined ? 'another process' : `${holder.owner}, lease until ${new Date(holder.expiresAt).toISOString()}`;
      throw new ReleaseError('LOCKED', `Another release or rollback is running (${described}; ${lockFile}). Try again when it ends.`);
    }
  }

  const token = await nextToken(releasesDir);
  await writeFileAtomicInPlace(lockFile, record(token));
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    const holder = await readRecord(lockFile);
    if (holder !== 'missing' && holder?.id === id) await rm(lockFile, { force: true });
  };
  const renewEvery = options.renewEveryMs ?? Math.floor(leaseMs / 3);
  const renewal =
    renewEvery > 0
      ? setInterval(() => {
          void readRecord(lockFile).then((holder) => (holder !== 'missing' && holder?.id === id ? writeFileAtomicInPlace(lockFile, record(token)) : undefined)).catch(() => undefined);
        }, renewEvery)
      : undefined;
  renewal?.unref();
  const onSignal = (signal: NodeJS.Signals) => {
    void release().finally(() => process.exit(SIGNAL_EXIT[signal] ?? 1));
  };
  if (options.releaseOnSignals ?? true) for (const signal of SIGNALS) process.once(signal, onSignal);

  const held: HeldLock = {
    token,
    assertCurrentHolder: async () => {
      const holder = await readRecord(lockFile);
      if (holder === 'missing' || holder?.id !== id) {
        throw new ReleaseError(
          'LOST_LOCK',
          `This operation's lock (token ${token}) ran out and another process took it: nothing was switched. Check the state with: npm run releases`,
        );
      }
    },
  };
  try {
    return await action(held);
  } finally {
    if (renewal) clearInterval(renewal);
    for (const signal of SIGNALS) process.removeListener(signal, onSignal);
    await release();
  }
}

/**
 * Rewrites the lock file's contents keeping its inode (the hard-link check in `breakExpired`
 * compares that file's identity): truncate and write, small enough for one write call.
 */
async function writeFileAtomicInPlace(lockFile: string, record: LockRecord): Promise<void> {
  const handle = await open(lockFile, 'r+');
  try {
    const text = JSON.stringify(record);
    await handle.truncate(0);
    await handle.write(text, 0);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
