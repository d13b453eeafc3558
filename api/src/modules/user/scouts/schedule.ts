import type { ScoutSchedule } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { removeSchedule, upsertSchedule } from '../../../jobs';

/** The job kind of a scout's run; each scheduled scout has a `job_schedules` row `scout.run:<id>`. */
export const SCOUT_RUN_JOB = 'scout.run';

/** The name of a scout's schedule row. */
export function scheduleName(scoutId: number): string {
  return `${SCOUT_RUN_JOB}:${scoutId}`;
}

/**
 * The cron of a scout's schedule, `null` when it does not run by itself. Hourly runs are spread
 * over the hour by id (a minute from 0 to 59), so thousands of scouts do not all start at :00;
 * a daily run starts on the hour, read in the scout's time zone (daylight saving included).
 */
export function scoutCron(scoutId: number, schedule: ScoutSchedule, hour: number | null): string | null {
  if (schedule === 'hourly') return `${scoutId % 60} * * * *`;
  if (schedule === 'daily' && hour !== null) return `0 ${hour} * * *`;
  return null;
}

/**
 * Makes the scout's `job_schedules` row match its settings, in the caller's transaction: a
 * paused, manual or deleted scout has none; an unchanged schedule keeps its next slot (restarts
 * and edits of the name never move or repeat a run).
 */
export async function syncScoutSchedule(
  tx: Queryable,
  scout: { id: number; active: boolean; schedule: ScoutSchedule; hour: number | null; timeZone: string } | { id: number; deleted: true },
): Promise<void> {
  const cron = 'deleted' in scout || !scout.active ? null : scoutCron(scout.id, scout.schedule, scout.hour);
  if (cron === null || 'deleted' in scout) {
    await removeSchedule(tx, scheduleName(scout.id));
    return;
  }
  await upsertSchedule(tx, { name: scheduleName(scout.id), kind: SCOUT_RUN_JOB, cron, timeZone: scout.timeZone, payload: { scoutId: scout.id } });
}
