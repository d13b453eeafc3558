import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './database';
import { listMigrations, migrate, MIGRATIONS_DIR } from './migrate';
import { openPglite, pgliteDatabase, startPglite } from './pglite';
import { openPostgres } from './postgres';

/** Opening PGlite (WebAssembly start-up) and migrating takes seconds on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

/** `url` with its database name replaced. */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one administrative statement on the server of `url` over a short-lived connection. */
export async function administer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Where migrated PGlite images are kept between test files and runs. */
const IMAGE_DIR = path.join(os.tmpdir(), 'platform-api-test-pglite');

/** Names the image of this PGlite build and these migrations: any change to either makes a new one. */
async function imageKey(): Promise<string> {
  const hash = createHash('sha256');
  // PGlite's own package.json (not exported: found beside its entry), whose version names the build.
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (path.basename(dir) !== 'pglite' && path.dirname(dir) !== dir) dir = path.dirname(dir);
  hash.update(await readFile(path.join(dir, 'package.json')));
  for (const name of listMigrations()) hash.update(name).update(await readFile(path.join(MIGRATIONS_DIR, name)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory, made once for a set of migrations and kept on disk: each suite
 * starts from it instead of running initdb and every migration (measured on this project's 2-core
 * machine: ≈5 s to create PGlite and ≈1 s to migrate, against ≈0.7 s to load the image). Written
 * under a temporary name and renamed, so a worker never reads a half-written image; two workers that
 * make it at once write the same bytes.
 */
async function migratedPgliteImage(): Promise<Blob> {
  const file = path.join(IMAGE_DIR, `${await imageKey()}.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const started = await startPglite({});
  try {
    await migrate(pgliteDatabase(started));
    const image = await started.pglite.dumpDataDir('none');
    await mkdir(IMAGE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await image.arrayBuffer()));
    await rename(partial, file);
    return image;
  } finally {
    await started.pglite.close();
  }
}

interface OpenedDatabase {
  db: Database;
  dispose: () => Promise<void>;
}

function describeWith(
  title: string,
  open: () => Promise<OpenedDatabase>,
  body: (getDb: () => Database) => void,
): void {
  describe(title, () => {
    let opened: OpenedDatabase | undefined;
    beforeAll(async () => {
      opened = await open();
      await migrate(opened.db);
    }, SETUP_TIMEOUT_MS);
    afterAll(async () => {
      await opened?.dispose();
    }, SETUP_TIMEOUT_MS);
    body(() => {
      if (opened === undefined) {
        throw new Error(`The database of "${title}" is not open: call getDb() inside tests and hooks.`);
      }
      return opened.db;
    });
  });
}

/**
 * Runs a test suite on every database the API supports, so SQL that works on one but not the
 * other fails a test: always on a fresh in-memory PGlite (`<title> [pglite]`, started from the
 * migrated image of {@link migratedPgliteImage}), and, when
 * `DATABASE_URL` is set, on a freshly created database of that server (`<title> [postgres]`,
 * random name, dropped afterwards). Both are migrated; tests in one suite share the database, so
 * give each test its own rows (unique e-mails, ...).
 *
 * @param body - declares the tests; `getDb()` returns the open database inside tests and hooks.
 */
export function describeEachDatabase(title: string, body: (getDb: () => Database) => void): void {
  describeWith(
    `${title} [pglite]`,
    async () => {
      const db = await openPglite({ loadDataDir: await migratedPgliteImage() });
      return { db, dispose: () => db.close() };
    },
    body,
  );
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl === undefined || serverUrl === '') return;
  describeWith(
    `${title} [postgres]`,
    async () => {
      // Lower case letters and digits only: safe to splice into CREATE DATABASE.
      const name = `api_test_${randomBytes(6).toString('hex')}`;
      await administer(serverUrl, `CREATE DATABASE ${name}`);
      const db = await openPostgres(withDatabaseName(serverUrl, name));
      return {
        db,
        dispose: async () => {
          await db.close();
          await administer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        },
      };
    },
    body,
  );
}

/** A handle on `db` of its own (its caches start empty) that records the statements it runs. */
export function recordingHandle(db: Database): { handle: Database; statements: string[] } {
  const statements: string[] = [];
  const handle: Database = {
    ...db,
    query: async <R,>(sql: string, params: readonly unknown[] = []) => {
      statements.push(sql);
      return db.query<R>(sql, params);
    },
  };
  return { handle, statements };
}
