import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EDUCATION_ENDPOINTS,
  type EducationCatalogue,
  type EducationItemDetails,
  type EducationItemProgress,
  type EducationLesson,
  type EducationLessonProgress,
  type EducationListQuery,
  type Locale,
} from '@platform/contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import { requireSession } from '../../http/session';
import type { ApiModule } from '../types';
import { syncEducationContent } from './content/sync';
import { matchesFilters, neighboursOf, nextLessonOf, pickContinue, statusOf, toContinue, toItem } from './mapping';
import * as q from './queries';

function notFound(what: 'item' | 'lesson'): ApiError {
  return new ApiError(404, 'not_found', what === 'item' ? 'No such education item.' : 'No such lesson.');
}

/** A lesson's place in the path: its course's id and its position there. */
interface LessonPlace {
  id: number;
  position: number;
}

async function localeOf(db: Database, userId: string, asked: Locale | undefined): Promise<Locale> {
  if (asked !== undefined) return asked;
  const { rows } = await db.query<{ locale: Locale }>('SELECT locale FROM users WHERE id = $1', [userId]);
  return rows[0]?.locale ?? 'en';
}

async function catalogue(db: Database, userId: string, query: EducationListQuery): Promise<EducationCatalogue> {
  const locale = await localeOf(db, userId, query.locale);
  const items = (await q.selectItems(db, userId, locale)).map(toItem);
  const picked = pickContinue(await q.selectReading(db, userId), items);
  const lessons = picked?.item.kind === 'course' ? await q.selectLessons(db, userId, locale, picked.item.id) : [];
  return {
    locale,
    items: items.filter((item) => matchesFilters(item, query)),
    summary: { completed: items.filter((item) => item.status === 'completed').length, total: items.length },
    continue: picked === null ? null : toContinue(picked.item, lessons, picked.place.lesson_id),
  };
}

async function itemDetails(db: Database, userId: string, id: number, asked: Locale | undefined): Promise<EducationItemDetails> {
  const locale = await localeOf(db, userId, asked);
  const row = await q.selectItem(db, userId, locale, id);
  if (row === undefined) throw notFound('item');
  const lessons = row.kind === 'course' ? await q.selectLessons(db, userId, locale, id) : [];
  const reading = await q.selectReadingOf(db, userId, id);
  await q.touchReading(db, userId, id, null);
  return {
    ...toItem(row),
    body: await q.selectItemBody(db, locale, id),
    lessons: lessons.map(({ position, title, minutes, completed }) => ({ position, title, minutes, completed })),
    nextLesson: row.kind === 'course' ? nextLessonOf(lessons, reading?.lesson_id ?? null) : null,
  };
}

async function lessonDetails(db: Database, userId: string, { id, position }: LessonPlace, asked: Locale | undefined): Promise<EducationLesson> {
  const locale = await localeOf(db, userId, asked);
  const row = await q.selectItem(db, userId, locale, id);
  if (row === undefined) throw notFound('item');
  const lessons = row.kind === 'course' ? await q.selectLessons(db, userId, locale, id) : [];
  const lesson = lessons.find((candidate) => candidate.position === position);
  if (lesson === undefined) throw notFound('lesson');
  await q.touchReading(db, userId, id, lesson.id);
  return {
    course: { id, title: row.title, progress: { done: row.done, total: row.total } },
    position,
    title: lesson.title,
    minutes: lesson.minutes,
    body: await q.selectLessonBody(db, locale, lesson.id),
    completed: lesson.completed,
    ...neighboursOf(lessons, position),
  };
}

async function markItem(db: Database, userId: string, id: number, completed: boolean): Promise<EducationItemProgress> {
  const row = await q.selectItem(db, userId, 'en', id);
  if (row === undefined) throw notFound('item');
  if (row.kind === 'course') {
    // A whole course at once: every lesson read, or none.
    const lessons = await q.selectLessons(db, userId, 'en', id);
    await q.writeLessonProgress(db, userId, lessons.map((lesson) => lesson.id), completed);
  } else {
    await q.writeArticleProgress(db, userId, id, completed);
  }
  await q.touchReading(db, userId, id, null);
  const after = await q.selectItem(db, userId, 'en', id);
  const progress = { done: after?.done ?? 0, total: after?.total ?? row.total };
  return { id, status: statusOf(progress), progress };
}

async function markLesson(db: Database, userId: string, { id, position }: LessonPlace, completed: boolean): Promise<EducationLessonProgress> {
  const lessons = await q.selectLessons(db, userId, 'en', id);
  const lesson = lessons.find((candidate) => candidate.position === position);
  if (lesson === undefined) throw notFound((await q.selectItem(db, userId, 'en', id)) === undefined ? 'item' : 'lesson');
  await q.writeLessonProgress(db, userId, [lesson.id], completed);
  await q.touchReading(db, userId, id, lesson.id);
  const done = lessons.filter((other) => (other.id === lesson.id ? completed : other.completed)).length;
  const progress = { done, total: lessons.length };
  return { id, position, completed, status: statusOf(progress), progress };
}

function registerEducationRoutes(app: FastifyInstance, db: Database): void {
  /** The access check of every education route: a signed-in user, whose id it returns. */
  const signedIn = async ({ request }: { request: FastifyRequest }): Promise<string> => (await requireSession(request, db)).user.id;
  route(app, EDUCATION_ENDPOINTS.catalogue, { access: signedIn, handler: async ({ access: userId, query }) => catalogue(db, userId, query) });
  route(app, EDUCATION_ENDPOINTS.item, { access: signedIn, handler: async ({ access: userId, params, query }) => itemDetails(db, userId, params.id, query.locale) });
  route(app, EDUCATION_ENDPOINTS.lesson, { access: signedIn, handler: async ({ access: userId, params, query }) => lessonDetails(db, userId, params, query.locale) });
  route(app, EDUCATION_ENDPOINTS.markItem, { access: signedIn, handler: async ({ access: userId, params, body }) => markItem(db, userId, params.id, body.completed) });
  route(app, EDUCATION_ENDPOINTS.markLesson, { access: signedIn, handler: async ({ access: userId, params, body }) => markLesson(db, userId, params, body.completed) });
}

/**
 * The education section: courses with ordered lessons and articles, in Markdown, with progress per
 * lesson and per item and the place to continue from. The catalogue is loaded from
 * `content/` once the database is migrated (the server's `onReady`), idempotently.
 */
export const educationModule: ApiModule = async (app, { db }) => {
  // A database that cannot take the load at start must not keep the API down (it answers 503 and
  // its readiness says why): the texts are then loaded by the first education request instead.
  let loaded: Promise<unknown> | null = null;
  const loadContent = (): Promise<unknown> => {
    loaded ??= syncEducationContent(db).catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  app.addHook('onReady', async () => {
    await loadContent().catch((error: unknown) => app.log.error({ err: error }, 'education texts not loaded yet; the first education request retries'));
  });
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/education')) await loadContent();
  });
  registerEducationRoutes(app, db);
};
