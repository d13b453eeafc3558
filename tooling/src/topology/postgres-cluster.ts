import { execFile } from 'node:child_process';
import { chown, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { REPOSITORY_ROOT } from '../config/env';
import { spawnGroup } from '../start/process-group';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 (`apt-get install postgresql-15`). */
const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
const DATABASE = 'platform';

/**
 * initdb and postgres refuse to run as root: as root, they run as the `postgres` OS user (which
 * the Debian package creates) on folders it owns; as anyone else, as that user.
 */
async function asPostgres(tool: string, args: readonly string[]): Promise<string> {
  const binary = path.join(POSTGRES_BIN, tool);
  const [command, commandArgs] = process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, [...args]];
  const { stdout } = await run(command, commandArgs, { maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

async function postgresOwnedDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (process.getuid?.() !== 0) return;
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  await chown(dir, Number(stdout.trim()), Number(group.trim()));
}

/** One running server of the cluster. */
export interface PostgresServer {
  readonly port: number;
  readonly dataDir: string;
  /** `postgres://postgres@127.0.0.1:<port>/platform`. */
  readonly url: string;
}

/** A primary and its streaming replica, each a real `postgres` on its own port. */
export interface PostgresCluster {
  readonly primary: PostgresServer;
  readonly replica: PostgresServer;
  /** Resolves once the replica has replayed everything the primary had written when it was called. */
  waitForReplay(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

function server(root: string, name: string, port: number): PostgresServer {
  return { port, dataDir: path.join(root, name, 'data'), url: `postgres://postgres@127.0.0.1:${port}/${DATABASE}` };
}

async function startServer(server: PostgresServer, socketDir: string): Promise<void> {
  await asPostgres('pg_ctl', [
    '-D',
    server.dataDir,
    '-l',
    path.join(path.dirname(server.dataDir), 'postgres.log'),
    '-o',
    `-c port=${server.port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${socketDir}`,
    '-w',
    '-t',
    '120',
    'start',
  ]);
}

async function queryOnce<R extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Creates a primary under `root` (initdb, trust authentication on loopback, WAL for replication),
 * starts it on `ports.primary`, creates the `platform` database, then clones it with
 * `pg_basebackup -R` (which writes the standby settings) and starts that clone as a streaming
 * replica on `ports.replica`. Resolves once the primary reports the replica streaming.
 */
export async function startPostgresCluster(root: string, ports: { primary: number; replica: number }): Promise<PostgresCluster> {
  const primary = server(root, 'primary', ports.primary);
  const replica = server(root, 'replica', ports.replica);
  const socketDir = path.join(root, 'sockets');
  for (const dir of [root, path.dirname(primary.dataDir), path.dirname(replica.dataDir), socketDir]) await postgresOwnedDir(dir);

  await asPostgres('initdb', ['-D', primary.dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  await startServer(primary, socketDir);
  const stopServers = async (): Promise<void> => {
    for (const one of [replica, primary]) await asPostgres('pg_ctl', ['-D', one.dataDir, '-m', 'fast', '-w', 'stop']).catch(() => undefined);
  };
  try {
    await queryOnce(`postgres://postgres@127.0.0.1:${ports.primary}/postgres`, `CREATE DATABASE ${DATABASE}`);
    await asPostgres('pg_basebackup', ['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres', '-D', replica.dataDir, '-R', '-X', 'stream', '-c', 'fast']);
    await startServer(replica, socketDir);
    await until(
      'the replica streaming from the primary',
      async () => (await queryOnce<{ n: number }>(primary.url, "SELECT count(*)::int AS n FROM pg_stat_replication WHERE state = 'streaming'"))[0]?.n === 1,
      60_000,
    );
  } catch (error) {
    await stopServers();
    throw error;
  }

  return {
    primary,
    replica,
    async waitForReplay(timeoutMs = 60_000) {
      const [written] = await queryOnce<{ lsn: string }>(primary.url, 'SELECT pg_current_wal_lsn()::text AS lsn');
      if (written === undefined) throw new Error('the primary reported no WAL position');
      await until(
        `the replica replaying up to ${written.lsn}`,
        async () => {
          const [row] = await queryOnce<{ behind: boolean }>(replica.url, 'SELECT pg_last_wal_replay_lsn() < $1::pg_lsn AS behind', [written.lsn]);
          return row?.behind === false;
        },
        timeoutMs,
      );
    },
    async stop() {
      await stopServers();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * Applies the migrations and loads the demo data (accounts, team data, `cvCount` generated CVs)
 * into the primary with `npm run seed`, the one step that migrates; then waits for the replica to
 * have replayed it.
 */
export async function seedDemoData(cluster: PostgresCluster, cvCount: number, out: (line: string) => void): Promise<void> {
  const child = spawnGroup({
    name: 'seed',
    command: 'npm',
    args: ['run', 'seed', '--', '--count', String(cvCount), '--database-url', cluster.primary.url],
    cwd: REPOSITORY_ROOT,
    env: process.env,
    out,
  });
  const status = await child.exited;
  if (status !== 0) throw new Error(`npm run seed failed (exit ${status})`);
  await cluster.waitForReplay(600_000);
}
