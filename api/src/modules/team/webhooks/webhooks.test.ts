import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Webhook } from 'standardwebhooks';
import { describeEachDatabase } from '../../../db/testing';
import { JobRegistry, JobRunner } from '../../../jobs';
import { createTestApp, signUp } from '../../../testing/app';
import { createPipelineCaller, teamWithVacancy } from '../testing/pipeline';
import { WEBHOOK_DISABLE_AFTER_MS } from './delivery';

/** Each test signs up accounts and runs jobs: seconds on a busy two-core machine. */
const TIMEOUT_MS = 60_000;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A team's endpoint on this machine: records what it receives and answers `status()`. */
async function startReceiver(): Promise<{ url: string; received: Received[]; answer: (status: number, location?: string) => void; close: () => Promise<void> }> {
  const received: Received[] = [];
  let status = 200;
  let location: string | undefined;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, location === undefined ? {} : { location }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer: (next, nextLocation) => {
      status = next;
      location = nextLocation;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('webhooks', (getDb) => {
  let app: FastifyInstance;
  let strictApp: FastifyInstance;
  let runner: JobRunner;
  let strictRunner: JobRunner;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const call = createPipelineCaller(() => app);
  const strictCall = createPipelineCaller(() => strictApp);

  beforeAll(async () => {
    receiver = await startReceiver();
    const jobs = new JobRegistry();
    app = await createTestApp(getDb(), { webhooksAllowPrivate: true }, jobs);
    runner = new JobRunner(getDb(), jobs, { retryBaseMs: 60_000 });
    const strictJobs = new JobRegistry();
    strictApp = await createTestApp(getDb(), { webhooksAllowPrivate: false }, strictJobs);
    strictRunner = new JobRunner(getDb(), strictJobs, { retryBaseMs: 60_000 });
  });
  afterAll(async () => {
    await app.close();
    await strictApp.close();
    await receiver.close();
  });
  beforeEach(() => {
    receiver.received.length = 0;
    receiver.answer(200);
  });

  /** One attempt of every queued delivery: retries are made due at once (the runner's backoff is a minute here). */
  const deliverAll = async (which: JobRunner = runner) => {
    await getDb().query(`UPDATE jobs SET run_at = now() WHERE kind = 'webhook.deliver' AND state = 'queued'`);
    await which.runUntilIdle();
  };

  it('delivers a stage change, signed by the Standard Webhooks scheme, once, and logs it', async () => {
    const team = await teamWithVacancy(call, app, { status: 'draft', title: 'Rust developer' });
    const created = await call('POST', '/api/team/webhooks', team.cookie, { url: receiver.url, events: ['vacancy.published', 'vacancy.closed'] });
    expect(created.statusCode).toBe(201);
    const { webhook, secret } = created.json();
    expect(secret).toMatch(/^whsec_/);
    // The secret is shown once: the list never carries it.
    expect(JSON.stringify((await call('GET', '/api/team/webhooks', team.cookie)).json())).not.toContain(secret);

    expect((await call('PATCH', `/api/team/vacancies/${team.vacancyId}`, team.cookie, { status: 'open' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/team/vacancies/${team.vacancyId}`, team.cookie, { title: 'Rust engineer' })).statusCode).toBe(200);
    await deliverAll();
    await deliverAll();

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    if (delivery === undefined) throw new Error('nothing received');
    const headers = Object.fromEntries(['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(delivery.headers[name])]));
    const payload = new Webhook(secret).verify(delivery.body, headers);
    expect(payload).toMatchObject({ type: 'vacancy.published', data: { vacancyId: team.vacancyId, title: 'Rust developer' } });
    // A signature made with another secret does not verify.
    expect(() => new Webhook(`whsec_${Buffer.from('another secret of 32 bytes.....').toString('base64')}`).verify(delivery.body, headers)).toThrow();

    const log = (await call('GET', `/api/team/webhooks/${webhook.id}/deliveries`, team.cookie)).json().items;
    expect(log).toEqual([expect.objectContaining({ event: 'vacancy.published', status: 'delivered', attempts: 1, responseStatus: 200, messageId: headers['webhook-id'] })]);
  }, TIMEOUT_MS);

  it('retries a failing endpoint with the same webhook-id, and does not follow a redirect', async () => {
    const team = await teamWithVacancy(call, app, { status: 'draft' });
    const { webhook } = (await call('POST', '/api/team/webhooks', team.cookie, { url: receiver.url, events: ['vacancy.closed'] })).json();
    receiver.answer(302, 'http://127.0.0.1:1/elsewhere');
    await call('PATCH', `/api/team/vacancies/${team.vacancyId}`, team.cookie, { status: 'closed' });
    await deliverAll();
    receiver.answer(500);
    await deliverAll();
    receiver.answer(204);
    await deliverAll();
    expect(receiver.received.length).toBe(3);
    expect(new Set(receiver.received.map((entry) => entry.headers['webhook-id'])).size).toBe(1);
    const [entry] = (await call('GET', `/api/team/webhooks/${webhook.id}/deliveries`, team.cookie)).json().items;
    expect(entry).toMatchObject({ status: 'delivered', attempts: 3, responseStatus: 204 });
    const listed = (await call('GET', '/api/team/webhooks', team.cookie)).json().items;
    expect(listed[0]).toMatchObject({ failingSince: null, disabledAt: null });
  }, TIMEOUT_MS);

  it('disables an endpoint that has failed for a day and mails the owner; a test event that lands enables it again', async () => {
    const team = await teamWithVacancy(call, app, { status: 'draft' });
    const { webhook } = (await call('POST', '/api/team/webhooks', team.cookie, { url: receiver.url, events: ['vacancy.published'] })).json();
    receiver.answer(503);
    await call('PATCH', `/api/team/vacancies/${team.vacancyId}`, team.cookie, { status: 'open' });
    await deliverAll();
    // Its first failure was a day ago.
    await getDb().query('UPDATE webhooks SET failing_since = now() - $2::interval WHERE id = $1', [webhook.id, `${WEBHOOK_DISABLE_AFTER_MS + 60_000} milliseconds`]);
    await deliverAll();
    const [listed] = (await call('GET', '/api/team/webhooks', team.cookie)).json().items;
    expect(listed.disabledAt).not.toBeNull();
    expect(listed.disabledReason).toContain('503');
    const mail = await getDb().query<{ template: string }>(`SELECT template FROM mail_messages WHERE template = 'webhook-disabled' AND variables ->> 'url' = $1`, [receiver.url]);
    expect(mail.rows).toHaveLength(1);
    // Disabled: a new event is not delivered.
    const before = receiver.received.length;
    await call('PATCH', `/api/team/vacancies/${team.vacancyId}`, team.cookie, { status: 'closed' });
    await call('PATCH', `/api/team/vacancies/${team.vacancyId}`, team.cookie, { status: 'open' });
    await deliverAll();
    expect(receiver.received.length).toBe(before);
    // The owner fixes the endpoint and sends a test event: it lands, and the endpoint is enabled.
    receiver.answer(200);
    const test = await call('POST', `/api/team/webhooks/${webhook.id}/test`, team.cookie, {});
    expect(test.statusCode).toBe(202);
    await deliverAll();
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
    expect((await call('GET', '/api/team/webhooks', team.cookie)).json().items[0]).toMatchObject({ disabledAt: null, failingSince: null });
  }, TIMEOUT_MS);

  it('refuses private and loopback addresses in production, by IP and by name after resolution, and plain http', async () => {
    const team = await teamWithVacancy(strictCall, strictApp, { status: 'draft' });
    const refused = await strictCall('POST', '/api/team/webhooks', team.cookie, { url: receiver.url, events: ['vacancy.published'] });
    expect({ status: refused.statusCode, body: refused.json() }).toMatchObject({ status: 400 });
    expect(refused.json().error.fields).toEqual([{ path: 'url', message: 'Enter an https:// address.' }]);
    for (const url of ['https://127.0.0.1:9/hooks', 'https://localhost:9/hooks', 'https://[::ffff:10.0.0.1]:9/hooks', 'https://169.254.169.254/latest']) {
      await getDb().query('DELETE FROM webhooks WHERE team_id = (SELECT team_id FROM team_members WHERE user_id = $1)', [team.userId]);
      const { webhook } = (await strictCall('POST', '/api/team/webhooks', team.cookie, { url, events: ['vacancy.published'] })).json();
      await strictCall('POST', `/api/team/webhooks/${webhook.id}/test`, team.cookie, {});
      await strictRunner.runUntilIdle();
      const [entry] = (await strictCall('GET', `/api/team/webhooks/${webhook.id}/deliveries`, team.cookie)).json().items;
      expect(entry.error).toMatch(/not a public address/);
      expect(entry.status).toBe('queued');
    }
  }, TIMEOUT_MS);

  it('is for owners only, and for their own team', async () => {
    const team = await teamWithVacancy(call, app, { status: 'draft' });
    const { webhook } = (await call('POST', '/api/team/webhooks', team.cookie, { url: receiver.url, events: ['vacancy.published'] })).json();
    const stranger = await signUp(app, { kind: 'recruiter' });
    expect((await call('GET', `/api/team/webhooks/${webhook.id}/deliveries`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/team/webhooks/${webhook.id}`, stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/team/webhooks', undefined)).statusCode).toBe(401);
    const bad = await call('POST', '/api/team/webhooks', team.cookie, { url: 'ftp://x', events: ['nothing'] });
    expect({ status: bad.statusCode, body: bad.json() }).toMatchObject({ status: 400 });
    expect(bad.json().error.fields.map((field: { path: string }) => field.path).sort()).toEqual(['events.0', 'url']);
    expect((await call('GET', '/api/team/webhooks/abc/deliveries', team.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/team/webhooks/${webhook.id}`, team.cookie)).statusCode).toBe(204);
    expect((await call('GET', `/api/team/webhooks/${webhook.id}/deliveries`, team.cookie)).statusCode).toBe(404);
  }, TIMEOUT_MS);
});
