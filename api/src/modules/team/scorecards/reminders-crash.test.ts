import type { ChildProcess } from 'node:child_process';
import type { Database } from '../../../db/database';
import { migrate } from '../../../db/migrate';
import { EMBEDDED_TARGET, exited, forkTs, type ProcessTarget, postgresTarget } from '../../../testing/processes';
import { type SmtpTestServer, startSmtpTestServer } from '../../mail/testing/smtp-test-server';
import { insertInterview } from '../testing/interview-row';
import { expectScorecards } from './expected';

/**
 * The scorecard reminder is a durable job: `npm run worker` processes killed with SIGKILL while
 * reminding still send each late interviewer exactly one e-mail. On PostgreSQL (DATABASE_URL) the
 * kill lands inside a reminder's transaction, held there by a row lock; on the embedded database
 * (one session, so no lock can hold a worker mid-transaction) it lands while the worker is busy.
 */

const SCORECARDS = 12;
const TIMEOUT_MS = 180_000;
const HOUR_MS = 3_600_000;

const targets: ProcessTarget[] = [EMBEDDED_TARGET];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl !== undefined && serverUrl !== '') targets.push(postgresTarget(serverUrl, 'scorecard_test'));

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function count(db: Database, sql: string, params: readonly unknown[] = []): Promise<number> {
  const { rows } = await db.query<{ count: unknown }>(sql, params);
  return Number(rows[0]?.count);
}

/** A team with an interviewer, and an application with {@link SCORECARDS} interviews, each a day and an hour ago. */
async function lateInterviews(db: Database): Promise<number[]> {
  const { rows: users } = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, name, kind) VALUES ('interviewer@example.test', 'x', 'Ivan Interviewer', 'recruiter') RETURNING id`,
  );
  const interviewer = users[0]?.id ?? '';
  const { rows: teams } = await db.query<{ id: string }>(`INSERT INTO teams (name) VALUES ('Crash team') RETURNING id`);
  await db.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'member')`, [teams[0]?.id, interviewer]);
  const { rows: vacancies } = await db.query<{ id: number }>(`INSERT INTO vacancies (team_id, title, status) VALUES ($1, 'Go developer', 'open') RETURNING id`, [teams[0]?.id]);
  const { rows: applications } = await db.query<{ id: number }>(
    `INSERT INTO applications (vacancy_id, name, email) VALUES ($1, 'Petr Candidate', 'petr@example.test') RETURNING id`,
    [vacancies[0]?.id],
  );
  const applicationId = Number(applications[0]?.id);
  for (let made = 0; made < SCORECARDS; made += 1) {
    const interviewId = await insertInterview(db, applicationId, new Date(Date.now() - 26 * HOUR_MS));
    await db.transaction((tx) => expectScorecards(tx, { applicationId, interviewId, interviewerIds: [interviewer], endsAt: new Date(Date.now() - 25 * HOUR_MS) }));
  }
  const { rows } = await db.query<{ id: number }>('SELECT id FROM scorecards WHERE application_id = $1 ORDER BY interview_id', [applicationId]);
  return rows.map((row) => Number(row.id));
}

describe.each(targets)('scorecard reminders under kill -9 on $title', (target) => {
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

  async function startWorker(): Promise<ChildProcess> {
    const { child } = await forkTs('../cli/worker', {
      ...context.env,
      SMTP_URL: smtp.url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JOB_CONCURRENCY: '1',
      JOB_POLL_MS: '50',
      JOB_RETRY_BASE_MS: '100',
    });
    workers.push(child);
    return child;
  }

  test(
    'every late interviewer gets exactly one reminder',
    async () => {
      const { db } = context;
      const scorecardIds = await lateInterviews(db);
      const reminded = () => count(db, 'SELECT count(*) AS count FROM scorecards WHERE reminded_at IS NOT NULL');
      const jobOf = async (scorecardId: number) =>
        (await db.query<{ id: number; state: string; attempts: number }>(`SELECT id, state, attempts FROM jobs WHERE kind = 'scorecard.remind' AND (payload->>'scorecardId')::bigint = $1`, [scorecardId]))
          .rows[0];

      const victim = await startWorker();
      let heldJob: number | undefined;
      if (target === EMBEDDED_TARGET) {
        await until('a few reminders', async () => (await reminded()) >= 3);
        victim.kill('SIGKILL');
        await exited(victim);
      } else {
        // The sixth scorecard's row is locked: its reminder stops inside its transaction, and dies there.
        const held = scorecardIds[5] ?? 0;
        let release = () => {};
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        const holding = db.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM scorecards WHERE id = $1 FOR UPDATE', [held]);
          await released;
        });
        await until('the reminder waiting on the lock', async () => (await jobOf(held))?.state === 'running' && (await count(db, "SELECT count(*) AS count FROM pg_stat_activity WHERE wait_event_type = 'Lock'")) > 0);
        expect(await reminded()).toBe(5);
        victim.kill('SIGKILL');
        await exited(victim);
        release();
        await holding;
        heldJob = (await jobOf(held))?.id;
      }

      // Another worker finishes the queue, the dead one's reminder once its lease ends.
      await startWorker();
      await until('every reminder', async () => (await count(db, "SELECT count(*) AS count FROM jobs WHERE kind = 'scorecard.remind' AND state = 'done'")) === SCORECARDS);
      expect(await reminded()).toBe(SCORECARDS);
      const queued = await db.query<{ idempotency_key: string }>("SELECT idempotency_key FROM mail_messages WHERE template = 'scorecard-reminder' ORDER BY idempotency_key");
      expect(queued.rows.map((row) => row.idempotency_key)).toEqual(scorecardIds.map((id) => `scorecard-reminder:${id}`).sort());
      await until('the reminders delivered', async () => smtp.received.length === SCORECARDS);
      expect(new Set(smtp.received.map((message) => message.messageId)).size).toBe(SCORECARDS);
      if (heldJob !== undefined) {
        const retried = await db.query<{ attempts: number; state: string }>('SELECT attempts, state FROM jobs WHERE id = $1', [heldJob]);
        expect(retried.rows[0]).toEqual({ attempts: 2, state: 'done' });
      }
    },
    TIMEOUT_MS,
  );
});
