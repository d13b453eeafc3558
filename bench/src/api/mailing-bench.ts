import { loadavg } from 'node:os';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config/env';
import { migrate } from '../../../api/src/db/migrate';
import { JobRegistry, JobRunner } from '../../../api/src/jobs';
import { type BenchTarget, insertBenchCvs, openTarget } from './bench-target';
import { countStatements } from './query-counter';
import { type SearchSeries, idleSearches, SearchProbe, summarise } from './search-probe';
import { startSmtpSink } from './smtp-sink';
import { processCpuMs, startWorker } from './worker-process';

/** One run of the mailing benchmark. */
export interface MailingBenchResult {
  database: 'postgres' | 'pglite';
  /** Where the jobs ran: the API process's own runner (`npm start`), or `npm run worker` beside it (the deployment). */
  runner: MailingRunner;
  recipients: number;
  /** `POST .../mailings` of every recipient, answered 201 (recipients resolved, credits, messages and jobs stored). */
  acceptSeconds: number;
  /** From the answer until the SMTP server has every message. */
  deliverSeconds: number;
  messagesPerSecond: number;
  /** Messages the SMTP server received (each Message-ID once). */
  received: number;
  /** Messages received twice or more (a resend; 0 expected without kills). */
  duplicates: number;
  concurrency: number;
  /** CPU time of the process that ran the jobs (the API's, or the worker's) per message delivered. */
  cpuMsPerMessage: number;
  /** CPU time of the SMTP server (its own process) per message. */
  smtpCpuMsPerMessage: number;
  /** Database statements (round trips, BEGIN/COMMIT included) per message while delivering, the searches' excluded (counted in the API process only). */
  queriesPerMessage?: number;
  /** The same searches, in a row, before and after the delivery (idle) and while it runs. */
  search: { idle: SearchSeries; sending: SearchSeries; ratio: number };
  /** The machine's 1-minute load average at the end (other work slows every figure). */
  loadAverage: number;
}

/**
 * Who delivers: `api`, the job runner of the API process (`npm start`, jobs yielding to the
 * requests in flight); `worker`, `npm run worker` in a process of its own beside an API that runs
 * no jobs (`RUN_JOBS=false`, the deployment's layout: docker-compose.yml).
 */
export type MailingRunner = 'api' | 'worker';

const DATABASE_NAME = 'bench_mailing';

/** Searches timed while idle, before the delivery and again after it (pooled: the idle p95 is of both). */
const IDLE_SEARCHES = 150;

/**
 * A mailing to `recipients` CVs through the HTTP route, then its delivery to a real SMTP server
 * on localhost (its own process), by the `runner` ({@link MailingRunner}). Meanwhile the
 * recruiter searches, one search after another: the p95 of those is compared with the p95 of the
 * same searches while nothing is sent, before the mailing and after its delivery.
 */
