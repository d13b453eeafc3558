import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { createCaller } from '../user/testing/call';

describeEachDatabase('education', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists at least six courses and articles, in English and in Russian', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const en = (await call('GET', '/api/education', cookie)).json();
    expect(en.locale).toBe('en');
    expect(en.items.length).toBeGreaterThanOrEqual(6);
    expect(new Set(en.items.map((item: { kind: string }) => item.kind))).toEqual(new Set(['course', 'article']));
    const ru = (await call('GET', '/api/education?locale=ru', cookie)).json();
    expect(ru.items.map((item: { id: number }) => item.id)).toEqual(en.items.map((item: { id: number }) => item.id));
    for (const item of ru.items) expect(item.title).toMatch(/[а-яё]/i);
    expect(en.items[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      kind: expect.any(String),
      minutes: expect.any(Number),
      title: expect.any(String),
      summary: expect.any(String),
      completed: false,
    });
  });

  it("follows the user's locale when none is asked for", async () => {
    const { cookie } = await signUp(app, { kind: 'candidate' });
    await call('PATCH', '/api/user/account', cookie, { locale: 'ru' });
    expect((await call('GET', '/api/education', cookie)).json().locale).toBe('ru');
  });

  it('opens one item with its text and records progress per user', async () => {
    const first = await signUp(app, { kind: 'recruiter' });
    const second = await signUp(app, { kind: 'recruiter' });
    const item = (await call('GET', '/api/education/2', first.cookie)).json();
    expect(item).toMatchObject({ id: 2, completed: false, body: expect.stringContaining('{{name}}') });

    const done = await call('POST', '/api/education/2/progress', first.cookie, { completed: true });
    expect(done.json()).toEqual({ id: 2, completed: true });
    expect((await call('GET', '/api/education/2', first.cookie)).json().completed).toBe(true);
    expect((await call('GET', '/api/education', first.cookie)).json().completed).toBe(1);
    expect((await call('GET', '/api/education/2', second.cookie)).json().completed).toBe(false);
    await call('POST', '/api/education/2/progress', first.cookie, { completed: false });
    expect((await call('GET', '/api/education/2', first.cookie)).json().completed).toBe(false);
  });

  it('answers 404 for unknown or malformed ids, 400 for bad progress and 401 when signed out', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    expect((await call('GET', '/api/education/999', cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/education/intro', cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/education/999/progress', cookie, { completed: true })).statusCode).toBe(404);
    const bad = await call('POST', '/api/education/1/progress', cookie, { completed: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual([{ path: 'completed', message: expect.any(String), code: 'invalid_type', params: { expected: 'boolean' } }]);
    expect((await call('GET', '/api/education')).statusCode).toBe(401);
  });
});
