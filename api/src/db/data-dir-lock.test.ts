import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { acquireDataDirLock, DATA_DIR_LEASE_MS, DataDirLockedError, LOCK_FILE_NAME, readLiveLock } from './data-dir-lock';
import { openPglite } from './pglite';

describe('the data folder lock', () => {
  /** The holder runs as node itself (tsx as a loader, not a wrapper process), so a signal reaches it. */
  const spawnHolder = (...args: string[]) =>
    spawn(process.execPath, ['--import', 'tsx', resolve(__dirname, '../testing/data-dir-lock-holder.ts'), dir, ...args], { stdio: 'pipe' });
  /** Resolves once the holder has printed `line` (stdout to a pipe is written synchronously on Linux). */
  const printed = (child: ReturnType<typeof spawnHolder>, line: string) =>
    new Promise<void>((resolvePrinted) => {
      let seen = '';
      const onData = (chunk: Buffer) => {
        seen += chunk.toString();
        if (!seen.split('\n').includes(line)) return;
        child.stdout.off('data', onData);
        resolvePrinted();
      };
      child.stdout.on('data', onData);
    });

  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second PGlite opener of one folder with a clear message, and frees it on close', async () => {
    const first = await openPglite({ dataDir: dir });
    try {
      await first.query('CREATE TABLE kept (v int)');
      await first.query('INSERT INTO kept VALUES (7)');
      const second = openPglite({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(`already open in process ${process.pid}`);
      // The refused opener did not disturb the first one.
      expect((await first.query('SELECT v FROM kept')).rows).toEqual([{ v: 7 }]);
    } finally {
      await first.close();
    }
    const reopened = await openPglite({ dataDir: dir });
    try {
      expect((await reopened.query('SELECT v FROM kept')).rows).toEqual([{ v: 7 }]);
    } finally {
      await reopened.close();
    }
  }, 120_000);

  it('takes over a lock written before leases existed (it has none)', () => {
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: 2 ** 22 + 1, port: 5433 }));
    expect(readLiveLock(dir)).toBeNull();
    const lock = acquireDataDirLock(dir);
    expect(readLiveLock(dir)).toEqual({ pid: process.pid });
    lock.update({ port: 6000 });
    expect(readLiveLock(dir)).toEqual({ pid: process.pid, port: 6000 });
    lock.release();
    expect(readLiveLock(dir)).toBeNull();
  });

  it('trusts the lease, not the PID: a running lease blocks whatever its PID, an ended one is taken over', () => {
    // PIDs are at most 2^22 on Linux: this one cannot be running, yet its lease still does.
    const lease = { pid: 2 ** 22 + 1, id: 'other', token: 4, expiresAt: Date.now() + 60_000 };
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify(lease));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);

    const later = () => Date.now() + 61_000;
    expect(readLiveLock(dir, later)).toBeNull();
    const lock = acquireDataDirLock(dir, { now: later });
    expect(lock.token).toBeGreaterThan(0);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('hands out increasing fencing tokens', () => {
    const first = acquireDataDirLock(dir);
    first.release();
    const second = acquireDataDirLock(dir);
    second.release();
    expect(second.token).toBeGreaterThan(first.token);
  });

  it('a holder stopped past its lease, whose folder was taken, is told to stop (fencing)', async () => {
    let clock = Date.now();
    const now = () => clock;
    // A holder whose process cannot be seen from here (another container sharing the folder):
    // only its lease tells whether it still holds the folder.
    const lost = new Promise<void>((resolveLost) => {
      acquireDataDirLock(dir, { leaseMs: 30, now, onLost: resolveLost, identity: null });
    });
    clock += 60; // it "slept" past its lease…
    const newer = acquireDataDirLock(dir, { now });
    await lost; // …and its next renewal finds the lock in other hands.
    newer.release();
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('a tool stopped by %s leaves no lock behind', async (signal) => {
    const child = spawnHolder();
    await new Promise<void>((resolveAcquired) => child.stdout.once('data', () => resolveAcquired()));
    expect(readLiveLock(dir)).toEqual({ pid: expect.any(Number) });
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill(signal);
    await exited;
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  }, 30_000);

  it('a holder whose event loop is blocked past its lease keeps the folder; once it is gone the folder is free', async () => {
    const child = spawnHolder('300', '20000');
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    try {
      await printed(child, 'blocking');
      // Its lease runs out while it cannot renew: wait for the end the file names (nothing else writes it).
      const written: unknown = JSON.parse(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8'));
      const expiresAt = Number(typeof written === 'object' && written !== null ? Reflect.get(written, 'expiresAt') : NaN);
      expect(expiresAt).toBeLessThan(Date.now() + 300 + 1);
      await new Promise((resolveExpired) => setTimeout(resolveExpired, Math.max(0, expiresAt - Date.now()) + 1));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(readLiveLock(dir)).toEqual({ pid: child.pid });
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
    // Its process is gone and its lease over: taken at once, without waiting for anything.
    const lock = acquireDataDirLock(dir);
    expect(readLiveLock(dir)).toEqual({ pid: process.pid });
    lock.release();
  }, 30_000);

  it('a reader never finds the lock missing while its holder renews it (in place) over and over', async () => {
    // A 3 ms lease renews every millisecond: the record is truncated and rewritten all the time.
    const child = spawnHolder('3');
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    try {
      await printed(child, `acquired 1`);
      const reads = Array.from({ length: 5000 }, () => readLiveLock(dir));
      expect(reads.filter((read) => read?.pid !== child.pid)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
      await exited;
    }
  }, 30_000);

  it('a holder killed with -9 keeps the folder only until its lease ends', async () => {
    const child = spawnHolder();
    await new Promise<void>((resolveAcquired) => child.stdout.once('data', () => resolveAcquired()));
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    child.kill('SIGKILL');
    await exited;
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    const afterLease = () => Date.now() + DATA_DIR_LEASE_MS + 1;
    acquireDataDirLock(dir, { now: afterLease }).release();
  }, 30_000);
});
