import type { Queryable } from '../../../db/database';

/**
 * An interview of an application as its row alone, starting at `startsAt` (UTC, an hour long), for
 * tests of what follows an interview (scorecards, reminders) without the invitations scheduling sends.
 */
export async function insertInterview(db: Queryable, applicationId: number, startsAt: Date): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO interviews (application_id, uid, starts_local, time_zone, starts_at, duration_minutes)
     VALUES ($1, 'test-' || gen_random_uuid()::text, $2::timestamptz AT TIME ZONE 'UTC', 'UTC', $2::timestamptz, 60)
     RETURNING id`,
    [applicationId, startsAt.toISOString()],
  );
  return Number(rows[0]?.id);
}
