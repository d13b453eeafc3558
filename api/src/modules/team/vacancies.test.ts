import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { createCaller } from '../user/testing/call';

describeEachDatabase('team vacancies and applications', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  let ip = 0;
  /** Each call from its own client address, so the application rate limit only bites where a test wants it. */
  const send = createCaller(() => app);
  const call: typeof send = (method, url, cookie, payload, remoteAddress = `10.0.0.${(ip += 1) % 250}`) =>
    send(method, url, cookie, payload, remoteAddress);

  async function vacancy(cookie: string, fields: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/team/vacancies', cookie, { title: 'Backend developer (Go)', ...fields });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  it('creates a draft vacancy and lists it for its team only', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const created = await vacancy(owner.cookie, { city: 'Berlin', salaryMin: 4000, salaryMax: 6000, currency: 'EUR' });
    expect(created).toMatchObject({ title: 'Backend developer (Go)', status: 'draft', city: 'Berlin', canManage: true, applications: 0 });
    const list = (await call('GET', '/api/team/vacancies', owner.cookie)).json();
    expect(list.items.map((item: { id: number }) => item.id)).toContain(created.id);

    const other = await signUp(app, { kind: 'recruiter' });
    const theirs = (await call('GET', '/api/team/vacancies', other.cookie)).json();
    expect(theirs.items).toEqual([]);
  });

  it('rejects bad fields with their paths', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const response = await call('POST', '/api/team/vacancies', owner.cookie, { title: '', salaryMin: 10, salaryMax: 5, status: 'live' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'status']));
    const order = await call('POST', '/api/team/vacancies', owner.cookie, { title: 'QA', salaryMin: 10, salaryMax: 5 });
    expect(order.json().error.fields).toEqual([{ path: 'salaryMax', message: expect.any(String) }]);
  });

  it('shows an open vacancy to anyone, counts the view, and hides drafts as missing', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const open = await vacancy(owner.cookie, { status: 'open', description: 'Write Go.' });
    const draft = await vacancy(owner.cookie);

    const anonymous = await call('GET', `/api/team/vacancies/${open.id}`);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toMatchObject({ id: open.id, title: open.title, description: 'Write Go.', status: 'open' });
    expect(anonymous.json()).not.toHaveProperty('applications');
    expect(anonymous.json()).not.toHaveProperty('canManage');

    expect((await call('GET', `/api/team/vacancies/${draft.id}`)).statusCode).toBe(404);
    const stranger = await signUp(app, { kind: 'recruiter' });
    expect((await call('GET', `/api/team/vacancies/${draft.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/team/vacancies/abc')).statusCode).toBe(404);

    const own = (await call('GET', `/api/team/vacancies/${open.id}`, owner.cookie)).json();
    // The anonymous visit counted; the team's own look did not.
    expect(own).toMatchObject({ canManage: true, views: 1 });
  });

  it("lets another team neither change nor delete a vacancy: 403 for an open one, 404 for a draft", async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const open = await vacancy(owner.cookie, { status: 'open' });
    const draft = await vacancy(owner.cookie);
    const other = await signUp(app, { kind: 'recruiter' });
    expect((await call('PATCH', `/api/team/vacancies/${open.id}`, other.cookie, { title: 'Mine now' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/team/vacancies/${open.id}`, other.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/team/vacancies/${draft.id}`, other.cookie, { title: 'Mine now' })).statusCode).toBe(404);
    expect((await call('GET', `/api/team/vacancies/${open.id}/applications`, other.cookie)).statusCode).toBe(403);
    expect((await call('PATCH', `/api/team/vacancies/${open.id}`, undefined, { title: 'x' })).statusCode).toBe(401);
    const unchanged = (await call('GET', `/api/team/vacancies/${open.id}`, owner.cookie)).json();
    expect(unchanged.title).toBe(open.title);
  });

  it('edits, opens and deletes its own vacancy', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const created = await vacancy(owner.cookie, { salaryMin: 100 });
    const patched = await call('PATCH', `/api/team/vacancies/${created.id}`, owner.cookie, { status: 'open', remote: true, city: null });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ status: 'open', remote: true, city: null, salaryMin: 100 });
    const badRange = await call('PATCH', `/api/team/vacancies/${created.id}`, owner.cookie, { salaryMax: 50 });
    expect(badRange.statusCode).toBe(400);
    expect((await call('PATCH', `/api/team/vacancies/${created.id}`, owner.cookie, {})).statusCode).toBe(400);
    expect((await call('DELETE', `/api/team/vacancies/${created.id}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/team/vacancies/${created.id}`, owner.cookie)).statusCode).toBe(404);
  });

  it('takes applications for open vacancies only and shows them to the team', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const open = await vacancy(owner.cookie, { status: 'open' });
    const closed = await vacancy(owner.cookie, { status: 'closed' });
    const application = { name: 'Anna', email: 'anna@example.test', message: 'Hello', cvUrl: 'https://example.test/cv' };
    const sent = await call('POST', `/api/team/vacancies/${open.id}/applications`, undefined, application);
    expect(sent.statusCode).toBe(201);
    expect((await call('POST', `/api/team/vacancies/${closed.id}/applications`, undefined, application)).statusCode).toBe(404);

    const bad = await call('POST', `/api/team/vacancies/${open.id}/applications`, undefined, { name: '', email: 'x', cvUrl: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((field: { path: string }) => field.path)).toEqual(expect.arrayContaining(['name', 'email', 'cvUrl']));

    const list = await call('GET', `/api/team/vacancies/${open.id}/applications`, owner.cookie);
    expect(list.json().items).toEqual([expect.objectContaining({ name: 'Anna', email: 'anna@example.test', cvUrl: 'https://example.test/cv' })]);
  });

  it('rate-limits applications per client address', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const open = await vacancy(owner.cookie, { status: 'open' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await call('POST', `/api/team/vacancies/${open.id}/applications`, undefined, { name: 'Spam', email: 's@example.test' }, '192.0.2.77');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
