import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../../../db/testing';
import { JobRegistry, JobRunner } from '../../../jobs';
import { createTestApp, signUp } from '../../../testing/app';
import { createCaller } from '../../../testing/call';
import { storeTestResume } from '../../cv/testing';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/testing/smtp-test-server';

/** A port nothing listens on (yet): the mail server is down. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describeEachDatabase('a mailing while the mail server is down', (getDb) => {
  let app: FastifyInstance;
  let runner: JobRunner;
  let port: number;
  let smtp: SmtpTestServer | undefined;
  const call = createCaller(() => app);

  beforeAll(async () => {
    port = await freePort();
    const jobs = new JobRegistry();
    app = await createTestApp(getDb(), { mail: { smtpUrl: `smtp://127.0.0.1:${port}/`, from: 'Platform <no-reply@example.test>', leaseMs: 60_000, ratePerSecond: 300, replyDomain: 'reply.example.test' } }, jobs);
    // Retries after 50–100 ms instead of 5 s … 1 h: the same path, quicker.
    runner = new JobRunner(getDb(), jobs, { retryBaseMs: 50, retryMaxMs: 100 });
  });
  afterAll(async () => {
    await app.close();
    await smtp?.close();
  });

  it('keeps the messages queued with the reason, says so in the progress, and delivers each once when the server is back', async () => {
    const owner = await signUp(app, { kind: 'recruiter' });
    const vacancy = (await call('POST', '/api/team/vacancies', owner.cookie, { title: 'Go developer', status: 'open' })).json();
    const cvs = await Promise.all(
      ['Anna', 'Boris'].map((name) => storeTestResume(getDb(), { basics: { name, email: `${name.toLowerCase()}-${process.pid}-${Date.now()}@example.test` } })),
    );
    const sent = await call('POST', `/api/team/vacancies/${vacancy.id}/mailings`, owner.cookie, {
      subject: 'Hello',
      body: 'Hello {name}',
      recipients: { source: 'selection', cvs: cvs.map((id) => ({ type: 'internal', id })) },
    });
    expect(sent.statusCode).toBe(201);
    const url = `/api/team/vacancies/${vacancy.id}/mailings/${sent.json().id}`;

    // Down: each message tried once, then back in the queue with the reason; nothing failed.
    await runner.runUntilIdle();
    const waiting = (await call('GET', url, owner.cookie)).json();
    expect(waiting).toMatchObject({ state: 'sending', progress: { total: 2, queued: 2, retrying: 2, sent: 0, failed: 0 } });
    const recipients = (await call('GET', `${url}/recipients`, owner.cookie)).json();
    expect(recipients.items.map((item: { status: string; reason: string }) => [item.status, item.reason])).toEqual([
      ['queued', expect.stringContaining('ECONNREFUSED')],
      ['queued', expect.stringContaining('ECONNREFUSED')],
    ]);
    const jobs = await getDb().query<{ state: string; attempts: number }>(
      `SELECT j.state, j.attempts FROM jobs j JOIN mailing_recipients r ON (j.payload->>'messageId')::bigint = r.message_id WHERE r.mailing_id = $1`,
      [sent.json().id],
    );
    // Tried (more than once if this machine is slow: the retries come after 50–100 ms), waiting, not failed.
    expect(jobs.rows).toEqual([
      { state: 'queued', attempts: expect.any(Number) },
      { state: 'queued', attempts: expect.any(Number) },
    ]);
    expect(Math.min(...jobs.rows.map((row) => row.attempts))).toBeGreaterThanOrEqual(1);

    // Back: the retries deliver every message, once.
    smtp = await startSmtpTestServer({ port });
    const server = smtp;
    // The owner's verification e-mail from registration waits in the same queue: only the mailing counts here.
    const mailing = () => server.received.filter((message) => /^Subject: Hello$/m.test(message.raw));
    const deadline = Date.now() + 30_000;
    while (mailing().length < 2 && Date.now() < deadline) {
      await runner.runUntilIdle();
      if (mailing().length < 2) await new Promise((resolve) => setTimeout(resolve, 50)); // the next retry is due in ≤ 100 ms
    }
    expect(new Set(mailing().map((message) => message.messageId)).size).toBe(2);
    expect(mailing()).toHaveLength(2);
    const done = (await call('GET', url, owner.cookie)).json();
    expect(done).toMatchObject({ state: 'done', progress: { total: 2, queued: 0, retrying: 0, sent: 2, failed: 0 } });
  }, 60_000);
});
