import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../config/env';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp, signUp, testConfig } from '../../../testing/app';
import { createCaller } from '../../../testing/call';

describeEachDatabase('team vacancies', (getDb) => {
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

  it('keeps skills, employment type and level, and checks them', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const created = await vacancy(owner.cookie, { skills: [' Go ', 'PostgreSQL', 'go', ''], employmentType: 'contract', level: 'senior' });
    expect(created).toMatchObject({ skills: ['Go', 'PostgreSQL'], employmentType: 'contract', level: 'senior' });
    const defaults = await vacancy(owner.cookie);
    expect(defaults).toMatchObject({ skills: [], employmentType: 'full_time', level: null });
    const bad = await call('POST', '/api/team/vacancies', owner.cookie, { title: 'QA', employmentType: 'gig', level: 'guru', skills: ['x'.repeat(51)] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((field: { path: string }) => field.path)).toEqual(expect.arrayContaining(['employmentType', 'level', 'skills.0']));
    const patched = await call('PATCH', `/api/team/vacancies/${created.id}`, owner.cookie, { level: null, skills: ['Kafka'] });
    expect(patched.json()).toMatchObject({ level: null, skills: ['Kafka'], employmentType: 'contract' });
  });

  it("filters the team's list by text and pages through it", async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    for (const title of ['Go developer', 'Java developer', 'Designer', 'Go team lead']) await vacancy(owner.cookie, { title });
    await vacancy(owner.cookie, { title: 'Analyst', skills: ['Golang'] });
    const go = (await call('GET', '/api/team/vacancies?q=go', owner.cookie)).json();
    expect(go.items.map((item: { title: string }) => item.title).sort()).toEqual(['Analyst', 'Go developer', 'Go team lead']);
    expect(go.total).toBe(3);
    const first = (await call('GET', '/api/team/vacancies?perPage=2&page=1', owner.cookie)).json();
    const third = (await call('GET', '/api/team/vacancies?perPage=2&page=3', owner.cookie)).json();
    expect(first).toMatchObject({ total: 5, page: 1, perPage: 2 });
    expect(first.items).toHaveLength(2);
    expect(third.items).toHaveLength(1);
    const past = (await call('GET', '/api/team/vacancies?perPage=2&page=9', owner.cookie)).json();
    expect(past).toMatchObject({ items: [], total: 5 });
    const bad = await call('GET', '/api/team/vacancies?page=0&perPage=500', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((field: { path: string }) => field.path).sort()).toEqual(['page', 'perPage']);
  });

  it('lists open vacancies of every team for anyone, searchable by text and city', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const marker = `Zyx${Date.now().toString(36)}`;
    const open = await vacancy(owner.cookie, { title: `${marker} Rust engineer`, city: 'Kazan', status: 'open' });
    await vacancy(owner.cookie, { title: `${marker} Rust intern`, city: 'Kazan' });
    await vacancy(owner.cookie, { title: `${marker} Rust lead`, city: 'Omsk', status: 'closed' });
    const other = await signUp(app, { kind: 'recruiter' });
    const elsewhere = await vacancy(other.cookie, { title: `${marker} Rust developer`, city: 'Perm', status: 'open' });

    const all = await call('GET', `/api/vacancies?q=${marker}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((item: { id: number }) => item.id).sort()).toEqual([open.id, elsewhere.id].sort());
    expect(all.json().items[0]).not.toHaveProperty('applications');
    const kazan = (await call('GET', `/api/vacancies?q=${marker}&city=kaz`)).json();
    expect(kazan.items.map((item: { id: number }) => item.id)).toEqual([open.id]);
    // A city by any of its names: Казань finds Kazan, Пермь finds Perm.
    const inRussian = (await call('GET', `/api/vacancies?q=${marker}&city=${encodeURIComponent('Казань')}`)).json();
    expect(inRussian.items.map((item: { id: number }) => item.id)).toEqual([open.id]);
    const perm = (await call('GET', `/api/vacancies?q=${marker}&city=${encodeURIComponent('пермь')}`)).json();
    expect(perm.items.map((item: { id: number }) => item.id)).toEqual([elsewhere.id]);
    expect((await call('GET', `/api/vacancies?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('filters the job board by remote work, level and a monthly salary the range reaches, in its currency', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const marker = `Qvw${Date.now().toString(36)}`;
    const remoteSenior = await vacancy(owner.cookie, { title: `${marker} A`, status: 'open', remote: true, level: 'senior', salaryMin: 200000, salaryMax: 300000, currency: 'RUB' });
    const officeSenior = await vacancy(owner.cookie, { title: `${marker} B`, status: 'open', remote: false, level: 'senior', salaryMin: 250000, currency: 'RUB' });
    const remoteJunior = await vacancy(owner.cookie, { title: `${marker} C`, status: 'open', remote: true, level: 'junior', salaryMax: 3000, currency: 'EUR' });
    const noSalary = await vacancy(owner.cookie, { title: `${marker} D`, status: 'open', remote: true });
    const ids = async (query: string) => {
      const response = await call('GET', `/api/vacancies?q=${marker}&${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().items.map((item: { id: number }) => item.id).sort();
    };
    expect(await ids('remote=true')).toEqual([remoteSenior.id, remoteJunior.id, noSalary.id].sort());
    expect(await ids('remote=false')).toEqual([officeSenior.id]);
    expect(await ids('level=senior')).toEqual([remoteSenior.id, officeSenior.id].sort());
    // The upper bound when there is one, else the lower one; RUB unless another currency is named.
    expect(await ids('salaryFrom=260000')).toEqual([remoteSenior.id]);
    expect(await ids('salaryFrom=250000')).toEqual([remoteSenior.id, officeSenior.id].sort());
    expect(await ids('salaryFrom=2500&currency=EUR')).toEqual([remoteJunior.id]);
    expect(await ids('remote=true&level=senior&salaryFrom=100000')).toEqual([remoteSenior.id]);

    const bad = await call('GET', `/api/vacancies?remote=yes&level=guru&salaryFrom=-5&currency=BTC`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((field: { path: string }) => field.path).sort()).toEqual(['currency', 'level', 'remote', 'salaryFrom']);
  });

  it('rate-limits applications per client address (APPLICATION_RATE_LIMIT, 5 by default)', async () => {
    // The suite's app lifts every limit; this one keeps the production default.
    const limited = await createTestApp(getDb(), { rateLimits: { ...testConfig().rateLimits, applications: loadConfig({ NODE_ENV: 'test' }).rateLimits.applications } });
    try {
      const owner = await signUp(app, { kind: 'recruiter' });
      const open = await vacancy(owner.cookie, { status: 'open' });
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 7; attempt += 1) {
        const response = await limited.inject({ method: 'POST', url: `/api/team/vacancies/${open.id}/applications`, payload: {}, remoteAddress: '192.0.2.77' });
        statuses.push(response.statusCode);
      }
      // Anonymous attempts are refused (401) until the limit answers for them (429).
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});
