import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../db/testing';
import { createTestApp, signUp, TEST_PASSWORD } from '../../../testing/app';
import { createCaller } from '../../../testing/call';

describeEachDatabase('user account and history', (getDb) => {
  let app: FastifyInstance;
  const call = createCaller(() => app);
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  async function login(email: string, password: string) {
    return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  }

  it('shows the profile, the team plan and credits, and the promo history', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter', name: 'Olga' });
    await getDb().query(`INSERT INTO campaigns (code, credits) VALUES ('spring', 5) ON CONFLICT DO NOTHING`);
    await call('GET', '/api/set_promocode?utm_campaign=spring', cookie);
    const account = (await call('GET', '/api/user/account', cookie)).json();
    expect(account).toMatchObject({
      id: session.user.id,
      name: 'Olga',
      kind: 'recruiter',
      locale: 'en',
      theme: 'light',
      team: { id: session.team?.id, role: 'owner', plan: 'starter', credits: 25 },
      promoHistory: [{ campaign: 'spring', credits: 5, activatedAt: expect.any(String) }],
    });
    expect(account).not.toHaveProperty('password_hash');
    expect((await call('GET', '/api/user/account')).statusCode).toBe(401);
  });

  it('changes name, locale and theme, and rejects bad values with their fields', async () => {
    const { cookie } = await signUp(app, { kind: 'candidate' });
    const patched = await call('PATCH', '/api/user/account', cookie, { name: 'Ivan', locale: 'ru', theme: 'dark' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Ivan', locale: 'ru', theme: 'dark', team: null });
    const bad = await call('PATCH', '/api/user/account', cookie, { locale: 'de', theme: 'pink', email: 'x@example.test' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.map((field: { path: string }) => field.path)).toEqual(expect.arrayContaining(['locale', 'theme']));
  });

  it('changes the password only with the current one, and signs out other devices', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter' });
    const other = await login(session.user.email, TEST_PASSWORD);
    const otherCookie = `sid=${other.cookies.find((c) => c.name === 'sid')?.value}`;
    const wrong = await call('POST', '/api/user/account/password', cookie, { currentPassword: 'nope-nope', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual([{ path: 'currentPassword', message: expect.any(String) }]);
    const short = await call('POST', '/api/user/account/password', cookie, { currentPassword: TEST_PASSWORD, newPassword: 'short' });
    expect(short.json().error.fields).toEqual([
      { path: 'newPassword', message: expect.any(String), code: 'too_small', params: { minimum: 8, origin: 'string' } },
    ]);

    const changed = await call('POST', '/api/user/account/password', cookie, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' });
    expect(changed.statusCode).toBe(204);
    expect((await login(session.user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(session.user.email, 'brand-new-pass')).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/auth/me', otherCookie)).statusCode).toBe(401);
  });

  it('lists and clears search and CV-view history, one user at a time', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const other = await signUp(app, { kind: 'recruiter' });
    const resume = await getDb().query<{ id: number }>(
      `INSERT INTO resumes (type, resume, name, title, search_vector) VALUES ('internal', '{}', 'Anna', 'QA', ''::tsvector) RETURNING id`,
    );
    const resumeId = resume.rows[0]?.id;
    await getDb().query(`INSERT INTO search_history (user_id, criteria, total) VALUES ($1, '{"text":"go"}', 4), ($1, '{"text":"qa"}', 2)`, [
      owner.session.user.id,
    ]);
    await getDb().query('INSERT INTO cv_views (user_id, resume_id) VALUES ($1, $2)', [owner.session.user.id, resumeId]);

    const searches = (await call('GET', '/api/user/history?kind=search&limit=1', owner.cookie)).json();
    expect(searches).toMatchObject({ kind: 'search', total: 2, items: [{ criteria: { text: 'qa' }, total: 2 }] });
    const views = (await call('GET', '/api/user/history?kind=view', owner.cookie)).json();
    expect(views.items).toEqual([{ id: expect.any(Number), resume: { type: 'internal', id: resumeId, name: 'Anna', title: 'QA' }, createdAt: expect.any(String) }]);
    expect((await call('GET', '/api/user/history?kind=view', other.cookie)).json()).toMatchObject({ total: 0, items: [] });
    expect((await call('GET', '/api/user/history?kind=likes&limit=1000', owner.cookie)).statusCode).toBe(400);

    // Another user cannot delete an entry that is not theirs.
    const entryId = searches.items[0].id;
    expect((await call('DELETE', `/api/user/history?kind=search&id=${entryId}`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/history?kind=search&id=${entryId}`, owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/user/history?kind=search', owner.cookie)).json().total).toBe(1);
    expect((await call('DELETE', '/api/user/history', owner.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/user/history?kind=view', owner.cookie)).json().total).toBe(0);
  });

  it('exports what the user owns and nothing of anyone else', async () => {
    const owner = await signUp(app, { kind: 'recruiter', name: 'Exporter' });
    const other = await signUp(app, { kind: 'recruiter' });
    await call('POST', '/api/user/scouts', owner.cookie, { name: 'Mine', criteria: { text: 'go' } });
    await call('POST', '/api/user/scouts', other.cookie, { name: 'Not mine', criteria: { text: 'go' } });
    await call('POST', '/api/education/2/progress', owner.cookie, { completed: true });
    await call('POST', '/api/education/1/lessons/2/progress', owner.cookie, { completed: true });
    const response = await call('GET', '/api/user/account/export', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="account-export-/);
    const data = response.json();
    expect(data.account).toMatchObject({ name: 'Exporter' });
    expect(data.scouts).toEqual([expect.objectContaining({ name: 'Mine' })]);
    expect(data.educationProgress).toEqual([expect.objectContaining({ itemId: 2, completed: true })]);
    expect(data.educationLessonsRead).toEqual([expect.objectContaining({ itemId: 1, position: 2 })]);
    expect(response.body).not.toContain('Not mine');
    expect(response.body).not.toContain('password');
  });

  it('deletes the account after the password is confirmed, with its empty team', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter' });
    const wrong = await call('POST', '/api/user/account/delete', cookie, { password: 'wrong-one' });
    expect(wrong.statusCode).toBe(400);
    // Without a body the answer names the missing password, as with an empty one.
    const bodiless = await call('DELETE', '/api/user/account', cookie);
    expect(bodiless.statusCode).toBe(400);
    expect(bodiless.json().error.fields[0].path).toBe('password');
    const deleted = await call('DELETE', '/api/user/account', cookie, { password: TEST_PASSWORD });
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(401);
    expect((await getDb().query('SELECT 1 FROM users WHERE id = $1', [session.user.id])).rowCount).toBe(0);
    expect((await getDb().query('SELECT 1 FROM teams WHERE id = $1', [session.team?.id])).rowCount).toBe(0);
  });

  it('refuses to delete the last owner of a team with other members', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const member = await signUp(app, { kind: 'recruiter' });
    const { token } = (await call('POST', '/api/team/invitations', owner.cookie, { email: member.session.user.email, role: 'member' })).json();
    await call('POST', `/api/team/invitations/${token}/accept`, member.cookie);
    const refused = await call('POST', '/api/user/account/delete', owner.cookie, { password: TEST_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('last_owner');
    // The member can go; the team stays with its owner.
    expect((await call('POST', '/api/user/account/delete', member.cookie, { password: TEST_PASSWORD })).statusCode).toBe(204);
    expect((await call('GET', '/api/team', owner.cookie)).json().members).toHaveLength(1);
  });
});
