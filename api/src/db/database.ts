/**
 * The database seam of the API. Every module talks to one of these, never to `pg` or PGlite directly,
 * so the same SQL runs on the embedded PGlite database and on a PostgreSQL server.
 *
 * Rows come back with the same JavaScript types on both: `int8` (e.g. `count(*)`) as `number`,
 * `numeric` as `string`, `date`/`timestamptz` as `Date`, `json`/`jsonb` parsed.
 */

/** The rows of one statement and how many rows it returned or changed. */
export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /**
   * Runs ONE statement with `$1`, `$2`, ... placeholders bound to `params` (never build SQL from
   * input). Several statements in one text are not supported: PGlite's extended protocol refuses them.
   */
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** How a connection pool stands: connections open, idle among them, and queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/** An open database: embedded PGlite or a PostgreSQL server. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in a transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * A connection of its own for health checks where there is a pool, so a queue of slow queries
   * does not delay them (statements on it give up after 30 s; readiness decides sooner); absent: checks use the database.
   */
  readonly probe?: Queryable;
  /** Its pool's counts, for the metrics; absent where there is no pool (PGlite in this process). */
  readonly poolStats?: () => PoolStats;
  close(): Promise<void>;
}
