import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { readLiveLock } from '../db/data-dir-lock';
import type { Database } from '../db/database';
import { embeddedDataDir, embeddedUrl, readEmbeddedPassword } from '../db/embedded-server';
import { openPostgres } from '../db/postgres';

/**
 * The API as `npm start -w api` runs it (`node --import tsx src/main.ts`), in a child process of
 * its own process group, for tests that really kill it: `kill -9` of the API alone, or of the whole
 * group (the API and its embedded database server, as when a container or machine dies).
 */

/** A free loopback port (asked of the kernel, then released for the child to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A running API process. */
export interface ApiProcess {
  readonly pid: number;
  readonly origin: string;
  /** Every line it printed so far (stdout and stderr; the log is pino's JSON). */
  readonly output: readonly string[];
  /** Resolves with the first line (printed so far or later) matching `pattern`; rejects if it exits first. */
  waitForLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
  /** Resolves when `/api/ready` answers 200; rejects if it exits first. */
  waitUntilReady(timeoutMs?: number): Promise<void>;
  /** Sends `signal` to the API (`group`: to its whole process group) and waits for it to exit. */
  kill(signal: NodeJS.Signals, options?: { group?: boolean }): Promise<ExitStatus>;
  readonly exited: Promise<ExitStatus>;
}

const STARTUP_TIMEOUT_MS = 90_000;

function untilExit(child: ChildProcess): Promise<ExitStatus> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** A program to start: the executable and its arguments. */
export interface ProgramCommand {
  command: string;
  args: string[];
}

/** The API from its TypeScript sources, as `npm start -w api` runs it. */
const SOURCE_API: ProgramCommand = {
  command: process.execPath,
  args: ['--import', pathToFileURL(require.resolve('tsx')).href, require.resolve('../main')],
};

/**
 * Starts the API with `env` on top of this process's environment: `api/src/main.ts` through tsx, or
 * `program` (the compiled API: `compiledApiCommand()` of tooling/src/build/api).
 */
export function startApiProcess(env: NodeJS.ProcessEnv, program: ProgramCommand = SOURCE_API): ApiProcess {
  const port = env.PORT;
  if (port === undefined) throw new Error('startApiProcess: give the API a PORT (freePort())');
  const child = spawn(program.command, program.args, {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: `kill -9 -<pid>` takes the embedded database server down with it.
    detached: true,
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the API process did not start');
  const output: string[] = [];
  const listeners = new Set<(line: string) => void>();
  let exitStatus: ExitStatus | undefined;
  const exited = untilExit(child).then((status) => {
    exitStatus = status;
    return status;
  });
  for (const stream of [child.stdout, child.stderr]) {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        output.push(line);
        for (const listener of listeners) listener(line);
      }
    });
  }
  const origin = `http://127.0.0.1:${port}`;
  const failIfExited = (what: string): Error =>
    new Error(`the API exited (${exitStatus?.code ?? exitStatus?.signal}) before ${what}:\n${output.slice(-30).join('\n')}`);

  return {
    pid,
    origin,
    output,
    exited,
    waitForLine(pattern, timeoutMs = STARTUP_TIMEOUT_MS) {
      const seen = output.find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const done = (): void => {
          clearTimeout(timer);
          listeners.delete(listener);
        };
        const listener = (line: string): void => {
          if (!pattern.test(line)) return;
          done();
          resolve(line);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no line matching ${pattern} within ${timeoutMs / 1000} s:\n${output.slice(-30).join('\n')}`));
        }, timeoutMs);
        listeners.add(listener);
        void exited.then(() => {
          if (!listeners.has(listener)) return;
          done();
          reject(failIfExited(`printing ${pattern}`));
        });
      });
    },
    async waitUntilReady(timeoutMs = STARTUP_TIMEOUT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (exitStatus !== undefined) throw failIfExited('it was ready');
        const ready = await fetch(`${origin}/api/ready`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) return;
        if (Date.now() > deadline) throw new Error(`the API was not ready within ${timeoutMs / 1000} s:\n${output.slice(-30).join('\n')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async kill(signal, options = {}) {
      if (exitStatus !== undefined) return exitStatus;
      process.kill(options.group === true ? -pid : pid, signal);
      return exited;
    },
  };
}

/** Where a test's API keeps its data: an embedded database folder or a fresh PostgreSQL database. */
export interface ApiDatabaseTarget {
  title: string;
  /** The API's environment for this database. */
  env: NodeJS.ProcessEnv;
  /** A connection to the database while the API (or, embedded, its database server) runs. */
  connect(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * Runs `work` on a connection of its own to `target`'s database (while the API or its embedded
 * database server runs) and closes the connection afterwards, whatever `work` did.
 */
export async function withDatabase<T>(target: ApiDatabaseTarget, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await target.connect();
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** A fresh embedded database folder, reached through the wire server the API forks. */
export function embeddedTarget(): ApiDatabaseTarget {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-process-'));
  return {
    title: 'the embedded database',
    env: { DATA_DIR: dataDir, EMBEDDED_DB_PORT: '0', DATABASE_URL: '' },
    async connect() {
      const folder = embeddedDataDir(dataDir);
      const port = readLiveLock(folder)?.port;
      if (port === undefined) throw new Error(`no embedded database server serves ${folder}`);
      return openPostgres(embeddedUrl(port, readEmbeddedPassword(folder)), { kind: 'pglite' });
    },
    async dispose() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server at `serverUrl`, dropped by `dispose`. */
export async function postgresTarget(serverUrl: string): Promise<ApiDatabaseTarget> {
  const name = `api_process_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    title: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    connect: () => openPostgres(url.toString()),
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
