import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import type { Database, Queryable } from './database';

function queryable(connection: PGlite | Transaction): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await connection.query<R>(sql, [...params]);
      // PGlite counts only written rows in affectedRows; `pg` counts returned rows for a SELECT too.
      return { rows: result.rows, rowCount: result.affectedRows || result.rows.length };
    },
  };
}

/** A started PGlite instance and the lock of its folder (`null` in memory). */
export interface StartedPglite {
  pglite: PGlite;
  lock: DataDirLock | null;
}

export interface PgliteOptions {
  /** Folder to persist to, locked for this opener; `undefined` keeps the database in memory (tests). */
  dataDir?: string;
  /** A data directory made by `dumpDataDir()` to start from instead of an empty cluster (tests). */
  loadDataDir?: Blob;
}

/**
 * Starts PGlite with `pg_trgm` loaded, taking the folder's lock first. For the database seam use
 * {@link openPglite}; this raw form is for serving it over the wire.
 */
export async function startPglite(options: PgliteOptions): Promise<StartedPglite> {
  const lock: DataDirLock | null = options.dataDir === undefined ? null : acquireDataDirLock(options.dataDir);
  try {
    const pglite = await PGlite.create({
      ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
      ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
      extensions: { pg_trgm },
    });
    await pglite.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    return { pglite, lock };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

/**
 * Opens the embedded PGlite database (PostgreSQL 18 in WebAssembly) with `pg_trgm` loaded, in this
 * process. PGlite has one connection: statements from every caller queue on it, on this event loop.
 *
 * @param options.dataDir - folder to persist to, locked for this opener; `undefined` keeps the
 *   database in memory (tests).
 * @throws DataDirLockedError when another opener, in this or another process, holds the folder.
 */
export async function openPglite(options: PgliteOptions): Promise<Database> {
  return pgliteDatabase(await startPglite(options));
}

/** The database seam over a started PGlite; closing it releases the folder's lock. */
export function pgliteDatabase({ pglite, lock }: StartedPglite): Database {
  return {
    kind: 'pglite',
    query: queryable(pglite).query,
    transaction: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    async close() {
      try {
        await pglite.close();
      } finally {
        lock?.release();
      }
    },
  };
}
