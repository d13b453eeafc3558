import { LOCALES } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { type ContentSnapshot, type ItemContent, loadContent } from './load-content';

/** An arbitrary constant naming the advisory lock that serialises content loads of several API processes. */
const CONTENT_LOCK_KEY = 7_260_100;

async function storedFingerprint(db: Queryable): Promise<string | undefined> {
  const { rows } = await db.query<{ fingerprint: string }>('SELECT fingerprint FROM education_content_state');
  return rows[0]?.fingerprint;
}

async function writeItem(tx: Queryable, item: ItemContent): Promise<void> {
  await tx.query(
    `INSERT INTO education_items (id, slug, kind, topic, minutes, position) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET slug = EXCLUDED.slug, kind = EXCLUDED.kind, topic = EXCLUDED.topic,
       minutes = EXCLUDED.minutes, position = EXCLUDED.position`,
    [item.id, item.slug, item.kind, item.topic, item.minutes, item.position],
  );
  for (const locale of LOCALES) {
    await tx.query(
      `INSERT INTO education_texts (item_id, locale, title, summary, body) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (item_id, locale) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body`,
      [item.id, locale, item.title[locale], item.summary[locale], item.body[locale]],
    );
  }
  const slugs = item.lessons.map((lesson) => lesson.slug);
  // Lessons gone from the course go with their progress; the others keep their ids (and progress).
  await tx.query('DELETE FROM education_lessons WHERE item_id = $1 AND NOT (slug = ANY($2::text[]))', [item.id, slugs]);
  for (const lesson of item.lessons) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO education_lessons (item_id, slug, position, minutes) VALUES ($1, $2, $3, $4)
       ON CONFLICT (item_id, slug) DO UPDATE SET position = EXCLUDED.position, minutes = EXCLUDED.minutes
       RETURNING id`,
      [item.id, lesson.slug, lesson.position, lesson.minutes],
    );
    const lessonId = rows[0]?.id;
    for (const locale of LOCALES) {
      await tx.query(
        `INSERT INTO education_lesson_texts (lesson_id, locale, title, body) VALUES ($1, $2, $3, $4)
         ON CONFLICT (lesson_id, locale) DO UPDATE SET title = EXCLUDED.title, body = EXCLUDED.body`,
        [lessonId, locale, lesson.title[locale], lesson.body[locale]],
      );
    }
  }
}

async function writeSnapshot(tx: Queryable, snapshot: ContentSnapshot): Promise<void> {
  const ids = snapshot.items.map((item) => item.id);
  await tx.query('DELETE FROM education_items WHERE NOT (id = ANY($1::bigint[]))', [ids]);
  for (const item of snapshot.items) await writeItem(tx, item);
  // A course marked completed before courses had lessons counts as every lesson read.
  await tx.query(
    `INSERT INTO education_lesson_progress (user_id, lesson_id, completed_at)
     SELECT p.user_id, l.id, p.updated_at
       FROM education_progress p
       JOIN education_items i ON i.id = p.item_id AND i.kind = 'course'
       JOIN education_lessons l ON l.item_id = i.id
      WHERE p.completed
     ON CONFLICT DO NOTHING`,
  );
  await tx.query(`DELETE FROM education_progress p USING education_items i WHERE i.id = p.item_id AND i.kind = 'course'`);
  await tx.query(
    `INSERT INTO education_content_state (singleton, fingerprint) VALUES (true, $1)
     ON CONFLICT (singleton) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, loaded_at = now()`,
    [snapshot.fingerprint],
  );
}

/**
 * Brings the education catalogue in the database up to the Markdown files in the repository.
 * Idempotent and cheap when nothing changed (one query compares fingerprints); two API processes
 * starting at once load it once (an advisory lock, then the fingerprint is checked again).
 *
 * @returns whether anything was written.
 */
export async function syncEducationContent(db: Database, snapshot: ContentSnapshot = loadContent()): Promise<boolean> {
  if ((await storedFingerprint(db)) === snapshot.fingerprint) return false;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_LOCK_KEY]);
    if ((await storedFingerprint(tx)) === snapshot.fingerprint) return false;
    await writeSnapshot(tx, snapshot);
    return true;
  });
}
