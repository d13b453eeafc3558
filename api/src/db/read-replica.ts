import pg from 'pg';
import type { Queryable, QueryResult } from './database';
import { errorCode } from './errors';
import { pgTypeParser } from './postgres';

/**
 * Where lag-tolerant reads go. Search and the public job board read through one of these; anything
 * that must see the caller's own write (the session, the page after a save, a write's follow-up
 * read) uses the primary `Database` directly.
 */
export interface ReadDatabase extends Queryable {
  /** Where reads go right now: the replica, or the primary (no replica configured, or it is down). */
  readonly target: () => 'replica' | 'primary';
  close(): Promise<void>;
}

/** Reads on the primary itself: no `DATABASE_READ_URL`, or the embedded database. */
export function primaryReads(primary: Queryable): ReadDatabase {
  return { query: (sql, params) => primary.query(sql, params), target: () => 'primary', close: async () => undefined };
}

/** Options of {@link openReadReplica}. */
export interface ReadReplicaOptions {
  /** Connections to the replica (default 10). */
  max?: number;
  /** The replica cancels a statement running longer (default 30 s), as the primary does. */
  statementTimeoutMs?: number;
  /** How long a connection attempt to the replica may take before it counts as down (default 1 s). */
  connectTimeoutMs?: number;
  /** How often a replica marked down is probed again (default 2 s). */
  recheckMs?: number;
  /** Told when reads move between the replica and the primary (for the log). */
  onSwitch?: (target: 'replica' | 'primary', reason: string) => void;
}

/**
 * SQLSTATE classes and codes meaning "this server cannot serve you now": connection exceptions
 * (08…), administrator or crash shutdown, and a server still starting (57P01–57P03).
 */
function isUnreachable(error: unknown): boolean {
  const code = errorCode(error);
  if (code !== undefined) {
    return ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03'].includes(code) || code.startsWith('08');
  }
  // pg reports a pool connect timeout and a socket closed mid-query by message only.
  return (
    error instanceof Error &&
    (error.message.startsWith('timeout exceeded when trying to connect') || error.message.startsWith('Connection terminated'))
  );
}

/**
 * Sends reads to the streaming replica at `url`, falling back to `primary` while the replica is
 * unreachable. The fallback is health-checked, not per query: the first query that finds the
 * replica down runs again on the primary and marks it down; until a background probe (every
 * `recheckMs`) reaches it again, reads go straight to the primary with no wait on the dead server.
 * A replica that is down at start-up does not stop the API: it starts on the primary.
 *
 * Connections to `url` are `default_transaction_read_only`: a write sent here by mistake fails
 * even where `url` names a writable server (tests, a mistaken setting), not only on a real replica.
 */
export function openReadReplica(url: string, primary: Queryable, options: ReadReplicaOptions = {}): ReadDatabase {
  const recheckMs = options.recheckMs ?? 2000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: { getTypeParser: pgTypeParser },
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 1000,
    idleTimeoutMillis: 30_000,
    // Before the new connection serves any query (pg-pool awaits this hook).
    onConnect: async (client) => {
      await client.query('SET default_transaction_read_only = on');
    },
  });
  // An idle client losing the replica must not crash the process; the next query notices.
  pool.on('error', () => undefined);

  let up = true;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  const scheduleProbe = (): void => {
    if (probe !== undefined || closed) return;
    probe = setTimeout(() => {
      void pool.query('SELECT 1').then(
        () => {
          probe = undefined;
          if (closed) return;
          up = true;
          options.onSwitch?.('replica', 'the replica answers again');
        },
        () => {
          probe = undefined;
          scheduleProbe();
        },
      );
    }, recheckMs);
    // The probe alone must not keep a process alive that is otherwise done.
    probe.unref();
  };

  const markDown = (error: unknown): void => {
    if (!up) return;
    up = false;
    options.onSwitch?.('primary', error instanceof Error ? error.message : String(error));
    scheduleProbe();
  };

  return {
    target: () => (up ? 'replica' : 'primary'),
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      if (!up) return primary.query<R>(sql, params);
      try {
        const result = await pool.query<R & pg.QueryResultRow>(sql, [...params]);
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        markDown(error);
        return primary.query<R>(sql, params);
      }
    },
    async close() {
      closed = true;
      clearTimeout(probe);
      await pool.end();
    },
  };
}
