import type { FastifyInstance } from 'fastify';
import {
  EDUCATION_TOPICS,
  educationCatalogueSchema,
  educationItemDetailsSchema,
  educationLessonSchema,
  type EducationCatalogue,
  type EducationItemDetails,
  type EducationLesson,
} from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { createCaller } from '../../testing/call';
import { bodyOf } from './testing';

describeEachDatabase('education: the catalogue, items and lessons', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const catalogue = async (cookie: string, query = ''): Promise<EducationCatalogue> =>
    bodyOf(educationCatalogueSchema, await call('GET', `/api/education${query}`, cookie));

  it('lists at least twelve courses and articles, in order, in English and in Russian', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const en = await catalogue(cookie);
    expect(en.locale).toBe('en');
    expect(en.items.length).toBeGreaterThanOrEqual(12);
    expect(en.summary).toEqual({ completed: 0, total: en.items.length });
    expect(en.continue).toBeNull();
    expect(new Set(en.items.map((item) => item.kind))).toEqual(new Set(['course', 'article']));
    expect(en.items.filter((item) => item.kind === 'course').length).toBeGreaterThanOrEqual(4);
    // The catalogue's own order, starting with the boolean search course.
    expect(en.items[0]).toMatchObject({ id: 1, slug: 'boolean-search', kind: 'course', topic: 'search', status: 'not_started', progress: { done: 0, total: 4 } });
    const ru = await catalogue(cookie, '?locale=ru');
    expect(ru.items.map((item) => item.id)).toEqual(en.items.map((item) => item.id));
    for (const item of ru.items) expect(item.title).toMatch(/[а-яё]/i);
    for (const item of en.items) expect(item.title).not.toMatch(/[а-яё]/i);
  });

  it("follows the user's locale when none is asked for", async () => {
    const { cookie } = await signUp(app, { kind: 'candidate' });
    await call('PATCH', '/api/user/account', cookie, { locale: 'ru' });
    expect((await catalogue(cookie)).locale).toBe('ru');
  });

  it('filters by topic and by completion, and counts the whole catalogue in the summary', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const privacy = await catalogue(cookie, '?topic=privacy');
    expect(privacy.items.length).toBeGreaterThan(0);
    expect(privacy.items.every((item) => item.topic === 'privacy')).toBe(true);
    const all = await catalogue(cookie);
    expect(new Set(all.items.map((item) => item.topic))).toEqual(new Set(EDUCATION_TOPICS));

    await call('POST', '/api/education/2/progress', cookie, { completed: true });
    await call('POST', '/api/education/1/lessons/1/progress', cookie, { completed: true });
    const completed = await catalogue(cookie, '?status=completed');
    expect(completed.items.map((item) => item.id)).toEqual([2]);
    expect(completed.summary).toEqual({ completed: 1, total: all.items.length });
    expect((await catalogue(cookie, '?status=in_progress')).items.map((item) => item.id)).toEqual([1]);
    const notStarted = await catalogue(cookie, '?status=not_started&topic=search');
    expect(notStarted.items.every((item) => item.topic === 'search' && item.status === 'not_started')).toBe(true);
    expect(notStarted.items.map((item) => item.id)).not.toContain(1);
  });

  it('answers 400 naming the field and the reason for a bad filter or locale', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const topic = await call('GET', '/api/education?topic=cooking', cookie);
    expect(topic.statusCode).toBe(400);
    expect(topic.json().error.fields).toEqual([{ path: 'topic', message: expect.stringContaining('privacy'), code: 'invalid_value', params: expect.any(Object) }]);
    const status = await call('GET', '/api/education?status=done', cookie);
    expect(status.json().error.fields).toEqual([expect.objectContaining({ path: 'status', code: 'invalid_value' })]);
    const locale = await call('GET', '/api/education/1?locale=de', cookie);
    expect(locale.statusCode).toBe(400);
    expect(locale.json().error.fields).toEqual([expect.objectContaining({ path: 'locale', message: 'Choose en or ru.' })]);
  });

  it('opens a course with its introduction and its lessons in order, and each lesson with its neighbours', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const course: EducationItemDetails = bodyOf(educationItemDetailsSchema, await call('GET', '/api/education/1', cookie));
    expect(course.kind).toBe('course');
    expect(course.lessons.map((lesson) => lesson.position)).toEqual([1, 2, 3, 4]);
    expect(course.minutes).toBe(course.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0));
    expect(course.nextLesson).toEqual({ position: 1, title: course.lessons[0]?.title });

    const first: EducationLesson = bodyOf(educationLessonSchema, await call('GET', '/api/education/1/lessons/1', cookie));
    expect(first).toMatchObject({ position: 1, previous: null, next: { position: 2 }, completed: false, course: { id: 1, progress: { done: 0, total: 4 } } });
    expect(first.body).toContain('| `kotlin OR scala` |');
    const last = bodyOf(educationLessonSchema, await call('GET', '/api/education/1/lessons/4?locale=ru', cookie));
    expect(last).toMatchObject({ position: 4, previous: { position: 3 }, next: null, title: 'От вакансии к запросу' });
    expect(last.body).toContain('```text');
  });

  it('opens an article with its Markdown text and no lessons', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const article = bodyOf(educationItemDetailsSchema, await call('GET', '/api/education/2', cookie));
    expect(article).toMatchObject({ id: 2, kind: 'article', lessons: [], nextLesson: null, progress: { done: 0, total: 1 } });
    expect(article.body).toContain('{name}');
  });

  it('answers 404 for unknown or malformed items and lessons, and 401 when signed out', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    for (const url of ['/api/education/999', '/api/education/intro', '/api/education/01', '/api/education/1/lessons/9', '/api/education/1/lessons/first', '/api/education/2/lessons/1', '/api/education/999/lessons/1']) {
      const response = await call('GET', url, cookie);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    expect((await call('GET', '/api/education/1/lessons/9', cookie)).json().error.message).toBe('No such lesson.');
    expect((await call('POST', '/api/education/999/progress', cookie, { completed: true })).statusCode).toBe(404);
    expect((await call('POST', '/api/education/1/lessons/9/progress', cookie, { completed: true })).statusCode).toBe(404);
    expect((await call('POST', '/api/education/999/lessons/1/progress', cookie, { completed: true })).json().error.message).toBe('No such education item.');
    for (const url of ['/api/education', '/api/education/1', '/api/education/1/lessons/1']) expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('POST', '/api/education/1/lessons/1/progress', undefined, { completed: true })).statusCode).toBe(401);
  });
});
