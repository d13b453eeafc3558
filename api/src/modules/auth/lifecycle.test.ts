import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { JobRegistry, JobRunner } from '../../jobs';
import { createTestApp, signUp, TEST_PASSWORD } from '../../testing/app';
import { createCaller } from '../../testing/call';
import { startSmtpTestServer, type SmtpTestServer } from '../mail/testing/smtp-test-server';
import { tokenFromMail } from './testing/mail-links';

describeEachDatabase('password reset and e-mail verification', (getDb) => {
  let app: FastifyInstance;
  let runner: JobRunner;
  let smtp: SmtpTestServer;
  const call = createCaller(() => app);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const jobs = new JobRegistry();
    app = await createTestApp(
      getDb(),
      { publicUrl: 'https://jobs.example.test', mail: { smtpUrl: smtp.url, from: 'Platform <no-reply@example.test>', leaseMs: 60_000, ratePerSecond: 300, replyDomain: 'reply.example.test' } },
      jobs,
    );
    runner = new JobRunner(getDb(), jobs);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const login = async (email: string, password: string) => {
    const response = await call('POST', '/api/auth/login', undefined, { email, password });
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    return { status: response.statusCode, cookie: `sid=${sid?.value ?? ''}` };
  };
  const requestReset = async (email: string) => {
    const response = await call('POST', '/api/auth/password-reset', undefined, { email });
    await runner.runUntilIdle();
    return response;
  };

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const { session } = await signUp(app, { kind: 'candidate' });
    await runner.runUntilIdle();
    const before = smtp.received.length;
    const known = await requestReset(session.user.email.toUpperCase());
    const unknown = await requestReset(`nobody-${Date.now()}@example.test`);
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(smtp.received.length).toBe(before + 1);
    expect(smtp.received.at(-1)?.to).toEqual([session.user.email]);
  });

  it('resets the password once through the mailed link, within the hour, and ends every session', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter' });
    const email = session.user.email;
    const second = await login(email, TEST_PASSWORD);
    await requestReset(email);
    const token = tokenFromMail(smtp.received, email, '/reset-password');
    const expires = await getDb().query<{ minutes: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM auth_tokens WHERE user_id = $1 AND purpose = 'password_reset'`,
      [session.user.id],
    );
    expect(expires.rows[0]?.minutes).toBe(60);
    // Only a hash is stored.
    expect((await getDb().query('SELECT 1 FROM auth_tokens WHERE token_hash = $1', [token])).rowCount).toBe(0);

    const short = await call('POST', '/api/auth/password-reset/confirm', undefined, { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields[0].path).toBe('password');

    const done = await call('POST', '/api/auth/password-reset/confirm', undefined, { token, password: 'a-brand-new-one' });
    expect(done.statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', second.cookie)).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(email, 'a-brand-new-one')).status).toBe(200);

    const again = await call('POST', '/api/auth/password-reset/confirm', undefined, { token, password: 'yet-another-one' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'token_used', fields: [{ path: 'token' }] });
  });

  it('refuses an expired link, a superseded link, a made-up one and a malformed one, naming the token', async () => {
    const { session } = await signUp(app, { kind: 'candidate' });
    const email = session.user.email;
    await requestReset(email);
    const first = tokenFromMail(smtp.received, email, '/reset-password');
    await requestReset(email);
    const second = tokenFromMail(smtp.received, email, '/reset-password');
    const superseded = await call('POST', '/api/auth/password-reset/confirm', undefined, { token: first, password: 'long-enough-1' });
    expect(superseded.json().error).toMatchObject({ code: 'token_invalid', fields: [{ path: 'token' }] });

    await getDb().query(`UPDATE auth_tokens SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [session.user.id]);
    const expired = await call('POST', '/api/auth/password-reset/confirm', undefined, { token: second, password: 'long-enough-1' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({ code: 'token_expired', fields: [{ path: 'token' }] });
    expect((await login(email, TEST_PASSWORD)).status).toBe(200);

    const madeUp = await call('POST', '/api/auth/password-reset/confirm', undefined, { token: 'a'.repeat(43), password: 'long-enough-1' });
    expect(madeUp.json().error.code).toBe('token_invalid');
    const malformed = await call('POST', '/api/auth/password-reset/confirm', undefined, { token: 'not a token!', password: 'long-enough-1' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields[0].path).toBe('token');
    // A verification link is not a reset link.
    const verification = tokenFromMail(smtp.received, email, '/verify-email');
    expect((await call('POST', '/api/auth/password-reset/confirm', undefined, { token: verification, password: 'long-enough-1' })).json().error.code).toBe(
      'token_invalid',
    );
  });

  it('mails a new account a verification link in its language; unverified, a recruiter searches but cannot invite or send mailings', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter', locale: 'ru', verified: false });
    expect(session.user.emailVerified).toBe(false);
    await runner.runUntilIdle();
    const token = tokenFromMail(smtp.received, session.user.email, '/ru/verify-email');

    const search = await call('POST', '/api/webapp/resumes_search/resumes/', cookie, { text: 'developer' });
    expect(search.statusCode).toBe(200);
    const invite = await call('POST', '/api/team/invitations', cookie, { email: `friend-${Date.now()}@example.test`, role: 'member' });
    expect(invite.statusCode).toBe(403);
    expect(invite.json().error.code).toBe('email_unverified');
    const vacancy = await call('POST', '/api/team/vacancies', cookie, { title: 'Go developer', status: 'open' });
    const mailing = await call('POST', `/api/team/vacancies/${vacancy.json().id}/mailings`, cookie, {
      subject: 'Hi',
      body: 'Hello',
      recipients: { source: 'selection', cvs: [{ type: 'imported', id: 1 }] },
    });
    expect(mailing.statusCode).toBe(403);
    expect(mailing.json().error.code).toBe('email_unverified');

    const verified = await call('POST', '/api/auth/verify-email', undefined, { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: session.user.email, changed: false });
    expect((await call('GET', '/api/auth/session', cookie)).json().session.user.emailVerified).toBe(true);
    expect((await call('POST', '/api/team/invitations', cookie, { email: `friend-${Date.now()}@example.test`, role: 'member' })).statusCode).toBe(201);
    expect((await call('POST', '/api/auth/verify-email', undefined, { token })).json().error.code).toBe('token_used');
    expect((await call('POST', '/api/auth/verify-email/resend', cookie)).statusCode).toBe(409);
  });

  it('resends the verification link, and only the newest one works', async () => {
    const { cookie, session } = await signUp(app, { kind: 'candidate', verified: false });
    await runner.runUntilIdle();
    const first = tokenFromMail(smtp.received, session.user.email, '/verify-email');
    expect((await call('POST', '/api/auth/verify-email/resend', cookie)).statusCode).toBe(202);
    expect((await call('POST', '/api/auth/verify-email/resend')).statusCode).toBe(401);
    await runner.runUntilIdle();
    const second = tokenFromMail(smtp.received, session.user.email, '/verify-email');
    expect(second).not.toBe(first);
    expect((await call('POST', '/api/auth/verify-email', undefined, { token: first })).json().error.code).toBe('token_invalid');
    expect((await call('POST', '/api/auth/verify-email', undefined, { token: second })).statusCode).toBe(200);
  });
});
