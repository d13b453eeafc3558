import pg from 'pg';
import { statementTimeouts } from '../metrics/registry';
import type { PoolStats, Queryable, QueryResult } from './database';
import { errorCode } from './errors';
import { pgTypeParser, QUERY_CANCELED } from './postgres';
import { ReplicaLagClock, walPosition } from './replica-lag';

/**
 * Where lag-tolerant reads go. Search and the public job board read through one of these; anything
 * that must see the caller's own write (the session, the page after a save, a write's follow-up
 * read) uses the primary `Database` directly.
 */
export interface ReadDatabase extends Queryable {
  /** Where reads go right now: the replica, or the primary (no replica configured, or it is down or too far behind). */
  readonly target: () => 'replica' | 'primary';
  /** The replica pool's counts, for the metrics (absent: reads go to the primary's pool). */
  readonly poolStats?: () => PoolStats;
  /** How far behind the replica was at the last probe, in seconds; null before the first measure or while it is down. */
  readonly lagSeconds?: () => number | null;
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
  /** How often the replica is probed: reachable, and how far behind (default 2 s). */
  recheckMs?: number;
  /** Reads go to the primary while the replica is further behind than this (default 10 s; {@link ReplicaLagClock}). */
  maxLagMs?: number;
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
 * A hot standby cancels a query whose rows the replay must remove or lock ("canceling statement
 * due to conflict with recovery": 40001, or 40P01 for a buffer-pin deadlock). The query was
 * fine: it runs again on the primary, and the replica keeps serving the others.
 */
function isRecoveryConflict(error: unknown): boolean {
  const code = errorCode(error);
  return code === '40001' || code === '40P01';
}

/** Where the replica stands after the last probe or query. */
type ReplicaState = 'up' | 'down' | 'lagging';

/**
 * Sends reads to the streaming replica at `url`, falling back to `primary` while the replica is
 * unreachable or further behind than `maxLagMs`. The fallback is health-checked, not per query:
 * the first query that finds the replica down runs again on the primary and marks it down; a
 * background probe (every `recheckMs`) measures how far behind the replica is
 * ({@link ReplicaLagClock}) and finds it back. Until then reads go straight to the primary, with no
 * wait on a dead server. A replica that is down at start-up does not stop the API: it starts on the
 * primary. A query the replica cancels over a recovery conflict runs again on the primary.
 *
 * Connections to `url` are `default_transaction_read_only`: a write sent here by mistake fails
 * even where `url` names a writable server (tests, a mistaken setting), not only on a real replica.
 */
export function openReadReplica(url: string, primary: Queryable, options: ReadReplicaOptions = {}): ReadDatabase {
  const recheckMs = options.recheckMs ?? 2000;
  const maxLagMs = options.maxLagMs ?? 10_000;
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

  const lag = new ReplicaLagClock();
  let lastLagMs: number | null = null;
  let state: ReplicaState = 'up';
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  const moveTo = (next: ReplicaState, reason: string): void => {
    if (next === state) return;
    const wasUp = state === 'up';
    state = next;
    if (next === 'down') {
      lag.reset();
      lastLagMs = null;
    }
    if (wasUp !== (next === 'up')) options.onSwitch?.(next === 'up' ? 'replica' : 'primary', reason);
  };

  /** Where the primary's WAL is now, or `undefined` when it cannot say (then the lag is not judged this time). */
  const primaryPosition = async (): Promise<bigint | undefined> => {
    try {
      const { rows } = await primary.query<{ position: string }>('SELECT pg_current_wal_lsn()::text AS position');
      const position = rows[0]?.position;
      return position === undefined ? undefined : walPosition(position);
    } catch {
      return undefined;
    }
  };

  /** One probe: is the replica reachable, and how far behind is it? */
  const check = async (): Promise<void> => {
    const at = performance.now();
    const position = await primaryPosition();
    if (position !== undefined) lag.record(at, position);
    try {
      const { rows } = await pool.query<{ replayed: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS replayed');
      // NULL: not a standby (a test's stand-in, or a promoted replica): nothing to wait for.
      const replayed = rows[0]?.replayed ?? null;
      const behindMs = replayed === null ? 0 : lag.lagMs(performance.now(), walPosition(replayed));
      lastLagMs = behindMs;
      if (behindMs > maxLagMs) {
        moveTo('lagging', `the replica is ${(behindMs / 1000).toFixed(1)} s behind the primary (limit ${maxLagMs / 1000} s)`);
      } else {
        moveTo('up', state === 'down' ? 'the replica answers again' : 'the replica has caught up');
      }
    } catch (error) {
      if (isUnreachable(error)) moveTo('down', error instanceof Error ? error.message : String(error));
    }
  };

  const scheduleProbe = (): void => {
    if (closed) return;
    probe = setTimeout(() => {
      void check().finally(scheduleProbe);
    }, recheckMs);
    // The probe alone must not keep a process alive that is otherwise done.
    probe.unref();
  };
  scheduleProbe();

  return {
    target: () => (state === 'up' ? 'replica' : 'primary'),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    lagSeconds: () => (lastLagMs === null ? null : lastLagMs / 1000),
    async query<R>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<R>> {
      if (state !== 'up') return primary.query<R>(sql, params);
      try {
        const result = await pool.query<R & pg.QueryResultRow>(sql, [...params]);
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
      } catch (error) {
        if (isRecoveryConflict(error)) return primary.query<R>(sql, params);
        if (errorCode(error) === QUERY_CANCELED) statementTimeouts.inc({ database: 'replica' });
        if (!isUnreachable(error)) throw error;
        moveTo('down', error instanceof Error ? error.message : String(error));
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
