import { fork, type ChildProcess } from 'node:child_process';
import type { Config } from '../config/env';
import { embeddedServerEntry } from '../runtime-files';
import { DATA_DIR_LEASE_MS, DataDirLockedError, readLiveLock } from './data-dir-lock';
import type { Database } from './database';
import { embeddedDataDir, embeddedUrl, readEmbeddedPassword, type EmbeddedServerMessage } from './embedded-server';
import { errorCode } from './errors';
import { migrateConfigured } from './migrate-configured';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export { embeddedDataDir };

/** How long the embedded server may take to open its folder (WebAssembly start, recovery). */
const START_TIMEOUT_MS = 120_000;

/** The pool settings of the configuration. */
function poolOptions(config: Config): { max: number; statementTimeoutMs: number } {
  return { max: config.database.poolSize, statementTimeoutMs: config.database.statementTimeoutMs };
}

/**
 * Connects to the embedded database server already serving the folder, if one is; `null` when
 * the folder is free. A folder held by a process that serves nothing (a tool that opened PGlite
 * directly) cannot be shared: that throws.
 */
async function connectToRunningServer(dataDir: string): Promise<Database | null> {
  const deadline = Date.now() + 2 * DATA_DIR_LEASE_MS;
  for (;;) {
    const holder = readLiveLock(dataDir);
    if (holder === null) return null;
    if (holder.port === undefined) throw new DataDirLockedError(dataDir, holder);
    try {
      return await openPostgres(embeddedUrl(holder.port, readEmbeddedPassword(dataDir)), { kind: 'pglite' });
    } catch (error) {
      // A server killed with -9 (with the API, as when a container dies) leaves its lock until the
      // lease ends, and nothing answers at its port: wait for the lease to run out, then take over
      // (a restart right after the crash would otherwise fail).
      if (errorCode(error) !== 'ECONNREFUSED' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function isServerMessage(message: unknown): message is EmbeddedServerMessage {
  return typeof message === 'object' && message !== null && 'type' in message;
}

/** Forks the embedded database server and waits until it listens. */
function spawnEmbeddedServer(config: Config): Promise<{ child: ChildProcess; port: number; password: string }> {
  const entry = embeddedServerEntry();
  const child = fork(entry.modulePath, [], {
    execArgv: entry.execArgv,
    env: { ...process.env, DATA_DIR: config.dataDir, EMBEDDED_DB_PORT: String(config.embeddedDbPort) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The embedded database server did not start within ${START_TIMEOUT_MS / 1000} s.`));
    }, START_TIMEOUT_MS);
    const onExit = (code: number | null): void => {
      clearTimeout(timer);
      reject(new Error(`The embedded database server exited during start-up (code ${code}).`));
    };
    child.once('exit', onExit);
    child.on('message', (message: unknown) => {
      if (!isServerMessage(message)) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      if (message.type === 'ready') resolve({ child, port: message.port, password: message.password });
      else reject(new Error(message.message));
    });
  });
}

/**
 * Opens the database the API server uses:
 * - `DATABASE_URL` set: that PostgreSQL server;
 * - else an embedded database server already serving `DATA_DIR` (`npm run db -w api`): connect to it;
 * - else fork one (a child process that ends with this one) and connect to it.
 * Closing the returned database also stops a forked server.
 */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl !== undefined) return openPostgres(config.databaseUrl, poolOptions(config));
  const dataDir = embeddedDataDir(config.dataDir);
  const running = await connectToRunningServer(dataDir);
  if (running !== null) return running;
  const { child, port, password } = await spawnEmbeddedServer(config);
  let db: Database;
  try {
    db = await openPostgres(embeddedUrl(port, password), { kind: 'pglite', ...poolOptions(config) });
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    ...db,
    async close() {
      try {
        await db.close();
      } finally {
        await stopChild(child);
      }
    },
  };
}

/**
 * Opens the database for a command-line tool (`npm run alerts`, import, seed), migrated: the
 * `DATABASE_URL` server, else the running embedded database server (the API's), else PGlite directly
 * in this process (holding the folder's lock until closed: the API cannot start meanwhile).
 */
export async function openDatabaseForCli(config: Config): Promise<Database> {
  const dataDir = embeddedDataDir(config.dataDir);
  const db =
    config.databaseUrl !== undefined
      ? await openPostgres(config.databaseUrl)
      : ((await connectToRunningServer(dataDir)) ?? (await openPglite({ dataDir })));
  try {
    await migrateConfigured(config, db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
