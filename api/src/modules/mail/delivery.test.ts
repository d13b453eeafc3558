import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { describeEachDatabase } from '../../db/testing';
import { JobRegistry, JobRunner } from '../../jobs';
import { jobRuns, mailFailed, mailSendErrors, mailSent } from '../../metrics/registry';
import { seriesValue } from '../../metrics/testing';
import { createTestApp } from '../../testing/app';
import { getMail, listMail } from './messages';
import { queueMail } from './queue';
import { type SmtpTestServer, startSmtpTestServer } from './testing/smtp-test-server';

let counter = 0;
function address(local: string): string {
  counter += 1;
  return `${local}-${counter}-${process.pid}@example.test`;
}

/** Runs jobs until `done()` holds, making each retry due at once instead of after its backoff. */
async function runUntil(db: Database, runner: JobRunner, done: () => Promise<boolean>): Promise<void> {
  for (let round = 0; !(await done()); round += 1) {
    if (round > 20) throw new Error('condition not reached in 20 rounds');
    await db.query("UPDATE jobs SET run_at = now() WHERE state = 'queued'");
    await runner.runUntilIdle();
  }
}

describeEachDatabase('mail delivery through SMTP', (getDb) => {
  let smtp: SmtpTestServer;
  let app: FastifyInstance;
  let runner: JobRunner;
  // Deferred (451) the first two times, refused (550) always.
  const deferrals = new Map<string, number>();

  beforeAll(async () => {
    smtp = await startSmtpTestServer({
      auth: { user: 'mailer', pass: 's3cret/pass' },
      rule: (to) => {
        if (to.startsWith('refused')) return { code: 550, message: '550 5.1.1 Mailbox unavailable' };
        if (to.startsWith('busy')) {
          const seen = deferrals.get(to) ?? 0;
          deferrals.set(to, seen + 1);
          if (seen < 2) return { code: 451, message: '451 4.3.0 Try again later' };
        }
        return null;
      },
    });
    const jobs = new JobRegistry();
    app = await createTestApp(
      getDb(),
      { publicUrl: 'https://jobs.example.test', mail: { smtpUrl: smtp.url, from: 'Platform <no-reply@example.test>', leaseMs: 60_000, ratePerSecond: 300, replyDomain: 'reply.example.test' } },
      jobs,
    );
    runner = new JobRunner(getDb(), jobs, { retryBaseMs: 60_000 });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  async function queue(to: string, variables: Record<string, string> = {}) {
    return queueMail(getDb(), {
      to: { email: to, name: 'Anna Petrova' },
      template: 'mailing',
      locale: 'en',
      variables: { subject: 'Hello Anna', body: 'Dear Anna,\n\nWe have a role for you.', ...variables },
      idempotencyKey: `test:${to}`,
    });
  }

  it('delivers text and an HTML alternative with List-Unsubscribe, escaping variables, over an authenticated connection', async () => {
    const to = address('anna');
    const { id } = await queue(to, { body: 'Team <script>alert(1)</script> & "friends"' });
    expect((await getMail(getDb(), id))?.status).toBe('queued');
    await runner.runUntilIdle();

    const mail = await getMail(getDb(), id);
    expect(mail).toMatchObject({ status: 'sent', transport: 'smtp', attempts: 1, lastError: null });
    const received = smtp.received.filter((message) => message.to.includes(to));
    expect(received).toHaveLength(1);
    const raw = received[0]?.raw ?? '';
    expect(raw).toMatch(/^Subject: Hello Anna$/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).toMatch(/^List-Unsubscribe:\s+<https:\/\/jobs\.example\.test\/api\/mail\/unsubscribe\/[\w-]+>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(received[0]?.messageId).toBe(mail?.messageId);
    expect(mail?.html).toContain('Team &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain('Team <script>alert(1)</script> & "friends"');
    expect(mail?.text).toMatch(/Unsubscribe: https:\/\/jobs\.example\.test\/api\/mail\/unsubscribe\//);
    // What `npm run outbox -- --status sent` lists.
    const listed = await listMail(getDb(), { limit: 50, status: 'sent' });
    expect(listed.find((item) => item.id === id)).toMatchObject({ to: { email: to, name: 'Anna Petrova' }, subject: 'Hello Anna', status: 'sent' });
  });

  it('retries a 4xx answer with backoff until the server takes the message', async () => {
    const to = address('busy');
    const before = { sent: await seriesValue(mailSent), deferred: await seriesValue(mailSendErrors, { permanent: 'false' }) };
    const { id } = await queue(to);
    await runner.runUntilIdle();
    const waiting = await getMail(getDb(), id);
    expect(waiting?.status).toBe('queued');
    expect(waiting?.lastError).toMatch(/451/);

    await runUntil(getDb(), runner, async () => (await getMail(getDb(), id))?.status === 'sent');
    expect(await getMail(getDb(), id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.received.filter((message) => message.to.includes(to))).toHaveLength(1);
    // The metrics count the two deferrals and the delivery.
    expect(await seriesValue(mailSendErrors, { permanent: 'false' })).toBe(before.deferred + 2);
    expect(await seriesValue(mailSent)).toBe(before.sent + 1);
  });

  it('fails a 5xx answer at once with the server reply, without retrying', async () => {
    const to = address('refused');
    const before = {
      refused: await seriesValue(mailSendErrors, { permanent: 'true' }),
      failed: await seriesValue(mailFailed),
      jobs: await seriesValue(jobRuns, { kind: 'mail.send', outcome: 'failed' }),
    };
    const { id } = await queue(to);
    await runner.runUntilIdle();
    const mail = await getMail(getDb(), id);
    expect(mail?.status).toBe('failed');
    expect(mail?.attempts).toBe(1);
    expect(mail?.lastError).toMatch(/550 5\.1\.1 Mailbox unavailable/);
    const { rows } = await getDb().query<{ state: string; attempts: number }>(
      "SELECT state, attempts FROM jobs WHERE kind = 'mail.send' AND payload->>'messageId' = $1",
      [String(id)],
    );
    expect(rows).toEqual([{ state: 'failed', attempts: 1 }]);
    expect(await seriesValue(mailSendErrors, { permanent: 'true' })).toBe(before.refused + 1);
    expect(await seriesValue(mailFailed)).toBe(before.failed + 1);
    expect(await seriesValue(jobRuns, { kind: 'mail.send', outcome: 'failed' })).toBe(before.jobs + 1);
  });

  it('queues a message once per idempotency key', async () => {
    const to = address('once');
    const first = await queue(to);
    const second = await queue(to);
    expect(second).toEqual({ idempotencyKey: first.idempotencyKey, id: first.id, created: false });
    await runner.runUntilIdle();
    expect(smtp.received.filter((message) => message.to.includes(to))).toHaveLength(1);
  });

  it('one-click unsubscribe (RFC 8058 form POST) suppresses the address; the GET only asks', async () => {
    const to = address('leaving');
    const { id } = await queue(to);
    const { rows } = await getDb().query<{ unsubscribe_token: string }>('SELECT unsubscribe_token FROM mail_messages WHERE id = $1', [id]);
    const url = `/api/mail/unsubscribe/${rows[0]?.unsubscribe_token ?? ''}`;
    const page = await app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post">');
    const suppressed = async () =>
      (await getDb().query('SELECT 1 FROM mail_suppressions WHERE email = lower($1)', [to])).rowCount;
    expect(await suppressed()).toBe(0);

    const post = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(await suppressed()).toBe(1);
    const unknown = await app.inject({ method: 'POST', url: '/api/mail/unsubscribe/nope', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('mail delivery pace', () => {
  it('paces messages at the rate limit, evenly: a burst handed over at once leaves over the seconds the rate gives', async () => {
    const { createSmtpTransport, ratePacing } = await import('./smtp-transport');
    expect(ratePacing(300)).toEqual({ rateLimit: 15, rateDelta: 50 });
    expect(ratePacing(5)).toEqual({ rateLimit: 1, rateDelta: 200 });
    const smtp = await startSmtpTestServer();
    // 20 a second, one per 50 ms window: 8 messages handed over together leave over several
    // windows (nodemailer checks the rate when a connection is free again; one connection here).
    // Unpaced, they all arrive within a few ms.
    const transport = createSmtpTransport({ url: smtp.url, ratePerSecond: 20, maxConnections: 1 });
    try {
      const message = (index: number) => ({
        messageId: `<paced-${index}@example.test>`,
        date: new Date(),
        from: 'no-reply@example.test',
        to: { email: `paced-${index}@example.test`, name: '' },
        subject: 'Paced',
        text: 'text',
        html: '<p>html</p>',
        headers: {},
      });
      await Promise.all(Array.from({ length: 8 }, (_, index) => transport.deliver(message(index))));
      expect(smtp.received).toHaveLength(8);
      const times = smtp.received.map((received) => received.at).sort((a, b) => a - b);
      expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(5 * 50);
    } finally {
      await transport.close();
      await smtp.close();
    }
  });
});

describe('mail delivery over TLS', () => {
  it('speaks smtps with a login', async () => {
    const { createSmtpTransport } = await import('./smtp-transport');
    const smtp = await startSmtpTestServer({ secure: true, auth: { user: 'u', pass: 'p' } });
    const transport = createSmtpTransport({ url: smtp.url });
    try {
      await transport.deliver({
        messageId: '<tls-test@example.test>',
        date: new Date(),
        from: 'no-reply@example.test',
        to: { email: 'tls@example.test', name: 'TLS' },
        subject: 'Over TLS',
        text: 'text',
        html: '<p>html</p>',
        headers: {},
      });
      expect(smtp.received.map((message) => message.messageId)).toEqual(['<tls-test@example.test>']);
    } finally {
      await transport.close();
      await smtp.close();
    }
  });

  it('a wrong login is a permanent failure', async () => {
    const { createSmtpTransport } = await import('./smtp-transport');
    const smtp = await startSmtpTestServer({ auth: { user: 'u', pass: 'p' } });
    const transport = createSmtpTransport({ url: smtp.url.replace('u:p@', 'u:wrong@') });
    try {
      await expect(
        transport.deliver({ messageId: '<x@example.test>', date: new Date(), from: 'a@example.test', to: { email: 'b@example.test', name: '' }, subject: 's', text: 't', html: 'h', headers: {} }),
      ).rejects.toMatchObject({ permanent: true });
    } finally {
      await transport.close();
      await smtp.close();
    }
  });
});
