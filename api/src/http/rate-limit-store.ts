import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RouteOptions } from 'fastify';
import type { Queryable } from '../db/database';

/** Windows older than this are deleted now and then; every window the API uses is shorter. */
const SWEEP_AFTER = '1 day';
/** One `incr` in this many also sweeps stale windows: the table stays small without a scheduler. */
const SWEEP_EVERY = 500;

/**
 * Counts a hit in the key's fixed window (a new window once the old one has run out) and returns
 * the hits so far and the milliseconds left, in one statement: replicas never race on a key.
 */
const INCREMENT_SQL = `
  INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_start + make_interval(secs => $2::float8 / 1000) <= now() THEN 1 ELSE r.hits + 1 END,
    window_start = CASE WHEN r.window_start + make_interval(secs => $2::float8 / 1000) <= now() THEN now() ELSE r.window_start END
  RETURNING hits, GREATEST(0, EXTRACT(EPOCH FROM (window_start + make_interval(secs => $2::float8 / 1000) - now())) * 1000)::float8 AS ttl_ms`;

/**
 * "METHOD /url" of the route a child store serves. The plugin passes its merged limiter options
 * with the route under `routeInfo` (its typings say the route itself): both shapes are read. A
 * limiter made with `app.rateLimit({ groupId })` serves no one route: its group names it (the
 * budget of each API key over all its routes).
 */
function routeKey(options: object): string {
  const route = 'routeInfo' in options && typeof options.routeInfo === 'object' && options.routeInfo !== null ? options.routeInfo : options;
  const method = 'method' in route ? String(route.method) : '';
  const url = 'url' in route ? String(route.url) : '';
  if (url !== '') return `${method} ${url}`;
  if ('groupId' in options && typeof options.groupId === 'string' && options.groupId !== '') return `group ${options.groupId}`;
  throw new Error('rate limit: a route limiter without a route');
}

type IncrementCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A `@fastify/rate-limit` store keeping its counters in the database (`rate_limits`, migration
 * 050), so a limit holds across every API replica and across restarts. Each route's limiter is a
 * child store whose keys carry the route, so routes never share a budget.
 */
export function databaseRateLimitStore(db: Queryable): FastifyRateLimitStoreCtor {
  let calls = 0;

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: FastifyRateLimitOptions,
      private readonly scope = '',
    ) {}

    incr(key: string, callback: IncrementCallback, timeWindow: number): void {
      calls += 1;
      if (calls % SWEEP_EVERY === 0) {
        db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '${SWEEP_AFTER}'`).catch(() => undefined);
      }
      db.query<{ hits: number; ttl_ms: number }>(INCREMENT_SQL, [`${this.scope}${key}`, timeWindow]).then(
        ({ rows }) => {
          const row = rows[0];
          if (row === undefined) callback(new Error('rate limit: the counter statement returned no row'));
          else callback(null, { current: row.hits, ttl: Math.ceil(row.ttl_ms) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      return new DatabaseRateLimitStore({}, `${routeKey(routeOptions)} `);
    }
  }

  return DatabaseRateLimitStore;
}
