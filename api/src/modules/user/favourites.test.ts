import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { signUp } from '../../testing/app';
import { createUserModule } from '.';
import { createAreaTestApp } from './testing/area-app';
import { createCaller } from './testing/call';
import { createFakeResumeSource } from './testing/fake-resume-source';

describeEachDatabase('user favourites', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    const resumes = createFakeResumeSource([
      { type: 'internal', id: 10, name: 'Anna', title: 'Go developer', city: 'Moscow', email: null },
      { type: 'imported', id: 11, name: 'Boris', title: 'QA', city: null, email: null },
    ]);
    app = await createAreaTestApp(getDb(), [createUserModule({ resumes: () => resumes })]);
  });
  afterAll(async () => {
    await app.close();
  });

  it('keeps favourites in named lists, with the default list first', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const first = await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10 });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ type: 'internal', id: 10, list: 'default', name: 'Anna', title: 'Go developer', city: 'Moscow' });
    expect((await call('POST', '/api/user/favourites', cookie, { type: 'imported', id: 11, list: 'QA pool' })).statusCode).toBe(201);
    // Adding again changes nothing.
    expect((await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10 })).statusCode).toBe(200);

    const all = (await call('GET', '/api/user/favourites', cookie)).json();
    expect(all.lists).toEqual([
      { name: 'default', count: 1 },
      { name: 'QA pool', count: 1 },
    ]);
    expect(all.items).toHaveLength(2);
    const qa = (await call('GET', '/api/user/favourites?list=QA%20pool', cookie)).json();
    expect(qa.items).toEqual([expect.objectContaining({ id: 11, list: 'QA pool' })]);
  });

  it('removes a favourite named in the query, 404 when it is not there', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 10 });
    expect((await call('DELETE', '/api/user/favourites?type=internal&id=10', cookie)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/user/favourites?type=internal&id=10', cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/favourites', cookie)).json().items).toEqual([]);
  });

  it('rejects unknown CVs and bad input', async () => {
    const { cookie } = await signUp(app, { kind: 'candidate' });
    expect((await call('POST', '/api/user/favourites', cookie, { type: 'internal', id: 999 })).statusCode).toBe(404);
    const bad = await call('POST', '/api/user/favourites', cookie, { type: 'pdf', id: 'x', list: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((field: { path: string }) => field.path)).toEqual(expect.arrayContaining(['type', 'id', 'list']));
    expect((await call('DELETE', '/api/user/favourites?type=internal', cookie)).statusCode).toBe(400);
  });

  it("is private: nobody sees or removes another user's favourites", async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    await call('POST', '/api/user/favourites', owner.cookie, { type: 'internal', id: 10, list: 'secret list' });
    const other = await signUp(app, { kind: 'recruiter' });
    const theirs = await call('GET', '/api/user/favourites', other.cookie);
    expect(theirs.json()).toEqual({ lists: [], items: [] });
    expect(theirs.body).not.toContain('secret list');
    expect((await call('DELETE', '/api/user/favourites?type=internal&id=10', other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/favourites?list=secret%20list', owner.cookie)).json().items).toHaveLength(1);
    expect((await call('GET', '/api/user/favourites')).statusCode).toBe(401);
  });
});
