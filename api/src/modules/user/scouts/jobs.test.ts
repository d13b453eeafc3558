import type { FastifyInstance } from 'fastify';
import { createUserModule } from '..';
import { describeEachDatabase } from '../../../db/testing';
import { JobRegistry, JobRunner } from '../../../jobs';
import { signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { createMailModule } from '../../mail';
import { createSmtpTransport } from '../../mail/smtp-transport';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/testing/smtp-test-server';
import { createAreaTestApp } from '../testing/area-app';
import { createFakeResumeSource, type FakeResumeSource } from '../testing/fake-resume-source';

/** Several accounts, runs and deliveries per test: seconds on a busy two-core machine. */
const TIMEOUT_MS = 60_000;

describeEachDatabase('scheduled scouting (scout.run jobs)', (getDb) => {
  let app: FastifyInstance;
  let resumes: FakeResumeSource;
  let smtp: SmtpTestServer;
  let runner: JobRunner;
  /** Retries 2 s after a failure: long enough to look at the scout between the attempts. */
  let patientRunner: JobRunner;
  const call = createCaller(() => app);
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    resumes = createFakeResumeSource([
      { type: 'internal', id: 1, name: 'Anna', title: 'Go developer', city: 'Moscow', email: null },
      { type: 'internal', id: 2, name: 'Boris', title: 'Go developer', city: null, email: null },
    ]);
    const jobs = new JobRegistry();
    app = await createAreaTestApp(
      getDb(),
      [createUserModule({ resumes: () => resumes }), createMailModule({ transport: createSmtpTransport({ url: smtp.url }) })],
      jobs,
    );
    // Retries come after 1 ms, so a test can run the retry at once.
    runner = new JobRunner(getDb(), jobs, { retryBaseMs: 1, retryMaxMs: 1 });
    patientRunner = new JobRunner(getDb(), jobs, { retryBaseMs: 2_000, retryMaxMs: 2_000 });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function scheduledScout(cookie: string, extra: object = {}) {
    const response = await call('POST', '/api/user/scouts', cookie, { name: 'Go people', criteria: { text: 'go' }, schedule: 'hourly', ...extra });
    expect(response.statusCode).toBe(201);
    return response.json();
  }
  /** The slot came while no process ran, `hours` ago (as after an outage). */
  async function slotPassed(scoutId: number, hours = 1) {
    await getDb().query(`UPDATE job_schedules SET next_run_at = now() - make_interval(hours => $2) WHERE name = $1`, [`scout.run:${scoutId}`, hours]);
  }
  async function runsOf(scoutId: number) {
    const { rows } = await getDb().query<{ trigger: string; new_count: number }>(
      'SELECT trigger, new_count FROM scout_runs WHERE scout_id = $1 ORDER BY id',
      [scoutId],
    );
    return rows;
  }
  async function settle() {
    // A retry is due 1 ms after its failure: wait for it to come due, then run what is due.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runner.runUntilIdle();
  }

  it('runs a scout when its slot comes, once, and slots missed during an outage once in all', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const scout = await scheduledScout(cookie);
    await runner.runUntilIdle();
    expect(await runsOf(scout.id)).toEqual([]); // the first slot is in the future

    await slotPassed(scout.id, 5);
    await runner.runUntilIdle();
    await runner.runUntilIdle();
    expect(await runsOf(scout.id)).toEqual([{ trigger: 'scheduled', new_count: 2 }]);
    const after = (await call('GET', `/api/user/scouts/${scout.id}`, cookie)).json();
    expect(after).toMatchObject({ lastRunAt: expect.any(String), lastError: null });
    expect(new Date(after.nextRunAt).getTime()).toBeGreaterThan(Date.now());
    const results = (await call('GET', `/api/user/scouts/results?scoutId=${scout.id}`, cookie)).json().items;
    expect(results).toEqual([expect.objectContaining({ trigger: 'scheduled', total: 2, newCount: 2 })]);
  }, TIMEOUT_MS);

  it('does not run a paused scout, even for a slot enqueued before the pause', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const scout = await scheduledScout(cookie);
    await getDb().query(`INSERT INTO jobs (kind, payload) VALUES ('scout.run', $1::jsonb)`, [JSON.stringify({ scoutId: scout.id })]);
    await call('PATCH', `/api/user/scouts/${scout.id}`, cookie, { active: false });
    await runner.runUntilIdle();
    expect(await runsOf(scout.id)).toEqual([]);
    // A manual run works while paused: the switch pauses the schedule only.
    expect((await call('POST', `/api/user/scouts/${scout.id}/run`, cookie)).statusCode).toBe(201);
  }, TIMEOUT_MS);

  it('forgets the schedule of a scout deleted with its owner’s account at its next slot', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter' });
    const scout = await scheduledScout(cookie);
    await slotPassed(scout.id);
    // The account's rows go by cascade; the schedule row has no foreign key to follow.
    await getDb().query('DELETE FROM users WHERE id = $1', [session.user.id]);
    await runner.runUntilIdle();
    const { rows } = await getDb().query('SELECT 1 FROM job_schedules WHERE name = $1', [`scout.run:${scout.id}`]);
    expect(rows).toEqual([]);
  }, TIMEOUT_MS);

  it('retries a failed run and reports each failure on the scout until a run succeeds', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const scout = await scheduledScout(cookie);
    resumes.failNext = 1;
    await slotPassed(scout.id);
    await patientRunner.runUntilIdle();
    const failed = (await call('GET', `/api/user/scouts/${scout.id}`, cookie)).json();
    expect(failed.lastError).toEqual({ message: 'the search database is unreachable', at: expect.any(String), willRetry: true });
    expect(await runsOf(scout.id)).toEqual([]);
    // The retry comes due about 2 s later.
    const deadline = Date.now() + 20_000;
    while ((await runsOf(scout.id)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      await patientRunner.runUntilIdle();
    }
    expect(await runsOf(scout.id)).toEqual([{ trigger: 'scheduled', new_count: 2 }]);
    expect((await call('GET', `/api/user/scouts/${scout.id}`, cookie)).json().lastError).toBeNull();
  }, TIMEOUT_MS);

  it('says so on the scout when every attempt failed, and the job is failed, not dropped', async () => {
    const { cookie } = await signUp(app, { kind: 'recruiter' });
    const scout = await scheduledScout(cookie);
    resumes.failNext = 100;
    await slotPassed(scout.id);
    for (let attempt = 0; attempt < 6; attempt += 1) await settle();
    resumes.failNext = 0;
    expect((await call('GET', `/api/user/scouts/${scout.id}`, cookie)).json().lastError).toEqual({
      message: 'the search database is unreachable',
      at: expect.any(String),
      willRetry: false,
    });
    const { rows } = await getDb().query<{ state: string; attempts: number }>(
      `SELECT state, attempts FROM jobs WHERE kind = 'scout.run' AND payload->>'scoutId' = $1`,
      [String(scout.id)],
    );
    expect(rows).toEqual([{ state: 'failed', attempts: 5 }]);
  }, TIMEOUT_MS);

  it('mails the digest of new matches when it is on, never for a run with nothing new, and its link switches it off', async () => {
    const { cookie, session } = await signUp(app, { kind: 'recruiter' });
    const scout = await scheduledScout(cookie, { digest: true, name: 'Gophers' });
    const silent = await scheduledScout(cookie, { digest: false, name: 'Quiet' });
    await slotPassed(scout.id);
    await slotPassed(silent.id);
    await runner.runUntilIdle();
    await runner.runUntilIdle();
    // The account's own verification e-mail (sent at registration) is not part of the digest.
    const mine = () =>
      smtp.received.filter((message) => message.to.includes(session.user.email) && !/^Subject: Confirm your e-mail address/m.test(message.raw));
    expect(mine()).toHaveLength(1);
    const { rows } = await getDb().query<{ subject: string; text_body: string; status: string }>(
      `SELECT subject, text_body, status FROM mail_messages WHERE template = 'scout-digest' AND to_email = $1`,
      [session.user.email],
    );
    expect(rows).toEqual([{ subject: 'Scout “Gophers”: 2 new CVs', text_body: expect.any(String), status: 'sent' }]);
    const text = rows[0]?.text_body ?? '';
    expect(text).toContain('• Boris — Go developer: http://127.0.0.1:8080/cv/internal/2\n• Anna — Go developer: http://127.0.0.1:8080/cv/internal/1');
    expect(text).toMatch(/Every match of this run: http:\/\/127\.0\.0\.1:8080\/user\/scout\/result\/\d+/);
    const unsubscribe = /List-Unsubscribe:\s*<http:\/\/127\.0\.0\.1:8080(\/api\/mail\/unsubscribe\/[^>]+)>/.exec(mine()[0]?.raw ?? '')?.[1];
    expect(unsubscribe).toBeDefined();

    // Nothing new: no mail.
    await slotPassed(scout.id);
    await runner.runUntilIdle();
    await runner.runUntilIdle();
    expect(await runsOf(scout.id)).toHaveLength(2);
    expect(mine()).toHaveLength(1);

    const page = await app.inject({ method: 'GET', url: unsubscribe ?? '' });
    expect(page.body).toContain('Stop the e-mail digest of this scout');
    const done = await app.inject({ method: 'POST', url: unsubscribe ?? '', payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.statusCode).toBe(200);
    expect((await call('GET', `/api/user/scouts/${scout.id}`, cookie)).json()).toMatchObject({ digest: false, active: true, schedule: 'hourly' });
    const suppressed = await getDb().query('SELECT 1 FROM mail_suppressions WHERE email = lower($1)', [session.user.email]);
    expect(suppressed.rowCount).toBe(0);
  }, TIMEOUT_MS);
});
