import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp, TEST_PASSWORD } from '../../testing/app';

function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

describeEachDatabase('auth module', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  it('registers a recruiter with a new team it owns, holding the starting credits, and signs in', async () => {
    const email = uniqueEmail('Owner');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'long-enough-1', name: 'Olga', kind: 'recruiter', teamName: 'Hiring Co' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      user: { id: expect.any(String), email, name: 'Olga', kind: 'recruiter', locale: 'en', theme: 'light', emailVerified: false, operator: false },
      team: { id: expect.any(String), name: 'Hiring Co', role: 'owner', credits: 20 },
    });
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `sid=${sid?.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(response.json());
  });

  it('stores only a hash of the session token and a salted scrypt hash of the password', async () => {
    const { cookie, session } = await signUp(app, { kind: 'candidate' });
    const token = cookie.slice('sid='.length);
    const stored = await getDb().query<{ token_hash: string; password_hash: string }>(
      `SELECT s.token_hash, u.password_hash FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.id = $1`,
      [session.user.id],
    );
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.token_hash).not.toContain(token);
    expect(stored.rows[0]?.password_hash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(stored.rows[0]?.password_hash).not.toContain(TEST_PASSWORD);
  });

  it('registers a candidate without a team', async () => {
    const { session } = await signUp(app, { kind: 'candidate', name: 'Ivan' });
    expect(session).toEqual({ user: expect.objectContaining({ kind: 'candidate', name: 'Ivan' }), team: null });
  });

  it('logs in with the e-mail in any letter case, then logs out', async () => {
    const email = uniqueEmail('case');
    await signUp(app, { kind: 'recruiter', email });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user: { email } });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;

    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(logout.cookies.find((c) => c.name === 'sid')?.value).toBe('');

    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ error: { code: 'unauthenticated', message: expect.any(String) } });
  });

  it('answers 401 to /me without a session', async () => {
    const me = await app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
  });

  it('answers /session with 200 both signed out and signed in', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ session: null });
    const email = uniqueEmail('session');
    const { cookie } = await signUp(app, { kind: 'candidate', email });
    const signedIn = await app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ session: { user: { email } } });
  });

  it('refuses a wrong password and an unknown e-mail alike', async () => {
    const email = uniqueEmail('wrong');
    await signUp(app, { kind: 'candidate', email });
    const wrong = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'not-it-at-all' } });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: TEST_PASSWORD },
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { code: 'invalid_credentials', message: expect.any(String) } });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('refuses a second account with the same e-mail in another letter case (409)', async () => {
    const email = uniqueEmail('dup');
    await signUp(app, { kind: 'recruiter', email });
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: email.toUpperCase(), password: TEST_PASSWORD, name: 'Dup', kind: 'candidate' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'email_taken', fields: [{ path: 'email' }] } });
    const users = await getDb().query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
    expect(users.rowCount).toBe(1);
  });

  it('answers invalid registrations with 400 naming each bad field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-email', password: 'short', name: '', kind: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.map((field: { path: string }) => field.path).sort()).toEqual(['email', 'kind', 'name', 'password']);
  });

  it('rate-limits login attempts per client', async () => {
    const limited = await createTestApp(getDb(), { rateLimits: { auth: 3, alerts: 100, search: 100, applications: 100, apiKeys: 100 } });
    try {
      const attempt = () =>
        // An address of its own: the counters live in the database, shared with the suite's other apps.
        limited.inject({ method: 'POST', url: '/api/auth/login', payload: { email: uniqueEmail('rl'), password: 'whatever-1' }, remoteAddress: '10.0.0.7' });
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await attempt();
      expect(blocked.json()).toEqual({ error: { code: 'rate_limited', message: expect.any(String) } });
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
