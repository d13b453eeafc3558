import type { Scout, ScoutMatch, ScoutRun } from '@platform/contract';
import type { ResumeSummary, SnapshotItem } from '../../search';
import type { RunRow, ScoutRow } from './queries';

/** A scout as the API shows it. */
export function toScout(row: ScoutRow): Scout {
  const scheduled = row.active && row.schedule !== 'manual';
  return {
    id: row.id,
    name: row.name,
    criteria: row.criteria,
    active: row.active,
    schedule: row.schedule,
    hour: row.run_hour,
    timeZone: row.time_zone,
    digest: row.digest,
    createdAt: row.created_at.toISOString(),
    lastRunAt: row.last_run_at?.toISOString() ?? null,
    nextRunAt: scheduled ? (row.next_run_at?.toISOString() ?? null) : null,
    lastError:
      row.last_error === null || row.last_error_at === null
        ? null
        : { message: row.last_error, at: row.last_error_at.toISOString(), willRetry: !row.last_error_final },
    matches: row.matches,
  };
}

/** A run as the API shows it. */
export function toRun(row: RunRow): ScoutRun {
  return {
    id: row.id,
    scoutId: row.scout_id,
    scoutName: row.scout_name,
    trigger: row.trigger,
    total: row.total,
    totalIsEstimate: row.total_is_estimate,
    newCount: row.new_count,
    newCountIsEstimate: row.new_count_is_estimate,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * A page of a run's matches with what the user may see of each CV now (a CV deleted between the
 * page's two reads keeps its place, without name, title or city).
 */
export function toMatches(items: readonly SnapshotItem[], visible: readonly ResumeSummary[]): ScoutMatch[] {
  const byRef = new Map(visible.map((cv) => [`${cv.type}:${cv.id}`, cv]));
  return items.map((item) => {
    const cv = byRef.get(`${item.type}:${item.id}`);
    return { type: item.type, id: item.id, name: cv?.name ?? null, title: cv?.title ?? null, city: cv?.city ?? null, isNew: item.isNew };
  });
}
