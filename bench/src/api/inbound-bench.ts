import { loadavg } from 'node:os';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config/env';
import { migrate } from '../../../api/src/db/migrate';
import { JobRegistry } from '../../../api/src/jobs';
import { freePort } from '../../../api/src/testing/api-process';
import { log } from '../util/log';
import { type BenchTarget, insertBenchCvs, openTarget } from './bench-target';
import { startInboundProcess, waitForPort } from './inbound-process';
import { openThreads, REPLY_DOMAIN, repliesTo } from './inbound-threads';
import { countStatements } from './query-counter';
import { ATTACHMENT_EVERY, startReplySender } from './reply-sender';
import { type SearchSeries, idleSearches, SearchProbe, summarise } from './search-probe';
import { processCpuMs } from './worker-process';

/**
 * Where the SMTP listener runs: `api`, in the API process that also serves the recruiter's
 * searches (`npm start`); `inbound`, in an API process of its own beside it (the deployment's
 * `inbound` service, docker-compose.yml).
 */
export type InboundListenerLayout = 'api' | 'inbound';

/** One run of the inbound benchmark. */
export interface InboundBenchResult {
  database: 'postgres' | 'pglite';
  listener: InboundListenerLayout;
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
  /** CPU time of the process with the listener per reply stored (in the API process, the searches' share taken out). */
  cpuMsPerReply: number;
  /** CPU time of the sender (its own process) per reply. */
  senderCpuMsPerReply: number;
  /** Database statements (round trips, BEGIN/COMMIT included) per reply, the searches' excluded: counted with the listener in the API process only. */
  statementsPerReply?: number;
  /** The same searches, in a row, before and after the replies (idle) and while they arrive. */
  search: { idle: SearchSeries; sending: SearchSeries; ratio: number };
  /** The first few refusals or failures, when there were any. */
  failures: string[];
  /** The machine's 1-minute load average at the end (other work slows every figure). */
  loadAverage: number;
}

/** Options of {@link runInboundBench}. */
export interface InboundBenchOptions {
  replies: number;
  /** SMTP connections at most at once. */
  connections: number;
  /** Applications replied to (each reply goes to the next one in turn). */
  threads: number;
  cvs: number;
  listener: InboundListenerLayout;
}

const DATABASE_NAME = 'bench_inbound';
/** Searches timed while idle, before the replies and again after them (pooled: the idle p95 is of both). */
const IDLE_SEARCHES = 150;

/**
 * Candidates' replies sent over real SMTP to the inbound listener (`INBOUND_SMTP_PORT`, where
 * `options.listener` says), each to a reply address the platform made when the team wrote in the
 * thread. Meanwhile the recruiter searches through the API process, one search after another,
 * compared with the same searches while nothing arrives. Afterwards every acknowledged reply is
 * looked for in its thread.
 */
export async function runInboundBench(target: BenchTarget, options: InboundBenchOptions): Promise<InboundBenchResult> {
  const sender = await startReplySender();
  const opened = await openTarget(target, DATABASE_NAME).catch(async (error: unknown) => {
    await sender.close();
    throw error;
  });
  const db = countStatements(opened.db);
  const inApi = options.listener === 'api';
  try {
    await migrate(db);
    const cvIds = await insertBenchCvs(db, options.cvs);
    const smtpPort = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', MAIL_REPLY_DOMAIN: REPLY_DOMAIN, ...(inApi ? { INBOUND_SMTP_PORT: String(smtpPort) } : {}) });
    const app = await buildApp({ db, config, jobs: new JobRegistry() });
    let inbound: Awaited<ReturnType<typeof startInboundProcess>> | undefined;
    try {
      if (!inApi) inbound = await startInboundProcess(opened.url, smtpPort);
      // The listener starts once the API listens.
      if (inApi) {
        await app.listen({ port: 0, host: '127.0.0.1' });
        await waitForPort(smtpPort);
      }
      log(`inbound: ${options.threads} applications, a team message in each`);
      const { cookie, threads } = await openThreads(app, db, cvIds, options.threads);
      const replies = repliesTo(threads, options.replies, Date.now().toString(36));

      // Idle searches first: their statements and CPU time per search are taken out of the replies' figures.
      const probe = new SearchProbe(app, cookie);
      const { latencies: idleBefore, statementsPerSearch, cpuMsPerSearch } = await idleSearches(probe, db, IDLE_SEARCHES);

      log(`inbound: ${options.replies} replies over ${options.connections} SMTP connections to the listener in the ${inApi ? 'API process' : 'inbound process'}`);
      let done = false;
      const cpuBefore = process.cpuUsage();
      const inboundCpuBefore = inbound === undefined ? 0 : processCpuMs(inbound.pid);
      const statementsBefore = db.statements;
      const searching = probe.until(() => done);
      const report = await sender.send(smtpPort, options.connections, replies);
      done = true;
      const cpu = process.cpuUsage(cpuBefore);
      const inboundCpuMs = inbound === undefined ? 0 : processCpuMs(inbound.pid) - inboundCpuBefore;
      const statements = db.statements - statementsBefore;
      const sending = summarise(await searching);
      const idleAfter = await probe.series(IDLE_SEARCHES);
      const idle = summarise([...idleBefore, ...idleAfter]);

      const { rows: found } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM application_messages WHERE via = $1 AND email_message_id = ANY($2::text[])', [
        'email',
        report.acknowledged,
      ]);
      const stored = found[0]?.count ?? 0;
      const cpuMs = inbound === undefined ? (cpu.user + cpu.system) / 1000 - sending.samples * cpuMsPerSearch : inboundCpuMs;
      const perReply = (value: number) => Math.round((value * 100) / Math.max(stored, 1)) / 100;
      return {
        database: target.kind,
        listener: options.listener,
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
        ...(inApi ? { statementsPerReply: perReply(statements - sending.samples * statementsPerSearch) } : {}),
        search: { idle, sending, ratio: Math.round((sending.p95Ms / idle.p95Ms) * 100) / 100 },
        failures: report.failures,
        loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      };
    } finally {
      await inbound?.stop();
      await app.close();
    }
  } finally {
    await opened.close();
    await sender.close();
  }
}
