import pg from 'pg';
import type { Database, Queryable } from './database';

const INT8_OID = 20;
const INT8_ARRAY_OID = 1016;
const DATE_OID = 1082;

/**
 * Type parsers that make `pg` return what PGlite returns, so code and tests see the same values
 * on both: `int8` as a number (counts, sums; PostgreSQL caps them far below 2^53 here) and `date`
 * as midnight UTC (pg's default uses the process time zone).
 */
function getTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID) return (value) => Number(value);
  if (oid === INT8_ARRAY_OID) {
    // `{1,2,NULL}`: numbers need no quoting, so a split is exact (one dimension, as aggregates give).
    return (value) =>
      value === '{}' ? [] : value.slice(1, -1).split(',').map((item) => (item === 'NULL' ? null : Number(item)));
  }
  if (oid === DATE_OID) return (value) => new Date(`${value}T00:00:00.000Z`);
  return pg.types.getTypeParser(oid, format ?? 'text');
}

function queryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<R & pg.QueryResultRow>(sql, [...params]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
  };
}

/** Options of {@link openPostgres}. */
export interface PostgresOptions {
  /** What answers at `url`: a PostgreSQL server (default) or the embedded PGlite server. */
  kind?: Database['kind'];
  /** Connections in the pool (default 10). */
  max?: number;
}

/**
 * Connects to a PostgreSQL server, or to the embedded PGlite server, through a `pg` pool.
 *
 * @param url - a `postgres://` connection string.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, types: { getTypeParser } });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // Fail now, with the server's message, rather than on the first request.
  await pool.query('SELECT 1');
  return {
    kind: options.kind ?? 'postgres',
    query: queryable(pool).query,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
