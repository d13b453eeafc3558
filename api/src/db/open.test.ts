import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../testing/api-process';
import { testConfig } from '../testing/app';
import { DataDirLockedError, LOCK_FILE_NAME, readLiveLock } from './data-dir-lock';
import { embeddedDataDir, startEmbeddedServer } from './embedded-server';
import { openConfiguredDatabase, openDatabaseForCli } from './open';
import { openPglite } from './pglite';

const SLOW = 180_000;

describe('opening the configured database', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'api-open-'));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const config = () => testConfig({ dataDir, embeddedDbPort: 0, databaseUrl: undefined });

  it(
    'lets a tool work through the running embedded server, seeing what the server holds',
    async () => {
      const server = await startEmbeddedServer({ dataDir: embeddedDataDir(dataDir), host: '127.0.0.1', port: 0 });
      try {
        expect(readLiveLock(embeddedDataDir(dataDir))).toEqual({ pid: process.pid, port: server.port });
        const first = await openDatabaseForCli(config());
        const second = await openDatabaseForCli(config());
        try {
          expect(first.kind).toBe('pglite');
          await first.query(`INSERT INTO campaigns (code, credits) VALUES ('shared', 3)`);
          const seen = await second.query<{ credits: number }>(`SELECT credits FROM campaigns WHERE code = 'shared'`);
          expect(seen.rows).toEqual([{ credits: 3 }]);
        } finally {
          await first.close();
          await second.close();
        }
      } finally {
        await server.stop();
      }
      expect(readLiveLock(embeddedDataDir(dataDir))).toBeNull();
    },
    SLOW,
  );

  it(
    'opens PGlite directly for a tool when no server runs, and refuses a second direct opener',
    async () => {
      const direct = await openDatabaseForCli(config());
      try {
        expect(direct.kind).toBe('pglite');
        expect((await direct.query('SELECT count(*) AS n FROM schema_migrations')).rows[0]).toEqual({
          n: expect.any(Number),
        });
        await expect(openDatabaseForCli(config())).rejects.toBeInstanceOf(DataDirLockedError);
        await expect(openPglite({ dataDir: embeddedDataDir(dataDir) })).rejects.toBeInstanceOf(DataDirLockedError);
      } finally {
        await direct.close();
      }
    },
    SLOW,
  );

  it(
    'forks the embedded server for the API and stops it on close',
    async () => {
      const db = await openConfiguredDatabase(config());
      let holder;
      try {
        holder = readLiveLock(embeddedDataDir(dataDir));
        expect(holder).toEqual({ pid: expect.any(Number), port: expect.any(Number) });
        expect(holder?.pid).not.toBe(process.pid);
        expect((await db.query<{ v: number }>('SELECT 41 + 1 AS v')).rows).toEqual([{ v: 42 }]);
      } finally {
        await db.close();
      }
      expect(readLiveLock(embeddedDataDir(dataDir))).toBeNull();
    },
    SLOW,
  );

  it(
    'after a crash that left a live lease naming a dead server, waits for the lease to end and takes the folder over',
    async () => {
      const folder = embeddedDataDir(dataDir);
      mkdirSync(folder, { recursive: true });
      // What a server killed with -9 leaves: its lease still runs, nothing listens at its port.
      const deadPort = await freePort();
      const expiresAt = Date.now() + 2000;
      writeFileSync(join(folder, LOCK_FILE_NAME), JSON.stringify({ pid: 2 ** 22 + 1, id: 'crashed', token: 1, expiresAt, port: deadPort }));
      const db = await openConfiguredDatabase(config());
      try {
        expect(Date.now()).toBeGreaterThanOrEqual(expiresAt);
        expect(readLiveLock(folder)?.port).not.toBe(deadPort);
        expect((await db.query<{ v: number }>('SELECT 1 AS v')).rows).toEqual([{ v: 1 }]);
      } finally {
        await db.close();
      }
    },
    SLOW,
  );
});