export async function runMailingBench(target: BenchTarget, recipients: number, concurrency = 20, runner: MailingRunner = 'api'): Promise<MailingBenchResult> {
  const smtp = await startSmtpSink();
  const opened = await openTarget(target, DATABASE_NAME).catch(async (error: unknown) => {
    await smtp.close();
    throw error;
  });
  const { db: rawDb, close } = opened;
  const db = countStatements(rawDb);
  const jobs = new JobRegistry();
  try {
    await migrate(db);
    const ids = await insertBenchCvs(db, recipients);
    // The transport's own pool size unless BENCH_SMTP_CONNECTIONS says otherwise (to compare).
    const connections = process.env.BENCH_SMTP_CONNECTIONS;
    const smtpUrl = connections === undefined ? smtp.url : `${smtp.url}?maxConnections=${connections}`;
    // The default delivery pace (MAIL_RATE_LIMIT) unless the environment sets another, as for the worker.
    const rate = process.env.MAIL_RATE_LIMIT;
    const config = { ...loadConfig({ NODE_ENV: 'test', SMTP_URL: smtpUrl, ...(rate === undefined ? {} : { MAIL_RATE_LIMIT: rate }) }), mailingDailyLimit: recipients * 2 };
    const app = await buildApp({ db, config, jobs });
    await app.ready();
    const worker = runner === 'worker' ? await startWorker(opened.url, smtpUrl, concurrency) : undefined;
    try {
      const register = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'bench@bench.test', password: 'bench-password-1', name: 'Bench', kind: 'recruiter' },
      });
      const cookie = `sid=${register.cookies.find((item) => item.name === 'sid')?.value ?? ''}`;
      await db.query("UPDATE teams SET credits = $1 WHERE id = (SELECT team_id FROM team_members m JOIN users u ON u.id = m.user_id WHERE u.email = 'bench@bench.test')", [recipients]);
      // Mailings wait for a verified address: as if the mailed link was followed.
      await db.query("UPDATE users SET email_verified_at = now() WHERE email = 'bench@bench.test'");
      const vacancy = await app.inject({ method: 'POST', url: '/api/team/vacancies', headers: { cookie }, payload: { title: 'Go developer', status: 'open' } });
      const vacancyId = Number(vacancy.json<{ id: number }>().id);

      // Idle searches first: their statements and CPU time per search are taken out of the
      // delivery's figures below (the searches during the delivery cost about the same each).
      const probe = new SearchProbe(app, cookie);
      const { latencies: idleBefore, statementsPerSearch, cpuMsPerSearch } = await idleSearches(probe, db, IDLE_SEARCHES);

      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: `/api/team/vacancies/${vacancyId}/mailings`,
        headers: { cookie, 'idempotency-key': 'bench-1' },
        payload: { subject: 'A role for you, {name}', body: 'Hello {name},\n\n{team} is hiring for {vacancy}.\n\n{sender}', recipients: { source: 'selection', cvs: ids.map((id) => ({ type: 'internal', id })) } },
      });
      const acceptSeconds = (performance.now() - started) / 1000;
      if (response.statusCode !== 201) throw new Error(`the mailing was refused: ${response.statusCode} ${response.body}`);

      // As main.ts runs it: jobs yield to the requests in flight (here the recruiter's searches).
      const apiRunner = runner === 'api' ? new JobRunner(db, jobs, { concurrency, pollMs: 50, yieldTo: app.interactive }) : undefined;
      const deliveryStarted = performance.now();
      const cpuBefore = process.cpuUsage();
      const workerCpuBefore = worker === undefined ? 0 : processCpuMs(worker.pid);
      const smtpBefore = await smtp.status();
      const statementsBefore = db.statements;
      let received = 0;
      let delivered = false;
      await apiRunner?.start();
      const searching = probe.until(() => delivered);
      const deadline = Date.now() + 600_000;
      // The registration's own verification e-mail is delivered too: one message more than the mailing's.
      while (received < recipients + 1) {
        if (Date.now() > deadline) throw new Error(`only ${received} of ${recipients} delivered in 10 minutes`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        received = (await smtp.status()).distinct;
      }
      const deliverSeconds = (performance.now() - deliveryStarted) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const workerCpuMs = worker === undefined ? 0 : processCpuMs(worker.pid) - workerCpuBefore;
      const statements = db.statements - statementsBefore;
      delivered = true;
      const sending = summarise(await searching);
      await apiRunner?.stop();
      const idleAfter = await probe.series(IDLE_SEARCHES);
      const idle = summarise([...idleBefore, ...idleAfter]);
      const smtpAfter = await smtp.status();
      const cpuMs = worker === undefined ? (cpu.user + cpu.system) / 1000 - sending.samples * cpuMsPerSearch : workerCpuMs;
      const deliveryStatements = statements - sending.samples * statementsPerSearch;
      return {
        database: target.kind,
        runner,
        recipients,
        acceptSeconds: Math.round(acceptSeconds * 1000) / 1000,
        deliverSeconds: Math.round(deliverSeconds * 100) / 100,
        messagesPerSecond: Math.round(recipients / deliverSeconds),
        // The registration's verification e-mail is not the mailing's.
        received: smtpAfter.distinct - 1,
        duplicates: smtpAfter.total - smtpAfter.distinct,
        concurrency,
        cpuMsPerMessage: Math.round((cpuMs * 100) / recipients) / 100,
        smtpCpuMsPerMessage: Math.round(((smtpAfter.cpuMs - smtpBefore.cpuMs) * 100) / recipients) / 100,
        ...(worker === undefined ? { queriesPerMessage: Math.round((deliveryStatements * 100) / recipients) / 100 } : {}),
        search: { idle, sending, ratio: Math.round((sending.p95Ms / idle.p95Ms) * 100) / 100 },
        loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      };
    } finally {
      await worker?.stop();
      await app.close();
    }
  } finally {
    await close();
    await smtp.close();
  }
}
