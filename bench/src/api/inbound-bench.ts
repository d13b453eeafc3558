import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config/env';
import { migrate } from '../../../api/src/db/migrate';
import { JobRegistry } from '../../../api/src/jobs';
import { freePort } from '../../../api/src/testing/api-process';
import { log } from '../util/log';
import { type BenchTarget, benchCvEmail, insertBenchCvs, openTarget } from './bench-target';
import { countStatements } from './query-counter';
import { ATTACHMENT_EVERY, type ReplySpec, startReplySender } from './reply-sender';
import { type SearchSeries, SearchProbe, summarise } from './search-probe';

/** One run of the inbound benchmark. */
export interface InboundBenchResult {
  database: 'postgres' | 'pglite';
  /** Replies sent, over `connections` SMTP connections at most, to `threads` applications' reply addresses. */
  replies: number;
  connections: number;
  threads: number;
  /** Replies that bring a PDF (typed from its bytes and stored with the message). */
  withFiles: number;
  /** CVs in the database (the mailing bench's corpus, so that the searches compare). */
  cvs: number;
  /** Replies the listener answered 250 to. */
  acknowledged: number;
  /** Replies refused or failed (never answered 250). */
  failed: number;
  /** Acknowledged replies found in their threads afterwards. */
  stored: number;
  /** Acknowledged but not found: `acknowledged − stored`. */
  lost: number;
  /** From the first connection to the last answer. */
  seconds: number;
  /** Stored replies per second of that time. */
  repliesPerSecond: number;
  /** CPU time of the API process per reply stored (the searches' share taken out). */
  cpuMsPerReply: number;
  /** CPU time of the sender (its own process) per reply. */
  senderCpuMsPerReply: number;
  /** Database statements (round trips, BEGIN/COMMIT included) per reply, the searches' excluded. */
  statementsPerReply: number;
  /** The same searches, in a row, before and after the replies (idle) and while they arrive. */
  search: { idle: SearchSeries; sending: SearchSeries; ratio: number };
  /** The first few refusals or failures, when there were any. */
  failures: string[];
  /** The machine's 1-minute load average at the end (other work slows every figure). */
  loadAverage: number;
}

const DATABASE_NAME = 'bench_inbound';
const REPLY_DOMAIN = 'reply.bench.test';
const RECRUITER = 'bench@bench.test';
/** Searches timed while idle, before the replies and again after them (pooled: the idle p95 is of both). */
const IDLE_SEARCHES = 150;

/** Resolves once something listens on the loopback `port` (the listener starts once the API listens). */
async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port} (the inbound listener)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Options of {@link runInboundBench}. */
export interface InboundBenchOptions {
  replies: number;
  /** SMTP connections at most at once. */
  connections: number;
  /** Applications replied to (each reply goes to the next one in turn). */
  threads: number;
  cvs: number;
}

/**
 * Candidates' replies sent over real SMTP to the API's inbound listener (`INBOUND_SMTP_PORT`, in
 * the API process, as `npm start` and the `inbound` service run it): each to a reply address the
 * platform made when the team wrote in the thread. Meanwhile the recruiter searches, one search
 * after another, compared with the same searches while nothing arrives. Afterwards every
 * acknowledged reply is looked for in its thread.
 */
