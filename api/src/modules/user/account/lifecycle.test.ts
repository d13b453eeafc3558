import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../db/testing';
import { JobRegistry, JobRunner } from '../../../jobs';
import { createTestApp, signUp, TEST_PASSWORD } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { tokenFromMail } from '../../auth/testing/mail-links';
import { startSmtpTestServer, type SmtpTestServer } from '../../mail/testing/smtp-test-server';
import { candidateWithCv, teamWithVacancy } from '../../team/testing/pipeline';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describeEachDatabase('account lifecycle: e-mail change, sessions, settings on every device, deletion', (getDb) => {
  let app: FastifyInstance;
  let runner: JobRunner;
  let smtp: SmtpTestServer;
  const call = createCaller(() => app);

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const jobs = new JobRegistry();
    app = await createTestApp(getDb(), { mail: { smtpUrl: smtp.url, from: 'Platform <no-reply@example.test>', leaseMs: 60_000, ratePerSecond: 300, replyDomain: 'reply.example.test' } }, jobs);
    runner = new JobRunner(getDb(), jobs);
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const loginFrom = async (email: string, userAgent: string) => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'user-agent': userAgent }, payload: { email, password: TEST_PASSWORD } });
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    return { status: response.statusCode, cookie: `sid=${sid?.value ?? ''}` };
  };

  it('carries the saved theme and locale in the session of every device', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter' });
    const phone = await loginFrom(session.user.email, IPHONE);
    expect((await call('PATCH', '/api/user/account', cookie, { theme: 'dark', locale: 'ru' })).statusCode).toBe(200);
    const other = (await call('GET', '/api/auth/session', phone.cookie)).json().session;
    expect(other.user).toMatchObject({ theme: 'dark', locale: 'ru' });
    const fresh = await loginFrom(session.user.email, FIREFOX);
    expect((await call('GET', '/api/auth/me', fresh.cookie)).json().user).toMatchObject({ theme: 'dark', locale: 'ru' });
  });

  it('changes the e-mail only through the link mailed to the new address', async () => {
    const { cookie, session } = await signUp(app, { kind: 'candidate' });
    const taken = await signUp(app, { kind: 'candidate' });
    const newEmail = `moved-${Date.now()}@example.test`;

    const wrong = await call('POST', '/api/user/account/email', cookie, { newEmail, password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'wrong_password', fields: [{ path: 'password' }] });
    const bad = await call('POST', '/api/user/account/email', cookie, { newEmail: 'not-an-address', password: TEST_PASSWORD });
    expect(bad.json().error.fields[0].path).toBe('newEmail');
    const clash = await call('POST', '/api/user/account/email', cookie, { newEmail: taken.session.user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields[0].path).toBe('newEmail');

    await runner.runUntilIdle();
    const toOld = () => smtp.received.filter((message) => message.to.includes(session.user.email)).length;
    const oldBefore = toOld();
    const asked = await call('POST', '/api/user/account/email', cookie, { newEmail, password: TEST_PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toMatchObject({ email: session.user.email, pendingEmail: newEmail });
    await runner.runUntilIdle();
    // Nothing went to the old address; the link went to the new one.
    expect(toOld()).toBe(oldBefore);
    const token = tokenFromMail(smtp.received, newEmail, '/verify-email');
    expect((await call('POST', '/api/auth/login', undefined, { email: newEmail, password: TEST_PASSWORD })).statusCode).toBe(401);

    const confirmed = await call('POST', '/api/auth/verify-email', undefined, { token });
    expect(confirmed.json()).toEqual({ email: newEmail, changed: true });
    expect((await call('GET', '/api/user/account', cookie)).json()).toMatchObject({ email: newEmail, pendingEmail: null, emailVerifiedAt: expect.any(String) });
    expect((await loginFrom(newEmail, FIREFOX)).status).toBe(200);
    expect((await loginFrom(session.user.email, FIREFOX)).status).toBe(401);
    expect((await call('POST', '/api/auth/verify-email', undefined, { token })).json().error.code).toBe('token_used');
  });

  it('lists the signed-in devices and signs out one, or all the others; never another user’s', async () => {
    const { session } = await signUp(app, { kind: 'recruiter' });
    const laptop = await loginFrom(session.user.email, FIREFOX);
    const phone = await loginFrom(session.user.email, IPHONE);
    const stranger = await signUp(app, { kind: 'recruiter' });

    const listed = (await app.inject({ method: 'GET', url: '/api/user/account/sessions', headers: { cookie: laptop.cookie } })).json().sessions;
    expect(listed).toHaveLength(3);
    expect(listed[0]).toMatchObject({ current: true, device: 'Firefox on Linux', lastSeenAt: expect.any(String) });
    const phoneSession = listed.find((item: { device: string | null }) => item.device === 'Safari on iPhone');
    expect(phoneSession).toMatchObject({ current: false });

    expect((await call('DELETE', `/api/user/account/sessions/${phoneSession.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/auth/me', phone.cookie)).statusCode).toBe(200);
    // A malformed id names no session: the same 404 as an unknown one.
    expect((await call('DELETE', '/api/user/account/sessions/not-a-uuid', laptop.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/user/account/sessions/${phoneSession.id}`, laptop.cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', phone.cookie)).statusCode).toBe(401);

    const others = await call('POST', '/api/user/account/sessions/sign-out-others', laptop.cookie);
    expect(others.json()).toEqual({ ended: 1 });
    expect((await call('GET', '/api/user/account/sessions', laptop.cookie)).json().sessions).toHaveLength(1);
    expect((await call('GET', '/api/auth/me', laptop.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/user/account/sessions', stranger.cookie)).json().sessions).toHaveLength(1);
  });

  it('lets a candidate set visibility, job-search status and "no mailings" on their own CV only', async () => {
    const candidate = await candidateWithCv(app);
    const recruiter = await signUp(app, { kind: 'recruiter' });
    const empty = await signUp(app, { kind: 'candidate' });
    expect((await call('GET', '/api/user/account/candidate', candidate.cookie)).json()).toEqual({ visibility: 'hidden', jobSearchStatus: 'active', noMailings: false });
    const patched = await call('PATCH', '/api/user/account/candidate', candidate.cookie, { visibility: 'public', jobSearchStatus: 'open', noMailings: true });
    expect(patched.json()).toEqual({ visibility: 'public', jobSearchStatus: 'open', noMailings: true });
    const bad = await call('PATCH', '/api/user/account/candidate', candidate.cookie, { jobSearchStatus: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[0].path).toBe('jobSearchStatus');
    expect((await call('PATCH', '/api/user/account/candidate', candidate.cookie, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/user/account/candidate', recruiter.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/user/account/candidate', empty.cookie)).statusCode).toBe(404);
  });

  it('exports the CV and the applications; deleting the account anonymises what the team keeps', async () => {
    const candidate = await candidateWithCv(app, 'Vera Kuznetsova');
    await call('PATCH', '/api/user/account/candidate', candidate.cookie, { visibility: 'public' });
    const team = await teamWithVacancy(call, app);
    expect((await call('POST', `/api/team/vacancies/${team.vacancyId}/applications`, candidate.cookie, { message: 'My phone is +7 900' })).statusCode).toBe(201);
    const mailing = await call('POST', `/api/team/vacancies/${team.vacancyId}/mailings`, team.cookie, {
      subject: 'Hello',
      body: 'Dear {name}',
      recipients: { source: 'selection', cvs: [{ type: 'internal', id: candidate.resumeId }] },
    });
    expect(mailing.statusCode).toBe(201);
    await runner.runUntilIdle();

    const exported = (await call('GET', '/api/user/account/export', candidate.cookie)).json();
    expect(exported.cv).toMatchObject({ id: candidate.resumeId, visibility: 'public', resume: { basics: { name: 'Vera Kuznetsova' } } });
    expect(exported.applications).toEqual([expect.objectContaining({ vacancyId: team.vacancyId, stage: 'new', message: 'My phone is +7 900' })]);
    // The team's own data is not in the candidate's export.
    expect(JSON.stringify(exported)).not.toContain(team.userId);

    expect((await call('POST', '/api/user/account/delete', candidate.cookie, { password: 'wrong-password' })).json().error.fields[0].path).toBe('password');
    expect((await call('POST', '/api/user/account/delete', candidate.cookie, { password: TEST_PASSWORD })).statusCode).toBe(204);

    const board = (await call('GET', `/api/team/vacancies/${team.vacancyId}/applications`, team.cookie)).json();
    expect(board.items).toHaveLength(1);
    expect(board.items[0]).toMatchObject({ stage: 'new', name: 'Deleted user' });
    expect(JSON.stringify(board)).not.toMatch(/Vera|cv\.example\.test|\+7 900/);
    const recipients = await getDb().query<{ name: string }>(
      'SELECT r.name FROM mailing_recipients r JOIN mailings m ON m.id = r.mailing_id WHERE m.vacancy_id = $1',
      [team.vacancyId],
    );
    expect(recipients.rows).toEqual([{ name: 'Deleted user' }]);
    const messages = await getDb().query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_messages WHERE to_email ILIKE $1 OR to_name = 'Vera Kuznetsova' OR text_body LIKE '%Vera%'`,
      [candidate.email],
    );
    expect(messages.rows[0]?.n).toBe(0);
    const remaining = await getDb().query<{ n: number }>('SELECT count(*)::int AS n FROM resumes WHERE id = $1', [candidate.resumeId]);
    expect(remaining.rows[0]?.n).toBe(0);
  });

  it('lists the contacts a recruiter revealed, theirs only', async () => {
    const candidate = await candidateWithCv(app, 'Pavel Orlov');
    await call('PATCH', '/api/user/account/candidate', candidate.cookie, { visibility: 'public' });
    const recruiter = await signUp(app, { kind: 'recruiter' });
    const other = await signUp(app, { kind: 'recruiter' });
    expect((await call('POST', '/api/webapp/resumes_search/resume/contacts', recruiter.cookie, { type: 'internal', id: candidate.resumeId })).statusCode).toBe(200);
    const reveals = (await call('GET', '/api/user/account/reveals', recruiter.cookie)).json().reveals;
    expect(reveals).toEqual([{ resumeId: candidate.resumeId, type: 'internal', name: 'Pavel Orlov', title: expect.any(String), revealedAt: expect.any(String) }]);
    expect((await call('GET', '/api/user/account/reveals', other.cookie)).json().reveals).toEqual([]);
    expect((await call('GET', '/api/user/account/reveals')).statusCode).toBe(401);
  });
});
