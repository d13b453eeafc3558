import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../db/testing';
import { JobRegistry, JobRunner } from '../../jobs';
import { enqueueDueSchedules } from '../../jobs/schedules';
import { createTestApp, signUp } from '../../testing/app';
import { deleteOldAlerts, listAlerts } from './queries';
import { ALERT_MAX_BYTES, ALERT_RETENTION_DAYS, ALERTS_PURGE_JOB } from '.';

describeEachDatabase('alerts module', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  const report = (payload: unknown, headers: Record<string, string> = {}, target: FastifyInstance = app, remoteAddress = '127.0.0.1') =>
    target.inject({
      method: 'POST',
      url: '/api/frontend_alert/',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress,
    });

  it('stores an alert with the client address, user agent and signed-in user, newest first', async () => {
    const { cookie, session } = await signUp(app, { kind: 'candidate' });
    const anonymous = await report({ message: 'first: anonymous' }, { 'user-agent': 'Browser/1' });
    expect(anonymous.statusCode).toBe(202);
    const signedIn = await report({ message: 'second: signed in' }, { 'user-agent': 'Browser/2', cookie });
    expect(signedIn.statusCode).toBe(202);

    const [newest, older] = await listAlerts(getDb(), 2);
    expect(newest).toMatchObject({ message: 'second: signed in', userAgent: 'Browser/2', userId: session.user.id, ip: '127.0.0.1' });
    expect(older).toMatchObject({ message: 'first: anonymous', userAgent: 'Browser/1', userId: null });
    expect(newest?.createdAt).toBeInstanceOf(Date);
  });

  it(`accepts a message of ${ALERT_MAX_BYTES} bytes and refuses one byte more with 400 on "message"`, async () => {
    expect((await report({ message: 'x'.repeat(ALERT_MAX_BYTES) })).statusCode).toBe(202);
    const tooLong = await report({ message: 'x'.repeat(ALERT_MAX_BYTES + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fields: [{ path: 'message', message: expect.any(String) }] },
    });
  });

  it('counts the cap in UTF-8 bytes, so Cyrillic text is capped at half the characters', async () => {
    const response = await report({ message: 'я'.repeat(ALERT_MAX_BYTES / 2 + 1) });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a huge body before reading it, as JSON', async () => {
    const response = await report({ message: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it.each([[{}], [{ message: '' }], [{ message: 42 }], [{ message: 'ok', extra: true }]])('refuses %j with 400', async (payload) => {
    const response = await report(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it('rate-limits each client address', async () => {
    const limited = await createTestApp(getDb(), { rateLimits: { auth: 100, alerts: 3, search: 100, applications: 100, apiKeys: 100 } });
    try {
      const statuses: number[] = [];
      // An address of its own: the counters live in the database, shared with the suite's other apps.
      for (let i = 0; i < 4; i += 1) statuses.push((await report({ message: `flood ${i}` }, {}, limited, '10.0.0.8')).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429]);
      const other = await limited.inject({
        method: 'POST',
        url: '/api/frontend_alert/',
        payload: { message: 'another client' },
        remoteAddress: '10.0.0.9',
      });
      expect(other.statusCode).toBe(202);
      const stored = await getDb().query('SELECT 1 FROM frontend_alerts WHERE message = $1', ['flood 3']);
      expect(stored.rowCount).toBe(0);
    } finally {
      await limited.close();
    }
  });

  it('strips control characters (terminal escapes, carriage returns, bidi overrides) and keeps line breaks', async () => {
    const response = await report({ message: 'red \u001b[31mALERT\u001b[0m\r\nline two\tend \u202Eevil\u0085' }, { 'user-agent': 'Agent\u001b]0;title\u0007' });
    expect(response.statusCode).toBe(202);
    const [stored] = await listAlerts(getDb(), 1);
    expect(stored?.message).toBe('red \uFFFD[31mALERT\uFFFD[0m\uFFFD\nline two\tend \uFFFDevil\uFFFD');
    expect(stored?.userAgent).toBe('Agent\uFFFD]0;title\uFFFD');
  });

  it('stores the request id the host server forwarded, and makes one up for a bad one', async () => {
    await report({ message: 'with an id' }, { 'x-request-id': 'host-request-0001' });
    expect((await listAlerts(getDb(), 1))[0]?.requestId).toBe('host-request-0001');
    const forged = await report({ message: 'with a forged id' }, { 'x-request-id': 'bad id\twith spaces' });
    const stored = (await listAlerts(getDb(), 1))[0];
    expect(stored?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(forged.headers['x-request-id']).toBe(stored?.requestId);
  });

  it('keeps alerts for a bounded time and number', async () => {
    await getDb().query(`INSERT INTO frontend_alerts (message, created_at) VALUES ('ancient', now() - interval '${ALERT_RETENTION_DAYS + 1} days')`);
    await deleteOldAlerts(getDb(), ALERT_RETENTION_DAYS, 3);
    const { rows } = await getDb().query<{ message: string }>('SELECT message FROM frontend_alerts ORDER BY id');
    expect(rows.map((row) => row.message)).not.toContain('ancient');
    expect(rows).toHaveLength(3);
  });

  it('purges old alerts in a daily scheduled job, not when one is reported', async () => {
    const db = getDb();
    const jobs = new JobRegistry();
    const scheduled = await createTestApp(db, {}, jobs);
    try {
      expect(jobs.get(ALERTS_PURGE_JOB)?.schedule?.cron).toBe('40 3 * * *');
      await db.query(`INSERT INTO frontend_alerts (message, created_at) VALUES ('stale', now() - interval '${ALERT_RETENTION_DAYS + 1} days')`);
      // Reports no longer sweep: the stale alert outlives any number of them.
      for (let index = 0; index < 3; index += 1) expect((await report({ message: `fresh ${index}` }, {}, scheduled, '10.0.0.20')).statusCode).toBe(202);
      const stale = () => db.query('SELECT 1 FROM frontend_alerts WHERE message = $1', ['stale']);
      expect((await stale()).rowCount).toBe(1);

      // The runner records the schedule; at its slot the job is enqueued once and deletes the stale alert.
      const runner = new JobRunner(db, jobs, { pollMs: 10 });
      await runner.start();
      await runner.stop();
      const { rows } = await db.query<{ next_run_at: Date }>('SELECT next_run_at FROM job_schedules WHERE name = $1', [ALERTS_PURGE_JOB]);
      const slot = rows[0]?.next_run_at;
      expect(slot?.getUTCHours()).toBe(3);
      expect(slot?.getUTCMinutes()).toBe(40);
      expect(await enqueueDueSchedules(db, [ALERTS_PURGE_JOB], new Date((slot?.getTime() ?? 0) + 1000))).toBe(1);
      await new JobRunner(db, jobs).runUntilIdle();
      expect((await stale()).rowCount).toBe(0);
      const kept = await db.query('SELECT 1 FROM frontend_alerts WHERE message LIKE $1', ['fresh %']);
      expect(kept.rowCount).toBe(3);
    } finally {
      await scheduled.close();
    }
  });
});
