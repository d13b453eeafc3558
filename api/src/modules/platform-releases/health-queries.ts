import type { Queryable } from '../../db/database';

/** One row of an app's counts: a span of time (its start, in seconds since the epoch), a version, loads and failures. */
export interface HealthCountRow {
  bucket: number;
  version: string;
  loads: number;
  failures: number;
}

/**
 * An app's loads and failures per version and per span of `bucketSeconds`, for the minutes from
 * `since`. A load is an attempt to load and mount (mounted, or its entry, a chunk or its mount
 * failed); a failure is a failed load or a render that threw after a mount; a `fallback` (an
 * earlier version served instead) is neither, as the release-health job counts them.
 */
export async function healthCounts(db: Queryable, app: string, since: Date, bucketSeconds: number): Promise<HealthCountRow[]> {
  const { rows } = await db.query<{ bucket: number | string; version: string; loads: number | string; failures: number | string }>(
    `SELECT (floor(extract(epoch FROM minute) / $3::integer) * $3::integer)::bigint AS bucket, version,
            sum(CASE WHEN outcome IN ('mounted', 'entry-failed', 'chunk-failed', 'mount-threw') THEN count ELSE 0 END) AS loads,
            sum(CASE WHEN outcome IN ('entry-failed', 'chunk-failed', 'mount-threw', 'render-threw') THEN count ELSE 0 END) AS failures
       FROM remote_load_counts
      WHERE remote = $1 AND minute >= $2
      GROUP BY 1, 2
      ORDER BY 1, 2`,
    [app, since.toISOString(), bucketSeconds],
  );
  return rows.map((row) => ({ bucket: Number(row.bucket), version: row.version, loads: Number(row.loads), failures: Number(row.failures) }));
}
