import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Database } from '../db/database';
import { embeddedUrl } from '../db/embedded-server';
import { openPostgres } from '../db/postgres';

/** What a forked process reports when it is up (the API and `npm run worker` send it). */
function isReady(message: unknown): message is { type: 'ready'; port?: number; password?: string } {
  return typeof message === 'object' && message !== null && 'type' in message && message.type === 'ready';
}

/**
 * Forks a TypeScript entry (`src/main.ts`, `src/cli/worker.ts`, ...) through tsx, resolved from
 * this folder, and resolves once it sends `{ type: 'ready' }`.
 */
export function forkTs(
  path: string,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; port: number | undefined; password: string | undefined }> {
  const child = fork(require.resolve(path), [], {
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${path} exited with ${code} during start-up`)));
    child.on('message', (message: unknown) => {
      if (isReady(message)) resolve({ child, port: message.port, password: message.password });
    });
  });
}

/** Resolves when the process has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A database for tests with real processes: `db` for the test, `env` for the processes. */
export interface ProcessTarget {
  title: string;
  setup(): Promise<{ db: Database; env: NodeJS.ProcessEnv; dispose(): Promise<void> }>;
}

/** The embedded database served by its own process (the wire server), in a temporary folder. */
export const EMBEDDED_TARGET: ProcessTarget = {
  title: 'the embedded database (wire server)',
  async setup() {
    const dataDir = mkdtempSync(join(tmpdir(), 'process-test-'));
    const { child, port, password } = await forkTs('../db/embedded-server-process', { DATA_DIR: dataDir, EMBEDDED_DB_PORT: '0' });
    // The embedded server demands the password it generated at start (loopback, cleartext).
    const db = await openPostgres(embeddedUrl(port ?? 0, password), { kind: 'pglite' });
    return {
      db,
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      async dispose() {
        await db.close();
        child.kill('SIGTERM');
        await exited(child);
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/** A fresh database on the PostgreSQL server of `serverUrl` (random name, dropped afterwards). */
export function postgresTarget(serverUrl: string, prefix: string): ProcessTarget {
  return {
    title: 'PostgreSQL',
    async setup() {
      const name = `${prefix}_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const db = await openPostgres(url.toString());
      return {
        db,
        env: { DATABASE_URL: url.toString() },
        async dispose() {
          await db.close();
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await admin.end();
        },
      };
    },
  };
}
