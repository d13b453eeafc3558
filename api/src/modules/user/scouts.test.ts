import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { signUp } from '../../testing/app';
import { createUserModule } from '.';
import { createAreaTestApp } from './testing/area-app';
import { createCaller } from './testing/call';
import { createFakeResumeSource, type FakeResumeSource } from './testing/fake-resume-source';

describeEachDatabase('user scouting', (getDb) => {
  let app: FastifyInstance;
  let resumes: FakeResumeSource;
  const call = createCaller(() => app);
  beforeAll(async () => {
    resumes = createFakeResumeSource([
      { type: 'internal', id: 1, name: 'Anna', title: 'Go developer', city: 'Moscow', email: null },
      { type: 'internal', id: 2, name: 'Boris', title: 'Go developer', city: null, email: null },
      { type: 'internal', id: 3, name: 'Carl', title: 'Designer', city: null, email: null },
    ]);
    app = await createAreaTestApp(getDb(), [createUserModule({ resumes: () => resumes })]);
  });
  afterAll(async () => {
    await app.close();
  });

  async function scout(cookie: string, text = 'go') {
    const response = await call('POST', '/api/user/scouts', cookie, { name: 'Go people', criteria: { text, filters: { remote: true } } });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('saves, edits, lists and deletes scouts', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const created = await scout(cookie);
    expect(created).toMatchObject({ name: 'Go people', criteria: { text: 'go', filters: { remote: true } }, active: true, lastRunAt: null, matches: 0 });
    const patched = await call('PATCH', `/api/user/scouts/${created.id}`, cookie, { active: false, name: 'Gophers' });
    expect(patched.json()).toMatchObject({ name: 'Gophers', active: false, criteria: { text: 'go' } });
    expect((await call('GET', '/api/user/scouts', cookie)).json().items).toEqual([expect.objectContaining({ id: created.id, name: 'Gophers' })]);
    expect((await call('DELETE', `/api/user/scouts/${created.id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/user/scouts', cookie)).json().items).toEqual([]);
  });

  it('runs a scout: the first run keeps every match, later runs only the new ones', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const created = await scout(cookie);
    const first = await call('POST', `/api/user/scouts/${created.id}/run`, cookie);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ scoutId: created.id, scoutName: 'Go people', total: 2, newCount: 2 });
    expect(first.json().items.map((item: { id: number }) => item.id).sort()).toEqual([1, 2]);
    expect(resumes.searches.at(-1)).toEqual({ text: 'go', filters: { remote: true } });

    const second = (await call('POST', `/api/user/scouts/${created.id}/run`, cookie)).json();
    expect(second).toMatchObject({ total: 2, newCount: 0, items: [] });

    resumes.resumes.push({ type: 'imported', id: 4, name: 'Dina', title: 'Senior Go developer', city: null, email: null });
    const third = (await call('POST', `/api/user/scouts/${created.id}/run`, cookie)).json();
    expect(third).toMatchObject({ total: 3, newCount: 1, items: [{ type: 'imported', id: 4, name: 'Dina' }] });

    const results = (await call('GET', '/api/user/scouts/results', cookie)).json().items;
    expect(results.map((run: { id: number }) => run.id)).toEqual([third.id, second.id, first.json().id]);
    const onlyNew = (await call('GET', '/api/user/scouts/results?onlyNew=true', cookie)).json().items;
    expect(onlyNew.map((run: { id: number }) => run.id)).toEqual([third.id, first.json().id]);
    const one = (await call('GET', `/api/user/scouts/results/${first.json().id}`, cookie)).json();
    expect(one.items).toHaveLength(2);
    expect((await call('GET', '/api/user/scouts', cookie)).json().items[0]).toMatchObject({ matches: 3, lastRunAt: expect.any(String) });
  });

  it('reports bad saved criteria under `criteria` when the search rejects them', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const created = await scout(cookie, 'invalid');
    const run = await call('POST', `/api/user/scouts/${created.id}/run`, cookie);
    expect(run.statusCode).toBe(400);
    expect(run.json().error.fields).toEqual([{ path: 'criteria.text', message: expect.any(String) }]);
    const bad = await call('POST', '/api/user/scouts', cookie, { name: '', criteria: 'java' });
    expect(bad.json().error.fields.map((field: { path: string }) => field.path)).toEqual(expect.arrayContaining(['name', 'criteria']));
  });

  it("keeps scouts and results private: another user gets 404 and no data", async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const created = await scout(owner.cookie);
    const run = (await call('POST', `/api/user/scouts/${created.id}/run`, owner.cookie)).json();
    const other = await signUp(app, { kind: 'recruiter' });
    expect((await call('PATCH', `/api/user/scouts/${created.id}`, other.cookie, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/scouts/${created.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/api/user/scouts/${created.id}/run`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/user/scouts/results/${run.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/scouts/results', other.cookie)).json().items).toEqual([]);
    expect((await call('GET', '/api/user/scouts', other.cookie)).json().items).toEqual([]);
    expect((await call('GET', '/api/user/scouts/results/abc', owner.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/user/scouts')).statusCode).toBe(401);
  });
});
