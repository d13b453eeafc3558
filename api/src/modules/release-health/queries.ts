import type { RemoteLoad, RemoteLoadOutcome } from '@platform/contract';
import type { Queryable } from '../../db/database';

/** The start of `at`'s minute, the row a count goes to. */
export function minuteOf(at: Date): Date {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/**
 * Adds a beacon's loads to this minute's counts, one row per (remote, version, outcome). Entries
 * with the same key are summed first: one statement may not update a row twice.
 */
export async function recordLoads(db: Queryable, loads: readonly RemoteLoad[], at: Date): Promise<void> {
  const summed = new Map<string, { remote: string; version: string; outcome: RemoteLoadOutcome; count: number }>();
  for (const { remote, version, outcome, count = 1 } of loads) {
    const key = `${remote}\u0000${version}\u0000${outcome}`;
    const entry = summed.get(key);
    if (entry) entry.count += count;
    else summed.set(key, { remote, version, outcome, count });
  }
  const rows = [...summed.values()];
  const params: unknown[] = [minuteOf(at).toISOString()];
  const values = rows.map(({ remote, version, outcome, count }) => {
    params.push(remote, version, outcome, count);
    const n = params.length;
    return `($1, $${n - 3}, $${n - 2}, $${n - 1}, $${n})`;
  });
  await db.query(
    `INSERT INTO remote_load_counts (minute, remote, version, outcome, count) VALUES ${values.join(', ')}
     ON CONFLICT (remote, version, minute, outcome) DO UPDATE SET count = remote_load_counts.count + EXCLUDED.count`,
    params,
  );
}

/** Each of `versions`' counts per outcome since `since` (minutes starting at or after it). */
export async function countsSince(
  db: Queryable,
  remote: string,
  versions: readonly string[],
  since: Date,
): Promise<Map<string, Partial<Record<RemoteLoadOutcome, number>>>> {
  const result = new Map<string, Partial<Record<RemoteLoadOutcome, number>>>(versions.map((version) => [version, {}]));
  if (versions.length === 0) return result;
  const { rows } = await db.query<{ version: string; outcome: RemoteLoadOutcome; total: number | string }>(
    `SELECT version, outcome, sum(count) AS total FROM remote_load_counts
      WHERE remote = $1 AND version = ANY($2::text[]) AND minute >= $3
      GROUP BY version, outcome`,
    [remote, [...versions], since.toISOString()],
  );
  for (const row of rows) {
    const counts = result.get(row.version);
    if (counts) counts[row.outcome] = Number(row.total);
  }
  return result;
}

/** Deletes the counts of minutes older than `days`. */
export async function deleteOldLoads(db: Queryable, days: number, now: Date): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM remote_load_counts WHERE minute < $1', [new Date(now.getTime() - days * 86_400_000).toISOString()]);
  return rowCount;
}
