import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { resumeDocument } from '../testing/api-client';
import { createTestApp, signUp } from '../testing/app';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import { administer as administerServer } from './testing';

/**
 * The backup and restore of docs/operations.md, run for real: data written through the API on a
 * PostgreSQL server, `pg_dump -Fc`, `pg_restore` into a new database, and the API on the restored
 * database answers the same, down to the session cookie. The server is `DATABASE_URL` (CI), else
 * the local one this machine kind runs (127.0.0.1:5432, with pg_dump and pg_restore installed).
 */
const SERVER_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SEARCH_URL = '/api/webapp/resumes_search/resumes/';

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function administer(sql: string): Promise<void> {
  return administerServer(SERVER_URL, sql);
}

/** Runs a PostgreSQL client program; throws with its output when it fails. */
function run(program: string, args: string[]): void {
  const result = spawnSync(program, args, { encoding: 'utf8' });
  if (result.error !== undefined) throw result.error;
  if (result.status !== 0) throw new Error(`${program} exited ${result.status}:\n${result.stderr}`);
}

/** What a recruiter reads back: the search with its hit, and the CV itself. */
async function readBack(app: FastifyInstance, cookie: string): Promise<unknown> {
  const search = await app.inject({ method: 'POST', url: SEARCH_URL, headers: { cookie }, payload: { text: 'Elixir' } });
  const hits: Array<{ id: number; type: string }> = search.json().items;
  const details = await app.inject({ method: 'POST', url: '/api/webapp/resumes_search/resume/', headers: { cookie }, payload: { type: hits[0]?.type, id: String(hits[0]?.id) } });
  const session = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  // The search's own timing differs from run to run.
  const { tookMs: _tookMs, ...results } = search.json();
  return { search: results, details: details.json(), status: [search.statusCode, details.statusCode], session: session.json() };
}

describe('backup and restore with pg_dump / pg_restore [postgres]', () => {
  const suffix = randomBytes(6).toString('hex');
  const source = `api_backup_${suffix}`;
  const restored = `api_restored_${suffix}`;
  const folder = mkdtempSync(join(tmpdir(), 'platform-backup-'));
  const opened: Database[] = [];

  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
    await administer(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await administer(`DROP DATABASE IF EXISTS ${restored} WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it('restores a dump into a fresh database that the API reads the same, sessions included', async () => {
    await administer(`CREATE DATABASE ${source}`);
    const db = await openPostgres(databaseUrl(source));
    opened.push(db);
    await migrate(db);
    const app = await createTestApp(db);
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const imported = await app.inject({ method: 'POST', url: '/api/cv/import', headers: { cookie }, payload: resumeDocument(`backup-${suffix}`, 'Elixir') });
    expect(imported.statusCode).toBe(201);
    // Read twice: the first read records the search and the view (history), which the copy keeps.
    await readBack(app, cookie);
    const before = await readBack(app, cookie);
    expect(before).toMatchObject({ status: [200, 200], search: { items: [expect.anything()] } });
    await app.close();

    const dump = join(folder, 'platform.dump');
    run('pg_dump', ['--format=custom', '--no-owner', '--file', dump, databaseUrl(source)]);
    expect(statSync(dump).size).toBeGreaterThan(0);
    await administer(`CREATE DATABASE ${restored}`);
    run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', databaseUrl(restored), dump]);

    const copy = await openPostgres(databaseUrl(restored));
    opened.push(copy);
    // The schema came with the data: nothing left to migrate.
    expect(await migrate(copy)).toEqual([]);
    const restoredApp = await createTestApp(copy);
    expect(await readBack(restoredApp, cookie)).toEqual(before);
    await restoredApp.close();
  }, 120_000);
});
