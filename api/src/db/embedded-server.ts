import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from './errors';
import { startPglite } from './pglite';
import { serveOverWire } from './wire-server';

/**
 * The embedded database server: a process that opens the PGlite folder (taking its lock), serves it
 * over the PostgreSQL wire protocol on loopback and records its port in the lock file. The API and
 * the command-line tools then speak `pg` to it, so a slow query runs on this process's event loop,
 * not the API's, and tools work while the API runs.
 *
 * `npm start -w api` starts it as a child when DATABASE_URL is unset; `npm run db -w api` runs it
 * alone (then the API and tools find it through the lock file).
 */

/** What the server tells a parent that forked it (over IPC). */
export type EmbeddedServerMessage = { type: 'ready'; port: number; password: string } | { type: 'failed'; message: string };

/** A running embedded database server. */
export interface EmbeddedServer {
  readonly port: number;
  /** The password clients must send; new at every start. */
  readonly password: string;
  stop(): Promise<void>;
}

/** File in the PGlite folder holding the running server's password (owner-only, mode 0600). */
export const PASSWORD_FILE_NAME = 'platform.password';

/** The password of the embedded server serving `dataDir`; undefined when it has none. */
export function readEmbeddedPassword(dataDir: string): string | undefined {
  try {
    return readFileSync(join(dataDir, PASSWORD_FILE_NAME), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The connection string of the embedded server on loopback `port`. */
export function embeddedUrl(port: number, password: string | undefined): string {
  const credentials = password === undefined ? 'postgres' : `postgres:${encodeURIComponent(password)}`;
  return `postgres://${credentials}@127.0.0.1:${port}/postgres`;
}

/**
 * Opens the PGlite database in `dataDir` and serves it on `host:port` (0 picks a free port).
 *
 * @throws DataDirLockedError when the folder is already open elsewhere.
 */
export async function startEmbeddedServer(options: {
  dataDir: string;
  host: string;
  port: number;
  onError?: (error: unknown) => void;
}): Promise<EmbeddedServer> {
  const { pglite, lock } = await startPglite({ dataDir: options.dataDir });
  // A fresh password each start, readable by this user only: other local users and processes
  // that do not share the data folder cannot reach the data through the port.
  const password = randomBytes(24).toString('base64url');
  const passwordFile = join(options.dataDir, PASSWORD_FILE_NAME);
  let server;
  try {
    writeFileSync(passwordFile, password, { mode: 0o600 });
    server = await serveOverWire(pglite, { host: options.host, port: options.port, password, onError: options.onError });
  } catch (error) {
    await pglite.close();
    lock?.release();
    if (errorCode(error) === 'EADDRINUSE') {
      throw new Error(
        `The embedded database port ${options.host}:${options.port} is in use: set EMBEDDED_DB_PORT to a free port.`,
        { cause: error },
      );
    }
    throw error;
  }
  lock?.update({ port: server.port });
  let stopping: Promise<void> | undefined;
  return {
    port: server.port,
    password,
    stop() {
      stopping ??= (async () => {
        try {
          await server.close();
          await pglite.close();
        } finally {
          rmSync(passwordFile, { force: true });
          lock?.release();
        }
      })();
      return stopping;
    },
  };
}

/** The folder the embedded database lives in, under DATA_DIR. */
export function embeddedDataDir(dataDir: string): string {
  return join(dataDir, 'pglite');
}
