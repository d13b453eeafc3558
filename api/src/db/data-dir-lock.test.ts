import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, readLiveLock } from './data-dir-lock';
import { openPglite } from './pglite';

describe('the data folder lock', () => {
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

  it('takes over a lock left by a process that no longer runs', () => {
    // PIDs are at most 2^22 on Linux: this one cannot be running.
    writeFileSync(join(dir, LOCK_FILE_NAME), JSON.stringify({ pid: 2 ** 22 + 1, port: 5433 }));
    expect(readLiveLock(dir)).toBeNull();
    const lock = acquireDataDirLock(dir);
    expect(readLiveLock(dir)).toEqual({ pid: process.pid });
    lock.update({ port: 6000 });
    expect(readLiveLock(dir)).toEqual({ pid: process.pid, port: 6000 });
    lock.release();
    expect(readLiveLock(dir)).toBeNull();
  });
});