export async function runInboundBench(target: BenchTarget, options: InboundBenchOptions): Promise<InboundBenchResult> {
  const sender = await startReplySender();
  const opened = await openTarget(target, DATABASE_NAME).catch(async (error: unknown) => {
    await sender.close();
    throw error;
  });
  const db = countStatements(opened.db);
  try {
    await migrate(db);
    const cvIds = await insertBenchCvs(db, options.cvs);
    const smtpPort = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', INBOUND_SMTP_PORT: String(smtpPort), MAIL_REPLY_DOMAIN: REPLY_DOMAIN });
    const app = await buildApp({ db, config, jobs: new JobRegistry() });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      await waitForPort(smtpPort);
      const register = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: RECRUITER, password: 'bench-password-1', name: 'Bench', kind: 'recruiter' } });
      const cookie = `sid=${register.cookies.find((item) => item.name === 'sid')?.value ?? ''}`;
      const vacancy = await app.inject({ method: 'POST', url: '/api/team/vacancies', headers: { cookie }, payload: { title: 'Go developer', status: 'open' } });
      const vacancyId = Number(vacancy.json<{ id: number }>().id);

      log(`inbound: ${options.threads} applications, a team message in each`);
      // Applied with the corpus's first CVs (their candidates' names and addresses), as the board shows them.
      const threadCvs = cvIds.slice(0, options.threads);
      const { rows: applications } = await db.query<{ id: string }>(
        `INSERT INTO applications (vacancy_id, name, email, resume_id)
         SELECT $1, name, email, resume_id FROM unnest($2::text[], $3::text[], $4::bigint[]) AS t(name, email, resume_id)
         RETURNING id::text`,
        [vacancyId, threadCvs.map((_, index) => `Candidate ${index}`), threadCvs.map((_, index) => benchCvEmail(index)), threadCvs],
      );
      for (const application of applications) {
        const written = await app.inject({ method: 'POST', url: `/api/team/applications/${application.id}/messages`, headers: { cookie }, payload: { body: 'Could we talk this week about the role? Tell me a time that suits you.' } });
        if (written.statusCode !== 201) throw new Error(`the team message was refused: ${written.statusCode} ${written.body}`);
      }
      // The reply address of each thread and the Message-ID of the team's message (what a mail program answers).
      const { rows: threads } = await db.query<{ reply_token: string; message_id: string; email: string }>(
        `SELECT t.reply_token, m.message_id, a.email
           FROM application_threads t JOIN applications a ON a.id = t.application_id JOIN mail_messages m ON m.application_id = a.id
          WHERE a.vacancy_id = $1 ORDER BY a.id`,
        [vacancyId],
      );
      if (threads.length !== options.threads) throw new Error(`${threads.length} threads with a reply address, ${options.threads} expected`);
      const run = Date.now().toString(36);
      const replies: ReplySpec[] = [];
      for (let index = 0; index < options.replies; index += 1) {
        const thread = threads[index % threads.length];
        if (thread === undefined) throw new Error('no thread to reply to');
        replies.push({ to: `reply+${thread.reply_token}@${REPLY_DOMAIN}`, from: thread.email, inReplyTo: thread.message_id, messageId: `<reply-${run}-${index}@mail.bench.test>`, index });
      }

      // Idle searches first: their statements and CPU time per search are taken out of the replies' figures.
      const probe = new SearchProbe(app, cookie);
      const idleStatements = db.statements;
      const idleCpu = process.cpuUsage();
      const idleBefore = await probe.series(IDLE_SEARCHES, 10);
      const idleCpuUsed = process.cpuUsage(idleCpu);
      const statementsPerSearch = (db.statements - idleStatements) / (IDLE_SEARCHES + 10);
      const cpuMsPerSearch = (idleCpuUsed.user + idleCpuUsed.system) / 1000 / (IDLE_SEARCHES + 10);

      log(`inbound: ${options.replies} replies over ${options.connections} SMTP connections`);
      let done = false;
      const cpuBefore = process.cpuUsage();
      const statementsBefore = db.statements;
      const searching = probe.until(() => done);
      const report = await sender.send(smtpPort, options.connections, replies);
      done = true;
      const cpu = process.cpuUsage(cpuBefore);
      const statements = db.statements - statementsBefore;
      const sending = summarise(await searching);
      const idleAfter = await probe.series(IDLE_SEARCHES);
      const idle = summarise([...idleBefore, ...idleAfter]);

      const { rows: found } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM application_messages WHERE via = $1 AND email_message_id = ANY($2::text[])', [
        'email',
        report.acknowledged,
      ]);
      const stored = found[0]?.count ?? 0;
      const cpuMs = (cpu.user + cpu.system) / 1000 - sending.samples * cpuMsPerSearch;
      const replyStatements = statements - sending.samples * statementsPerSearch;
      const perReply = (value: number) => Math.round((value * 100) / Math.max(stored, 1)) / 100;
      return {
        database: target.kind,
        replies: options.replies,
        connections: options.connections,
        threads: options.threads,
        withFiles: replies.filter((reply) => reply.index % ATTACHMENT_EVERY === 0).length,
        cvs: options.cvs,
        acknowledged: report.acknowledged.length,
        failed: report.failed,
        stored,
        lost: report.acknowledged.length - stored,
        seconds: Math.round(report.seconds * 100) / 100,
        repliesPerSecond: Math.round(stored / report.seconds),
        cpuMsPerReply: perReply(cpuMs),
        senderCpuMsPerReply: Math.round((report.cpuMs * 100) / options.replies) / 100,
        statementsPerReply: perReply(replyStatements),
        search: { idle, sending, ratio: Math.round((sending.p95Ms / idle.p95Ms) * 100) / 100 },
        failures: report.failures,
        loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      };
    } finally {
      await app.close();
    }
  } finally {
    await opened.close();
    await sender.close();
  }
}
