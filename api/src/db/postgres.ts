import pg from 'pg';
import { poolWaitTimeouts, statementTimeouts } from '../metrics/registry';
import type { Database, Queryable } from './database';
import { DatabaseBusyError, errorCode } from './errors';

const INT8_OID = 20;
const INT8_ARRAY_OID = 1016;
const DATE_OID = 1082;

/**
 * Type parsers that make `pg` return what PGlite returns, so code and tests see the same values
 * on both: `int8` as a number (counts, sums; PostgreSQL caps them far below 2^53 here) and `date`
 * as midnight UTC (pg's default uses the process time zone).
 */
export function pgTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID) return (value) => Number(value);
  if (oid === INT8_ARRAY_OID) {
    // `{1,2,NULL}`: numbers need no quoting, so a split is exact (one dimension, as aggregates give).
    return (value) =>
      value === '{}' ? [] : value.slice(1, -1).split(',').map((item) => (item === 'NULL' ? null : Number(item)));
  }
  if (oid === DATE_OID) return (value) => new Date(`${value}T00:00:00.000Z`);
  return pg.types.getTypeParser(oid, format ?? 'text');
}

/** SQLSTATE of a statement cancelled by `statement_timeout`. */
export const QUERY_CANCELED = '57014';

/** pg-pool's error when no connection became free within `connectionTimeoutMillis`. */
function isPoolTimeout(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('timeout exceeded when trying to connect');
}

function queryable(client: pg.Pool | pg.PoolClient, onError: (error: unknown) => never = (error) => { throw error; }): Queryable {
  return {
    async query<R>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<R & pg.QueryResultRow>(sql, [...params]).catch(onError);
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
  /**
   * The server cancels a statement running longer (SQLSTATE 57014, answered 503): one expensive
   * query cannot hold a connection for ever. Default 30 s. The embedded server cannot honour it
   * (PGlite has no timer to interrupt WebAssembly); its pool still waits at most `poolWaitMs`.
   */
  statementTimeoutMs?: number;
  /** How long a query waits for a free connection before failing with {@link DatabaseBusyError} (default 10 s). */
  poolWaitMs?: number;
}

/**
 * How long a readiness probe statement may wait for the probe's connection and its answer. Longer
 * than readiness trusts an old answer (10 s): readiness itself decides when "no answer yet" means
 * not ready; this only frees the connection of a statement that will never answer.
 */
const PROBE_TIMEOUT_MS = 30_000;

/**
 * Session settings of every connection to a PostgreSQL server. JIT off: the API's statements run
 * for milliseconds, and above `jit_above_cost` (the search statement at 1 000 000 CVs, a broad
 * count) PostgreSQL spent 25–60 ms compiling each one to machine code before a 70–200 ms
 * execution, every time (its JIT is for long analytical queries). A `?options=` of the connection
 * URL replaces these. PGlite has no JIT.
 */
const SERVER_SESSION_OPTIONS = '-c jit=off';

/** The `pg` session settings of a connection to what answers at the URL: none for the embedded server. */
export function sessionSettings(kind: Database['kind']): { options?: string } {
  return kind === 'postgres' ? { options: SERVER_SESSION_OPTIONS } : {};
}

/**
 * Connects to a PostgreSQL server, or to the embedded PGlite server, through a `pg` pool.
 *
 * @param url - a `postgres://` connection string.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const kind = options.kind ?? 'postgres';
  const session = sessionSettings(kind);
  const pool = new pg.Pool({
    connectionString: url,
    ...session,
    max: options.max ?? 10,
    types: { getTypeParser: pgTypeParser },
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    connectionTimeoutMillis: options.poolWaitMs ?? 10_000,
    idleTimeoutMillis: 30_000,
  });
  // The readiness probe's own connection: a flood of slow queries queues in `pool`, not in front
  // of the probe, so /api/ready keeps answering while search is flooded.
  const probePool = new pg.Pool({
    connectionString: url,
    ...session,
    max: 1,
    connectionTimeoutMillis: PROBE_TIMEOUT_MS,
    statement_timeout: PROBE_TIMEOUT_MS,
    query_timeout: PROBE_TIMEOUT_MS,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  probePool.on('error', () => undefined);
  const busy = (error: unknown): never => {
    if (errorCode(error) === QUERY_CANCELED) statementTimeouts.inc({ database: 'primary' });
    if (!isPoolTimeout(error)) throw error;
    poolWaitTimeouts.inc();
    throw new DatabaseBusyError(error);
  };
  // Fail now, with the server's message, rather than on the first request.
  await pool.query('SELECT 1');
  return {
    kind,
    query: queryable(pool, busy).query,
    probe: queryable(probePool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async transaction(fn) {
      const client = await pool.connect().catch(busy);
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client, busy));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), probePool.end()]);
    },
  };
}
