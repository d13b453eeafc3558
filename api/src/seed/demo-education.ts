import type { Database } from '../db/database';
import { syncEducationContent } from '../modules/education/content/sync';
import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * The demo recruiter's education progress: the boolean search course and the first-message
 * article read, the scouting course begun (its first lesson read, the second one open), so the
 * catalogue, the course pages and "continue where you left off" all have something to show.
 * Skipped when the demo recruiter already has progress.
 */
export async function seedDemoEducation(db: Database): Promise<void> {
  // The lessons must be there first; the API loads them too, at start, but the demo loads earlier.
  await syncEducationContent(db);
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [DEMO_ACCOUNTS.recruiter.email]);
    const userId = rows[0]?.id;
    if (userId === undefined) return;
    const started = await tx.query(
      `SELECT 1 FROM education_lesson_progress WHERE user_id = $1 UNION ALL SELECT 1 FROM education_progress WHERE user_id = $1 LIMIT 1`,
      [userId],
    );
    if (started.rowCount > 0) return;
    await tx.query(
      `INSERT INTO education_lesson_progress (user_id, lesson_id, completed_at)
       SELECT $1::uuid, l.id, now() - interval '3 days' FROM education_lessons l JOIN education_items i ON i.id = l.item_id
        WHERE i.slug = 'boolean-search' OR (i.slug = 'scouting-routine' AND l.position = 1)`,
      [userId],
    );
    await tx.query(`INSERT INTO education_progress (user_id, item_id, completed) SELECT $1::uuid, id, true FROM education_items WHERE slug = 'first-message'`, [userId]);
    await tx.query(
      `INSERT INTO education_reading (user_id, item_id, lesson_id, touched_at)
       SELECT $1::uuid, i.id, l.id, now() - interval '1 day' FROM education_items i JOIN education_lessons l ON l.item_id = i.id
        WHERE i.slug = 'scouting-routine' AND l.position = 2`,
      [userId],
    );
  });
}
