import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { hashSessionToken, SESSION_IDLE_DAYS } from '../../http/session';
import { createTestApp, signUp, TEST_PASSWORD } from '../../testing/app';

describeEachDatabase('session lifetime', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const tokenHash = (cookie: string) => hashSessionToken(cookie.slice('sid='.length));

  it(`ends a session unused for ${SESSION_IDLE_DAYS} days, and keeps an active one alive`, async () => {
    const idle = await signUp(app, { kind: 'candidate' });
    const active = await signUp(app, { kind: 'candidate' });
    await getDb().query(`UPDATE sessions SET last_seen_at = now() - make_interval(days => $2) - interval '1 minute' WHERE token_hash = $1`, [tokenHash(idle.cookie), SESSION_IDLE_DAYS]);
    await getDb().query(`UPDATE sessions SET last_seen_at = now() - make_interval(days => $2) + interval '1 hour' WHERE token_hash = $1`, [tokenHash(active.cookie), SESSION_IDLE_DAYS]);
    expect((await me(idle.cookie)).statusCode).toBe(401);
    expect((await me(active.cookie)).statusCode).toBe(200);
    const { rows } = await getDb().query<{ recent: boolean }>(`SELECT last_seen_at > now() - interval '1 minute' AS recent FROM sessions WHERE token_hash = $1`, [tokenHash(active.cookie)]);
    expect(rows[0]?.recent).toBe(true); // using it refreshed it
  });

  it('ends a session at its absolute expiry however active', async () => {
    const { cookie } = await signUp(app, { kind: 'candidate' });
    await getDb().query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [tokenHash(cookie)]);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('gives a new session id at each sign-in and ends it server-side at sign-out (a replayed cookie is refused)', async () => {
    const { cookie, session } = await signUp(app, { kind: 'candidate' });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { cookie }, payload: { email: session.user.email, password: TEST_PASSWORD } });
    const fresh = `sid=${login.cookies.find((item) => item.name === 'sid')?.value}`;
    expect(fresh).not.toBe(cookie);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: fresh } })).statusCode).toBe(204);
    expect((await me(fresh)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200); // the other device stays signed in
  });

  it('answers an unknown e-mail and a wrong password alike', async () => {
    const { session } = await signUp(app, { kind: 'candidate' });
    const attempt = (email: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password-1' } });
    const wrongPassword = await attempt(session.user.email);
    const unknown = await attempt('nobody-at-all@example.test');
    expect(wrongPassword.statusCode).toBe(unknown.statusCode);
    expect(wrongPassword.json()).toEqual(unknown.json());
  });
});
