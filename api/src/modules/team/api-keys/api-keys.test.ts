import { createHash } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp, signUp } from '../../../testing/app';

describeEachDatabase('team API keys', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: InjectOptions['method'], url: string, headers: Record<string, string>, payload?: object) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function ownerWithKey(scopes: string[] = ['cvs:read', 'pipeline:write', 'messages:send']) {
    const owner = await signUp(app, { kind: 'recruiter' });
    const created = await call('POST', '/api/team/api-keys', { cookie: owner.cookie }, { name: 'CRM sync', scopes });
    expect(created.statusCode).toBe(201);
    const key: { id: string; token: string } = created.json();
    return { owner, key };
  }

  it('shows the token once, keeps only its sha256, and notes when the key was last used', async () => {
    const { owner, key } = await ownerWithKey(['pipeline:write']);
    expect(key.token).toMatch(/^hs_live_[A-Za-z0-9_-]{43}$/);
    const { rows } = await getDb().query<{ token_hash: string; prefix: string }>('SELECT token_hash, prefix FROM team_api_keys WHERE id = $1', [key.id]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(key.token).digest('hex'), prefix: key.token.slice(0, 12) }]);

    const before = await call('GET', '/api/team/api-keys', { cookie: owner.cookie });
    expect(before.body).not.toContain(key.token);
    expect(before.json().items).toEqual([
      expect.objectContaining({ id: key.id, name: 'CRM sync', scopes: ['pipeline:write'], prefix: key.token.slice(0, 12), createdBy: owner.session.user.name, lastUsedAt: null }),
    ]);
    expect((await call('GET', '/api/team/vacancies', bearer(key.token))).statusCode).toBe(200);
    const after = await call('GET', '/api/team/api-keys', { cookie: owner.cookie });
    expect(after.json().items[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('names the bad field of a creation', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const response = await call('POST', '/api/team/api-keys', { cookie: owner.cookie }, { name: '  ', scopes: ['cvs:read', 'admin'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'name', message: 'Name the key.' }), expect.objectContaining({ path: 'scopes.1' })]),
    );
    const none = await call('POST', '/api/team/api-keys', { cookie: owner.cookie }, { name: 'Empty', scopes: [] });
    expect(none.json().error.fields).toEqual([expect.objectContaining({ path: 'scopes', message: 'Choose at least one scope.' })]);
  });

  it('lets only owners manage keys, and a key manage none', async () => {
    const { owner, key } = await ownerWithKey();
    const invitation = await call('POST', '/api/team/invitations', { cookie: owner.cookie }, { email: `admin-${Date.now()}@example.test`, role: 'admin' });
    const admin = await signUp(app, { kind: 'recruiter', email: invitation.json().email });
    expect((await call('POST', `/api/team/invitations/${invitation.json().token}/accept`, { cookie: admin.cookie })).statusCode).toBe(200);
    expect((await call('GET', '/api/team/api-keys', { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/team/api-keys/${key.id}`, { cookie: admin.cookie })).statusCode).toBe(403);
    const refused = await call('GET', '/api/team/api-keys', bearer(key.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('api_key_not_accepted');
    const stranger = await signUp(app, { kind: 'recruiter' });
    expect((await call('DELETE', `/api/team/api-keys/${key.id}`, { cookie: stranger.cookie })).statusCode).toBe(404);
  });

  it('opens only the routes of its scopes, and refuses an unknown token', async () => {
    const { key } = await ownerWithKey(['cvs:read']);
    expect((await call('POST', '/api/webapp/resumes_search/resumes/', bearer(key.token), { text: 'java' })).statusCode).toBe(200);
    const vacancies = await call('GET', '/api/team/vacancies', bearer(key.token));
    expect(vacancies.statusCode).toBe(403);
    expect(vacancies.json().error).toMatchObject({ code: 'insufficient_scope', message: 'This API key lacks the scope pipeline:write.' });
    const account = await call('GET', '/api/user/account', bearer(key.token));
    expect(account.json().error.code).toBe('api_key_not_accepted');
    const unknown = await call('GET', '/api/team/vacancies', bearer('hs_live_made-up'));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('invalid_api_key');
  });

  it('never falls back to the cookie: a revoked key with the owner cookie is refused', async () => {
    const { owner, key } = await ownerWithKey();
    expect((await call('DELETE', `/api/team/api-keys/${key.id}`, { cookie: owner.cookie })).statusCode).toBe(204);
    expect((await call('GET', '/api/team/vacancies', { ...bearer(key.token), cookie: owner.cookie })).statusCode).toBe(401);
    // Another scheme (a proxy's Basic prompt) is not the API's: the cookie then counts as usual.
    expect((await call('GET', '/api/team/vacancies', { authorization: 'Basic dXNlcjpwYXNz', cookie: owner.cookie })).statusCode).toBe(200);
  });

  it('is not held to the browser rules (Origin, CSRF) that guard the cookie', async () => {
    const { owner, key } = await ownerWithKey();
    const origin = { origin: 'https://evil.example' };
    const withKey = await call('POST', '/api/team/vacancies', { ...bearer(key.token), ...origin }, { title: 'From the CRM' });
    expect(withKey.statusCode).toBe(201);
    expect(withKey.json().title).toBe('From the CRM');
    expect((await call('POST', '/api/team/vacancies', { cookie: owner.cookie, ...origin }, { title: 'Forged' })).statusCode).toBe(403);
  });

  it('stops working when its creator is no longer an owner of the team', async () => {
    const { owner, key } = await ownerWithKey();
    await getDb().query(`UPDATE team_members SET role = 'admin' WHERE user_id = $1`, [owner.session.user.id]);
    expect((await call('GET', '/api/team/vacancies', bearer(key.token))).statusCode).toBe(401);
  });

  it("keeps the key's searches out of its creator's history", async () => {
    const { owner, key } = await ownerWithKey(['cvs:read']);
    expect((await call('POST', '/api/webapp/resumes_search/resumes/', bearer(key.token), { text: 'kotlin' })).statusCode).toBe(200);
    expect((await call('GET', '/api/user/history?kind=search', { cookie: owner.cookie })).json().items).toEqual([]);
  });
});

describeEachDatabase('team API keys: rate limit', (getDb) => {
  it('limits each key on its own, across its routes', async () => {
    const app = await createTestApp(getDb(), { rateLimits: { auth: 100, alerts: 100, search: 100, applications: 100, apiKeys: 3 } });
    try {
      const owner = await signUp(app, { kind: 'recruiter' });
      const create = async () =>
        (await app.inject({ method: 'POST', url: '/api/team/api-keys', headers: { cookie: owner.cookie }, payload: { name: 'Limited', scopes: ['cvs:read', 'pipeline:write'] } })).json().token;
      const first: string = await create();
      const second: string = await create();
      const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect((await get(first, '/api/team/vacancies')).statusCode).toBe(200);
      expect((await get(first, '/api/team/vacancies?status=open')).statusCode).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/webapp/resumes_search/resumes/', headers: { authorization: `Bearer ${first}` }, payload: {} })).statusCode).toBe(200);
      const limited = await get(first, '/api/team/vacancies');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().error.code).toBe('rate_limited');
      expect(limited.headers['retry-after']).toBeDefined();
      expect((await get(second, '/api/team/vacancies')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
