import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Database } from '../../../api/src/db/database';
import { embeddedUrl } from '../../../api/src/db/embedded-server';
import { openPostgres } from '../../../api/src/db/postgres';
import { validateResume } from '../../../api/src/modules/cv/json-resume';
import { buildResumeRow } from '../../../api/src/modules/cv/resume-row';
import { insertResumes } from '../../../api/src/modules/cv/resume-store';

/** Where a bench of the API process runs: a PostgreSQL server (a fresh database on it), or the embedded database through its wire server. */
export type BenchTarget = { kind: 'postgres'; serverUrl: string } | { kind: 'pglite' };

/** An open bench database: its pool, its URL (for another process), and how to let it go. */
export interface OpenedTarget {
  db: Database;
  url: string;
  close(): Promise<void>;
}

/**
 * On PostgreSQL, database `name` dropped and created afresh; on the embedded database, a new one
 * in a temporary folder, in its own process spoken to over the wire protocol (as `npm start` runs it).
 */
export async function openTarget(target: BenchTarget, name: string): Promise<OpenedTarget> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  if (target.kind === 'postgres') {
    const admin = new pg.Client({ connectionString: target.serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(target.serverUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), { max: 20 });
    return { db, url: url.toString(), close: () => db.close() };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name.replace(/_/g, '-')}-`));
  const child: ChildProcess = fork(require.resolve('../../../api/src/db/embedded-server-process'), [], {
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_DB_PORT: '0' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // The server announces its port and the password it made for this start.
  const { port, password } = await new Promise<{ port: number; password: string | undefined }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the embedded database exited (${code})`)));
    child.on('message', (message: unknown) => {
      if (typeof message !== 'object' || message === null || !('port' in message) || typeof message.port !== 'number') return;
      resolve({ port: message.port, password: 'password' in message && typeof message.password === 'string' ? message.password : undefined });
    });
  });
  const url = embeddedUrl(port, password);
  const db = await openPostgres(url, { kind: 'pglite', max: 20 });
  return {
    db,
    url,
    async close() {
      await db.close();
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Titles and cities the bench CVs rotate through, so the recruiter's searches have something to tell apart. */
const TITLES = ['Go developer', 'Java engineer (Spring)', 'Python developer', 'QA engineer', 'Frontend developer (React)', 'Data engineer'];
const CITIES = ['Moscow', 'Berlin', 'Kazan', 'Riga'];

/** The address of bench CV `index` (its candidate's). */
export const benchCvEmail = (index: number) => `candidate-${index}@bench.test`;

/** `count` public CVs, `Candidate <i>` at {@link benchCvEmail}; their ids in order. */
export async function insertBenchCvs(db: Database, count: number): Promise<number[]> {
  const rows = Array.from({ length: count }, (_, index) => {
    const validation = validateResume({
      basics: {
        name: `Candidate ${index}`,
        label: TITLES[index % TITLES.length],
        email: benchCvEmail(index),
        location: { city: CITIES[index % CITIES.length] },
      },
    });
    if (!validation.ok) throw new Error('invalid bench CV');
    return buildResumeRow(validation.value, {
      type: 'internal',
      username: null,
      ownerUserId: null,
      teamId: null,
      visibility: 'public',
      isDemo: true,
      updatedAt: new Date(),
    });
  });
  return insertResumes(db, rows, { vocabulary: false });
}
