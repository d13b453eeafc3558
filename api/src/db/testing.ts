import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from './database';
import { migrate } from './migrate';
import { openPglite } from './pglite';
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
 * other fails a test: always on a fresh in-memory PGlite (`<title> [pglite]`), and, when
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
      const db = await openPglite({});
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
