import type { EducationKind, EducationTopic, Locale } from '@platform/contract';
import type { Queryable } from '../../db/database';

/** An item with its texts in one locale and the user's counts of lessons read. */
export interface ItemRow {
  id: number;
  slug: string;
  kind: EducationKind;
  topic: EducationTopic;
  minutes: number;
  title: string;
  summary: string;
  /** Lessons read (an article: 1 when marked read). */
  done: number;
  /** Lessons (an article: 1). */
  total: number;
}

/** A lesson of a course in one locale, read or not by the user. */
export interface LessonRow {
  id: number;
  position: number;
  title: string;
  minutes: number;
  completed: boolean;
}

/** The place a user was last in an item. */
export interface ReadingRow {
  item_id: number;
  lesson_id: number | null;
}

// Texts in the asked locale, falling back to English for a missing translation.
const ITEMS_SQL = `
  SELECT i.id, i.slug, i.kind, i.topic, i.minutes, t.title, t.summary,
         CASE WHEN i.kind = 'course' THEN coalesce(lc.done, 0) ELSE coalesce(p.completed, false)::int END AS done,
         CASE WHEN i.kind = 'course' THEN coalesce(lc.total, 0) ELSE 1 END AS total
    FROM education_items i
    JOIN LATERAL (
      SELECT title, summary FROM education_texts
       WHERE item_id = i.id AND locale IN ($2, 'en') ORDER BY (locale = $2) DESC LIMIT 1
    ) t ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS total, count(lp.lesson_id)::int AS done
        FROM education_lessons l
        LEFT JOIN education_lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = $1
       WHERE l.item_id = i.id
    ) lc ON i.kind = 'course'
    LEFT JOIN education_progress p ON p.item_id = i.id AND p.user_id = $1`;

/** Every item of the catalogue in its order, with the user's progress. */
export async function selectItems(db: Queryable, userId: string, locale: Locale): Promise<ItemRow[]> {
  const { rows } = await db.query<ItemRow>(`${ITEMS_SQL} ORDER BY i.position, i.id`, [userId, locale]);
  return rows;
}

/** One item with the user's progress, or undefined. */
export async function selectItem(db: Queryable, userId: string, locale: Locale, id: number): Promise<ItemRow | undefined> {
  const { rows } = await db.query<ItemRow>(`${ITEMS_SQL} WHERE i.id = $3`, [userId, locale, id]);
  return rows[0];
}

/** An item's Markdown text (an article, or a course's introduction). */
export async function selectItemBody(db: Queryable, locale: Locale, id: number): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    `SELECT body FROM education_texts WHERE item_id = $1 AND locale IN ($2, 'en') ORDER BY (locale = $2) DESC LIMIT 1`,
    [id, locale],
  );
  return rows[0]?.body ?? '';
}

/** A course's lessons in order, each marked read or not for the user. */
export async function selectLessons(db: Queryable, userId: string, locale: Locale, itemId: number): Promise<LessonRow[]> {
  const { rows } = await db.query<LessonRow>(
    `SELECT l.id, l.position, l.minutes, t.title, (lp.lesson_id IS NOT NULL) AS completed
       FROM education_lessons l
       JOIN LATERAL (
         SELECT title FROM education_lesson_texts
          WHERE lesson_id = l.id AND locale IN ($2, 'en') ORDER BY (locale = $2) DESC LIMIT 1
       ) t ON true
       LEFT JOIN education_lesson_progress lp ON lp.lesson_id = l.id AND lp.user_id = $1
      WHERE l.item_id = $3
      ORDER BY l.position, l.id`,
    [userId, locale, itemId],
  );
  return rows;
}

/** A lesson's Markdown text. */
export async function selectLessonBody(db: Queryable, locale: Locale, lessonId: number): Promise<string> {
  const { rows } = await db.query<{ body: string }>(
    `SELECT body FROM education_lesson_texts WHERE lesson_id = $1 AND locale IN ($2, 'en') ORDER BY (locale = $2) DESC LIMIT 1`,
    [lessonId, locale],
  );
  return rows[0]?.body ?? '';
}

/** Where the user was in each item, most recent first. */
export async function selectReading(db: Queryable, userId: string): Promise<ReadingRow[]> {
  const { rows } = await db.query<ReadingRow>(
    'SELECT item_id, lesson_id FROM education_reading WHERE user_id = $1 ORDER BY touched_at DESC, item_id',
    [userId],
  );
  return rows;
}

/** Where the user was in one item, if anywhere. */
export async function selectReadingOf(db: Queryable, userId: string, itemId: number): Promise<ReadingRow | undefined> {
  const { rows } = await db.query<ReadingRow>('SELECT item_id, lesson_id FROM education_reading WHERE user_id = $1 AND item_id = $2', [userId, itemId]);
  return rows[0];
}

/**
 * Records that the user is in an item now, and in which lesson when one is given (opening a
 * course's overview keeps the lesson they were in).
 */
export async function touchReading(db: Queryable, userId: string, itemId: number, lessonId: number | null): Promise<void> {
  await db.query(
    `INSERT INTO education_reading (user_id, item_id, lesson_id, touched_at) VALUES ($1, $2, $3, clock_timestamp())
     ON CONFLICT (user_id, item_id) DO UPDATE
       SET lesson_id = coalesce(EXCLUDED.lesson_id, education_reading.lesson_id), touched_at = EXCLUDED.touched_at`,
    [userId, itemId, lessonId],
  );
}

/** Marks an article read or unread. */
export async function writeArticleProgress(db: Queryable, userId: string, itemId: number, completed: boolean): Promise<void> {
  await db.query(
    `INSERT INTO education_progress (user_id, item_id, completed) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, item_id) DO UPDATE SET completed = EXCLUDED.completed, updated_at = now()`,
    [userId, itemId, completed],
  );
}

/** Marks lessons read or unread. */
export async function writeLessonProgress(db: Queryable, userId: string, lessonIds: readonly number[], completed: boolean): Promise<void> {
  if (completed) {
    await db.query(
      `INSERT INTO education_lesson_progress (user_id, lesson_id) SELECT $1::uuid, unnest($2::bigint[]) ON CONFLICT DO NOTHING`,
      [userId, lessonIds],
    );
  } else {
    await db.query('DELETE FROM education_lesson_progress WHERE user_id = $1 AND lesson_id = ANY($2::bigint[])', [userId, lessonIds]);
  }
}
