import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EDUCATION_ENDPOINTS,
  type EducationCatalogue,
  type EducationItemDetails,
  type EducationItemProgress,
  type EducationLesson,
  type EducationLessonProgress,
  type Locale,
  type ResponseOf,
} from '@platform/contract';
import type { Database } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { requireSession } from '../../http/session';
import type { ApiModule } from '../types';
import { syncEducationContent } from './content/sync';
import { matchesFilters, neighboursOf, nextLessonOf, pickContinue, statusOf, toContinue, toItem } from './mapping';
import * as q from './queries';

/** A positive decimal id without leading zeros, as the route declaration checks it. */
const ID_SEGMENT = /^[1-9]\d{0,15}$/;

function notFound(what: 'item' | 'lesson'): ApiError {
  return new ApiError(404, 'not_found', what === 'item' ? 'No such education item.' : 'No such lesson.');
}

/** A path parameter that must be a positive id; anything else is as unknown as a missing id. */
function idParam(request: FastifyRequest, name: 'id' | 'position', what: 'item' | 'lesson'): number {
  const params: unknown = request.params;
  const value = typeof params === 'object' && params !== null && name in params ? Reflect.get(params, name) : undefined;
  if (typeof value !== 'string' || !ID_SEGMENT.test(value)) throw notFound(what);
  return Number(value);
}

async function localeOf(db: Database, userId: string, asked: Locale | undefined): Promise<Locale> {
  if (asked !== undefined) return asked;
  const { rows } = await db.query<{ locale: Locale }>('SELECT locale FROM users WHERE id = $1', [userId]);
  return rows[0]?.locale ?? 'en';
}

async function catalogue(db: Database, userId: string, request: FastifyRequest): Promise<EducationCatalogue> {
  const query = parseInput(EDUCATION_ENDPOINTS.catalogue.query, request.query);
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

async function itemDetails(db: Database, userId: string, request: FastifyRequest): Promise<EducationItemDetails> {
  const id = idParam(request, 'id', 'item');
  const locale = await localeOf(db, userId, parseInput(EDUCATION_ENDPOINTS.item.query, request.query).locale);
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

async function lessonDetails(db: Database, userId: string, request: FastifyRequest): Promise<EducationLesson> {
  const id = idParam(request, 'id', 'item');
  const position = idParam(request, 'position', 'lesson');
  const locale = await localeOf(db, userId, parseInput(EDUCATION_ENDPOINTS.lesson.query, request.query).locale);
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

async function markItem(db: Database, userId: string, request: FastifyRequest): Promise<EducationItemProgress> {
  const id = idParam(request, 'id', 'item');
  const { completed } = parseInput(EDUCATION_ENDPOINTS.markItem.body, request.body);
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

async function markLesson(db: Database, userId: string, request: FastifyRequest): Promise<EducationLessonProgress> {
  const id = idParam(request, 'id', 'item');
  const position = idParam(request, 'position', 'lesson');
  const { completed } = parseInput(EDUCATION_ENDPOINTS.markLesson.body, request.body);
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
  const signedIn =
    <T>(handler: (db: Database, userId: string, request: FastifyRequest) => Promise<T>) =>
    async (request: FastifyRequest): Promise<T> =>
      handler(db, (await requireSession(request, db)).user.id, request);
  const { catalogue: list, item, lesson, markItem: itemProgress, markLesson: lessonProgress } = EDUCATION_ENDPOINTS;
  app.get<{ Reply: ResponseOf<typeof list> }>(list.path, signedIn(catalogue));
  app.get<{ Reply: ResponseOf<typeof item> }>(item.path, signedIn(itemDetails));
  app.get<{ Reply: ResponseOf<typeof lesson> }>(lesson.path, signedIn(lessonDetails));
  app.post<{ Reply: ResponseOf<typeof itemProgress> }>(itemProgress.path, signedIn(markItem));
  app.post<{ Reply: ResponseOf<typeof lessonProgress> }>(lessonProgress.path, signedIn(markLesson));
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
