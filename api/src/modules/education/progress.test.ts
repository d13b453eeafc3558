import type { FastifyInstance } from 'fastify';
import {
  educationCatalogueSchema,
  educationItemDetailsSchema,
  educationItemProgressSchema,
  educationLessonProgressSchema,
  educationLessonSchema,
} from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { createCaller } from '../../testing/call';
import { bodyOf } from './testing';

describeEachDatabase('education: progress and where to continue', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const markLesson = async (cookie: string, id: number, position: number, completed: boolean) =>
    bodyOf(educationLessonProgressSchema, await call('POST', `/api/education/${id}/lessons/${position}/progress`, cookie, { completed }));
  const continueOf = async (cookie: string) => bodyOf(educationCatalogueSchema, await call('GET', '/api/education', cookie)).continue;

  it('records progress per lesson and per course, for each user apart', async () => {
    const first = await signUp(app, { kind: 'recruiter' });
    const second = await signUp(app, { kind: 'recruiter' });
    expect(await markLesson(first.cookie, 3, 1, true)).toEqual({ id: 3, position: 1, completed: true, status: 'in_progress', progress: { done: 1, total: 3 } });
    expect(await markLesson(first.cookie, 3, 1, true)).toMatchObject({ progress: { done: 1, total: 3 } });
    await markLesson(first.cookie, 3, 2, true);
    expect(await markLesson(first.cookie, 3, 3, true)).toMatchObject({ status: 'completed', progress: { done: 3, total: 3 } });

    const mine = bodyOf(educationItemDetailsSchema, await call('GET', '/api/education/3', first.cookie));
    expect(mine).toMatchObject({ status: 'completed', nextLesson: null });
    expect(mine.lessons.map((lesson) => lesson.completed)).toEqual([true, true, true]);
    // The other user sees none of it, in the item, the lessons and the catalogue.
    const theirs = bodyOf(educationItemDetailsSchema, await call('GET', '/api/education/3', second.cookie));
    expect(theirs).toMatchObject({ status: 'not_started', progress: { done: 0, total: 3 } });
    expect(theirs.lessons.map((lesson) => lesson.completed)).toEqual([false, false, false]);
    expect(bodyOf(educationLessonSchema, await call('GET', '/api/education/3/lessons/2', second.cookie)).completed).toBe(false);
    expect(bodyOf(educationCatalogueSchema, await call('GET', '/api/education', second.cookie)).summary.completed).toBe(0);
    expect(bodyOf(educationCatalogueSchema, await call('GET', '/api/education', first.cookie)).summary.completed).toBe(1);

    expect(await markLesson(first.cookie, 3, 2, false)).toMatchObject({ completed: false, status: 'in_progress', progress: { done: 2, total: 3 } });
  });

  it('marks an article, or a whole course at once', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const article = bodyOf(educationItemProgressSchema, await call('POST', '/api/education/4/progress', cookie, { completed: true }));
    expect(article).toEqual({ id: 4, status: 'completed', progress: { done: 1, total: 1 } });
    const course = bodyOf(educationItemProgressSchema, await call('POST', '/api/education/5/progress', cookie, { completed: true }));
    expect(course).toEqual({ id: 5, status: 'completed', progress: { done: 3, total: 3 } });
    const undone = bodyOf(educationItemProgressSchema, await call('POST', '/api/education/5/progress', cookie, { completed: false }));
    expect(undone).toEqual({ id: 5, status: 'not_started', progress: { done: 0, total: 3 } });
  });

  it('answers 400 naming `completed` for a bad progress body', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    for (const url of ['/api/education/1/progress', '/api/education/1/lessons/1/progress']) {
      const bad = await call('POST', url, cookie, { completed: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual([{ path: 'completed', message: 'Expected true or false.', code: 'invalid_type', params: { expected: 'boolean' } }]);
      const missing = await call('POST', url, cookie, {});
      expect(missing.json().error.fields).toEqual([expect.objectContaining({ path: 'completed', code: 'invalid_type' })]);
      const extra = await call('POST', url, cookie, { completed: true, when: 'now' });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().error.fields).toEqual([expect.objectContaining({ code: 'unrecognized_keys' })]);
    }
  });

  it('continues where the user left off: the last lesson opened, then the next unread one', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const other = await signUp(app, { kind: 'recruiter' });
    expect(await continueOf(cookie)).toBeNull();

    await call('GET', '/api/education/1/lessons/2', cookie);
    expect(await continueOf(cookie)).toMatchObject({ itemId: 1, kind: 'course', lesson: { position: 2 }, progress: { done: 0, total: 4 } });
    expect(await continueOf(other.cookie)).toBeNull();

    await markLesson(cookie, 1, 2, true);
    expect(await continueOf(cookie)).toMatchObject({ itemId: 1, lesson: { position: 3 }, progress: { done: 1, total: 4 } });
    expect(bodyOf(educationItemDetailsSchema, await call('GET', '/api/education/1', cookie)).nextLesson).toMatchObject({ position: 3 });

    // An article opened later is where the user is now.
    await call('GET', '/api/education/9', cookie);
    expect(await continueOf(cookie)).toMatchObject({ itemId: 9, kind: 'article', lesson: null });
    // Once read, the course is next again; past its last lesson, the first unread one.
    await call('POST', '/api/education/9/progress', cookie, { completed: true });
    await markLesson(cookie, 1, 4, true);
    expect(await continueOf(cookie)).toMatchObject({ itemId: 1, lesson: { position: 1 } });
    for (const position of [1, 3]) await markLesson(cookie, 1, position, true);
    expect(await continueOf(cookie)).toBeNull();
  });
});
