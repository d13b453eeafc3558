import type { ChildProcess } from 'node:child_process';
import { migrate } from '../db/migrate';
import { queueMails } from '../modules/mail';
import { type SmtpTestServer, startSmtpTestServer } from '../modules/mail/testing/smtp-test-server';
import { freePort } from '../testing/api-process';
import { EMBEDDED_TARGET, exited, forkTs } from '../testing/processes';
import { metricsProblems, requirePromtool } from '../testing/promtool';

/** `npm run worker` with WORKER_METRICS_PORT: what it delivered, seen at its own /metrics, valid for promtool. */

const TIMEOUT_MS = 120_000;
const MESSAGES = 3;

describe('the worker process with WORKER_METRICS_PORT', () => {
  let context: Awaited<ReturnType<typeof EMBEDDED_TARGET.setup>>;
  let smtp: SmtpTestServer;
  let worker: ChildProcess | undefined;

  beforeAll(async () => {
    requirePromtool();
    context = await EMBEDDED_TARGET.setup();
    await migrate(context.db);
    smtp = await startSmtpTestServer();
  }, TIMEOUT_MS);
  afterAll(async () => {
    worker?.kill('SIGKILL');
    if (worker) await exited(worker);
    await smtp?.close();
    await context?.dispose();
  }, TIMEOUT_MS);

  test(
    'counts the messages it sent and the jobs it ran, and shows the queue empty once they are done',
    async () => {
      await queueMails(
        context.db,
        Array.from({ length: MESSAGES }, (_, index) => ({
          to: { email: `metrics-${index}@example.test`, name: `Person ${index}` },
          template: 'mailing',
          locale: 'en' as const,
          variables: { subject: `Message ${index}`, body: 'Hello' },
          idempotencyKey: `metrics-test:${index}`,
        })),
      );
      const port = await freePort();
      ({ child: worker } = await forkTs('../cli/worker', {
        ...context.env,
        SMTP_URL: smtp.url,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        JOB_POLL_MS: '50',
        WORKER_METRICS_PORT: String(port),
      }));
      const scrape = async (): Promise<string> => (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
      // Until the worker has marked every job done (after the server's 250 and the message's status).
      const done = `platform_job_runs_total{kind="mail.send",outcome="done"} ${MESSAGES}\n`;
      let text = await scrape();
      const deadline = Date.now() + 60_000;
      while (!text.includes(done) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        text = await scrape();
      }
      expect(smtp.received).toHaveLength(MESSAGES);
      expect(text).toContain(`platform_mail_sent_total ${MESSAGES}\n`);
      expect(text).toContain(done);
      expect(text).toContain('platform_mail_queued 0\n');
      expect(text).not.toContain('platform_jobs{kind="mail.send"');
      expect(text).toMatch(/^platform_embedded_db_size_bytes\{dir="[^"]+"\} [1-9]\d*$/m);
      expect(await metricsProblems(text)).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
