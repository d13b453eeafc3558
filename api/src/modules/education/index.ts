import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { requireSession } from '../auth/session';
import type { ApiModule } from '../types';

const LOCALE_QUERY = z.object({ locale: z.enum(['en', 'ru'], { message: 'Choose en or ru.' }).optional() });
const PROGRESS_BODY = z.strictObject({ completed: z.boolean({ message: 'Expected true or false.' }) });
const ID = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const PARAMS = z.record(z.string(), z.string());

/** An item of the catalogue, in one locale, with the user's progress. */
export interface EducationItem {
  id: number;
  slug: string;
  kind: 'course' | 'article';
  minutes: number;
  title: string;
  summary: string;
  completed: boolean;
}

/** One item with its text. */
export interface EducationItemDetails extends EducationItem {
  body: string;
}

interface ItemRow {
  id: number;
  slug: string;
  kind: 'course' | 'article';
  minutes: number;
  title: string;
  summary: string;
  body: string;
  completed: boolean;
}

function toItem(row: ItemRow): EducationItem {
  return { id: row.id, slug: row.slug, kind: row.kind, minutes: row.minutes, title: row.title, summary: row.summary, completed: row.completed };
}

function idParam(params: unknown): number {
  const record = PARAMS.safeParse(params);
  const parsed = ID.safeParse(record.success ? record.data.id : undefined);
  if (!parsed.success) throw new ApiError(404, 'not_found', 'No such education item.');
  return parsed.data;
}

// Texts in the asked locale, else the user's, falling back to English for a missing translation.
const SELECT_ITEMS = `
  SELECT i.id, i.slug, i.kind, i.minutes, t.title, t.summary, t.body, coalesce(p.completed, false) AS completed
    FROM education_items i
    JOIN LATERAL (
      SELECT title, summary, body FROM education_texts
       WHERE item_id = i.id AND locale IN ($2, 'en') ORDER BY (locale = $2) DESC LIMIT 1
    ) t ON true
    LEFT JOIN education_progress p ON p.item_id = i.id AND p.user_id = $1`;

async function localeOf(db: Database, userId: string, asked: 'en' | 'ru' | undefined): Promise<'en' | 'ru'> {
  if (asked !== undefined) return asked;
  const { rows } = await db.query<{ locale: 'en' | 'ru' }>('SELECT locale FROM users WHERE id = $1', [userId]);
  return rows[0]?.locale ?? 'en';
}

async function registerEducationRoutes(app: FastifyInstance, db: Database): Promise<void> {
  app.get('/education', async (request) => {
    const session = await requireSession(request, db);
    const query = parseInput(LOCALE_QUERY, request.query);
    const locale = await localeOf(db, session.user.id, query.locale);
    const { rows } = await db.query<ItemRow>(`${SELECT_ITEMS} ORDER BY i.position, i.id`, [session.user.id, locale]);
    const items = rows.map(toItem);
    return { locale, items, completed: items.filter((item) => item.completed).length, total: items.length };
  });

  app.get('/education/:id', async (request): Promise<EducationItemDetails> => {
    const session = await requireSession(request, db);
    const id = idParam(request.params);
    const query = parseInput(LOCALE_QUERY, request.query);
    const locale = await localeOf(db, session.user.id, query.locale);
    const { rows } = await db.query<ItemRow>(`${SELECT_ITEMS} WHERE i.id = $3`, [session.user.id, locale, id]);
    const row = rows[0];
    if (row === undefined) throw new ApiError(404, 'not_found', 'No such education item.');
    return { ...toItem(row), body: row.body };
  });

  app.post('/education/:id/progress', async (request) => {
    const session = await requireSession(request, db);
    const id = idParam(request.params);
    const { completed } = parseInput(PROGRESS_BODY, request.body);
    const exists = await db.query('SELECT 1 FROM education_items WHERE id = $1', [id]);
    if (exists.rowCount === 0) throw new ApiError(404, 'not_found', 'No such education item.');
    await db.query(
      `INSERT INTO education_progress (user_id, item_id, completed) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, item_id) DO UPDATE SET completed = EXCLUDED.completed, updated_at = now()`,
      [session.user.id, id, completed],
    );
    return { id, completed };
  });
}

/** The education section: `GET /api/education`, `GET /api/education/{id}`, `POST /api/education/{id}/progress`. */
export const educationModule: ApiModule = async (app, { db }) => registerEducationRoutes(app, db);
