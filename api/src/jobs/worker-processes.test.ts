import type { ChildProcess } from 'node:child_process';
import { migrate } from '../db/migrate';
import { queueMails } from '../modules/mail';
import { type SmtpTestServer, startSmtpTestServer } from '../modules/mail/testing/smtp-test-server';
import { EMBEDDED_TARGET, exited, forkTs, type ProcessTarget, postgresTarget } from '../testing/processes';

/**
 * `npm run worker` processes for real: two of them share one queue; one is killed with SIGKILL
 * in the middle of an SMTP transaction. Every message still reaches the SMTP server exactly once.
 * On PostgreSQL when DATABASE_URL is set, and on the embedded database through its wire server.
 */

const MESSAGES = 24;
const TIMEOUT_MS = 120_000;

const targets: ProcessTarget[] = [EMBEDDED_TARGET];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl !== undefined && serverUrl !== '') targets.push(postgresTarget(serverUrl, 'jobs_test'));

describe.each(targets)('two worker processes on $title', (target) => {
  let context: Awaited<ReturnType<ProcessTarget['setup']>>;
  let smtp: SmtpTestServer;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    context = await target.setup();
    await migrate(context.db);
    smtp = await startSmtpTestServer();
  }, TIMEOUT_MS);
  afterAll(async () => {
    for (const worker of workers) worker.kill('SIGKILL');
    await Promise.all(workers.map(exited));
    await smtp?.close();
    await context?.dispose();
  }, TIMEOUT_MS);

  function startWorker(): Promise<ChildProcess> {
    return forkTs('../cli/worker', {
      ...context.env,
      SMTP_URL: smtp.url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // One job at a time per worker: the killed one holds exactly the message held by the server.
      JOB_CONCURRENCY: '1',
      JOB_POLL_MS: '50',
      JOB_RETRY_BASE_MS: '100',
      MAIL_LEASE_MS: '1500',
    }).then(({ child }) => {
      workers.push(child);
      return child;
    });
  }

  test(
    'share the queue, and after a kill -9 mid-send every message reaches the SMTP server exactly once',
    async () => {
      const { db } = context;
      await queueMails(
        db,
        Array.from({ length: MESSAGES }, (_, index) => ({
          to: { email: `person-${index}@example.test`, name: `Person ${index}` },
          template: 'mailing',
          locale: 'en' as const,
          variables: { subject: `Message ${index}`, body: 'Hello' },
          idempotencyKey: `process-test:${index}`,
        })),
      );
      const held = smtp.holdNext();
      await Promise.all([startWorker(), startWorker()]);
      const heldMessageId = await held;

      // The worker in the middle of that SMTP transaction is the one holding its job.
      const { rows } = await db.query<{ locked_by: string; job_id: number }>(
        `SELECT j.locked_by, j.id AS job_id FROM mail_messages m
           JOIN jobs j ON j.kind = 'mail.send' AND (j.payload->>'messageId')::bigint = m.id
          WHERE m.message_id = $1`,
        [heldMessageId],
      );
      const holder = rows[0];
      const pid = Number(holder?.locked_by.split(':').pop());
      const victim = workers.find((worker) => worker.pid === pid);
      expect(victim).toBeDefined();
      victim?.kill('SIGKILL');
      if (victim !== undefined) await exited(victim);

      // The other worker delivers the rest, then takes over the dead one's job when its lease ends.
      // A message is marked sent before its job is marked done (two statements), so wait for both.
      const deadline = Date.now() + 60_000;
      for (;;) {
        const progress = await db.query<{ sent: number; open_jobs: number }>(
          `SELECT (SELECT count(*) FROM mail_messages WHERE status = 'sent') AS sent,
                  (SELECT count(*) FROM jobs WHERE kind = 'mail.send' AND state <> 'done') AS open_jobs`,
        );
        const { sent, open_jobs: openJobs } = progress.rows[0] ?? { sent: 0, open_jobs: MESSAGES };
        if (sent === MESSAGES && openJobs === 0) break;
        if (Date.now() > deadline) throw new Error(`${sent} of ${MESSAGES} sent and ${openJobs} jobs still open after 60 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      const ids = smtp.received.map((message) => message.messageId);
      expect(ids).toHaveLength(MESSAGES);
      expect(new Set(ids).size).toBe(MESSAGES);
      expect(ids).toContain(heldMessageId);
      const retried = await db.query<{ attempts: number; state: string }>('SELECT attempts, state FROM jobs WHERE id = $1', [holder?.job_id]);
      expect(retried.rows[0]).toEqual({ attempts: 2, state: 'done' });
    },
    TIMEOUT_MS,
  );

  test(
    'SIGTERM: a worker stops claiming, finishes the message in hand, and exits cleanly',
    async () => {
      const { db } = context;
      // Only the worker under test may take the message.
      for (const old of workers.splice(0)) {
        old.kill('SIGKILL');
        await exited(old);
      }
      const [queued] = await queueMails(db, [
        { to: { email: 'drain@example.test' }, template: 'mailing', locale: 'en', variables: { subject: 'Drain', body: 'x' }, idempotencyKey: 'drain-test' },
      ]);
      const held = smtp.holdNext();
      const worker = await startWorker();
      const heldMessageId = await held;
      const exit = new Promise<number | null>((resolve) => worker.once('exit', (code) => resolve(code)));
      worker.kill('SIGTERM');
      // Still delivering: the message is answered only now, after the signal.
      smtp.release();
      expect(await exit).toBe(0);
      const { rows } = await db.query<{ status: string; message_id: string }>('SELECT status, message_id FROM mail_messages WHERE id = $1', [queued?.id]);
      expect(rows[0]).toEqual({ status: 'sent', message_id: heldMessageId });
      const job = await db.query<{ locked_by: string; state: string }>(
        "SELECT locked_by, state FROM jobs WHERE kind = 'mail.send' AND (payload->>'messageId')::bigint = $1",
        [queued?.id],
      );
      expect(job.rows[0]).toEqual({ locked_by: expect.stringMatching(new RegExp(`:${worker.pid}$`)), state: 'done' });
      expect(smtp.received.filter((message) => message.messageId === heldMessageId)).toHaveLength(1);
    },
    TIMEOUT_MS,
  );
});
