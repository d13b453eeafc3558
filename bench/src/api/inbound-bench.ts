import { loadavg } from 'node:os';
import { buildApp } from '../../../api/src/app';
import { loadConfig } from '../../../api/src/config/env';
import type { Queryable } from '../../../api/src/db/database';
import { migrate } from '../../../api/src/db/migrate';
import { JobRegistry } from '../../../api/src/jobs';
import { freePort } from '../../../api/src/testing/api-process';
import { log } from '../util/log';
import { type BenchTarget, insertBenchCvs, openTarget } from './bench-target';
import { startInboundProcess, waitForPort } from './inbound-process';
import { openThreads, REPLY_DOMAIN, repliesTo } from './inbound-threads';
import { countStatements } from './query-counter';
import { ATTACHMENT_EVERY, startReplySender } from './reply-sender';
import { type SearchSeries, SearchProbe, summarise } from './search-probe';
import { processCpuMs } from './worker-process';

/**
 * Where the SMTP listener runs: `api`, in the API process that also serves the recruiter's
 * searches (`npm start`); `inbound`, in an API process of its own beside it (the deployment's
 * `inbound` service, docker-compose.yml).
 */
export type InboundListenerLayout = 'api' | 'inbound';

/** The paced phase: replies at a steady rate while the recruiter searches. */
export interface PacedInbound {
  /** The rate the replies were sent at. */
  perSecond: number;
  replies: number;
  acknowledged: number;
  stored: number;
  /** Acknowledged but not found. */
  lost: number;
  seconds: number;
  /** Stored replies per second of that time (the paced rate when the listener keeps up). */
  repliesPerSecond: number;
}

/** One run of the inbound benchmark. */
export interface InboundBenchResult {
  database: 'postgres' | 'pglite';
  listener: InboundListenerLayout;
  /** Replies sent flat out, over `connections` SMTP connections at most, to `threads` applications' reply addresses. */
  replies: number;
  connections: number;
  threads: number;
  /** Replies that bring a PDF (typed from its bytes and stored with the message). */
  withFiles: number;
  /** CVs in the database (the mailing bench's corpus, so that the searches compare). */
  cvs: number;
  /** Replies the listener answered 250 to (flat out). */
  acknowledged: number;
  /** Replies refused or failed (never answered 250; both phases). */
  failed: number;
  /** Acknowledged replies found in their threads afterwards (flat out). */
  stored: number;
  /** Acknowledged but not found: `acknowledged − stored` (flat out). */
  lost: number;
  /** From the first connection to the last answer (flat out). */
  seconds: number;
  /** The listener's capacity: stored replies per second, sent as fast as it answers, nothing else running. */
  repliesPerSecond: number;
  /** CPU time of the process with the listener per reply stored (flat out). */
  cpuMsPerReply: number;
  /** CPU time of the sender (its own process) per reply (flat out). */
  senderCpuMsPerReply: number;
  /** Database statements (round trips, BEGIN/COMMIT included) per reply: counted with the listener in the API process only. */
  statementsPerReply?: number;
  /** The same replies again at a steady rate, while the recruiter searches. */
  paced: PacedInbound;
  /** The same searches, in a row, before and after the replies (idle) and during the paced phase. */
  search: { idle: SearchSeries; sending: SearchSeries; ratio: number };
  /** The first few refusals or failures, when there were any. */
  failures: string[];
  /** The machine's 1-minute load average at the end (other work slows every figure). */
  loadAverage: number;
}

/** Options of {@link runInboundBench}. */
export interface InboundBenchOptions {
  /** Replies of each phase. */
  replies: number;
  /** SMTP connections at most at once. */
  connections: number;
  /** Applications replied to (each reply goes to the next one in turn). */
  threads: number;
  cvs: number;
  listener: InboundListenerLayout;
  /** The steady rate of the paced phase (replies a second). */
  pacedPerSecond: number;
}

const DATABASE_NAME = 'bench_inbound';
/** Searches timed while idle, before the replies and again after them (pooled: the idle p95 is of both). */
const IDLE_SEARCHES = 150;

/** How many of the acknowledged replies are in their threads. */
async function storedOf(db: Queryable, acknowledged: readonly string[]): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM application_messages WHERE via = $1 AND email_message_id = ANY($2::text[])', ['email', acknowledged]);
  return rows[0]?.count ?? 0;
}

/**
 * Candidates' replies sent over real SMTP to the inbound listener (`INBOUND_SMTP_PORT`, where
 * `options.listener` says), each to a reply address the platform made when the team wrote in the
 * thread, in two phases. Flat out, nothing else running: as fast as the listener answers over
 * `connections` connections (its capacity, and its CPU and statements per reply). Paced: as many
 * again at `pacedPerSecond`, a steady arrival rate, while the recruiter searches through the API
 * process one search after another, compared with the same searches while nothing arrives.
 * Afterwards every acknowledged reply is looked for in its thread.
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
      const tag = Date.now().toString(36);
      const flatOut = repliesTo(threads, options.replies, `${tag}-flat`);
      const paced = repliesTo(threads, options.replies, `${tag}-paced`);
      const probe = new SearchProbe(app, cookie);
      const idleBefore = await probe.series(IDLE_SEARCHES, 10);

      log(`inbound: ${options.replies} replies flat out over ${options.connections} SMTP connections to the listener in the ${inApi ? 'API process' : 'inbound process'}`);
      // The process with the listener: nothing else runs in it now (no searches in this phase).
      const listenerPid = inbound?.pid ?? process.pid;
      const cpuBefore = processCpuMs(listenerPid);
      const statementsBefore = db.statements;
      const report = await sender.send(smtpPort, options.connections, flatOut);
      const cpuMs = processCpuMs(listenerPid) - cpuBefore;
      const statements = db.statements - statementsBefore;
      const stored = await storedOf(db, report.acknowledged);

      log(`inbound: ${options.replies} replies at ${options.pacedPerSecond}/s while the recruiter searches`);
      let done = false;
      const searching = probe.until(() => done);
      const pacedReport = await sender.send(smtpPort, options.connections, paced, options.pacedPerSecond);
      done = true;
      const sending = summarise(await searching);
      const idleAfter = await probe.series(IDLE_SEARCHES);
      const idle = summarise([...idleBefore, ...idleAfter]);
      const pacedStored = await storedOf(db, pacedReport.acknowledged);

      const perReply = (value: number) => Math.round((value * 100) / Math.max(stored, 1)) / 100;
      return {
        database: target.kind,
        listener: options.listener,
        replies: options.replies,
        connections: options.connections,
        threads: options.threads,
        withFiles: flatOut.filter((reply) => reply.index % ATTACHMENT_EVERY === 0).length,
        cvs: options.cvs,
        acknowledged: report.acknowledged.length,
        failed: report.failed + pacedReport.failed,
        stored,
        lost: report.acknowledged.length - stored,
        seconds: Math.round(report.seconds * 100) / 100,
        repliesPerSecond: Math.round(stored / report.seconds),
        cpuMsPerReply: perReply(cpuMs),
        senderCpuMsPerReply: Math.round((report.cpuMs * 100) / options.replies) / 100,
        ...(inApi ? { statementsPerReply: perReply(statements) } : {}),
        paced: {
          perSecond: options.pacedPerSecond,
          replies: options.replies,
          acknowledged: pacedReport.acknowledged.length,
          stored: pacedStored,
          lost: pacedReport.acknowledged.length - pacedStored,
          seconds: Math.round(pacedReport.seconds * 100) / 100,
          repliesPerSecond: Math.round(pacedStored / pacedReport.seconds),
        },
        search: { idle, sending, ratio: Math.round((sending.p95Ms / idle.p95Ms) * 100) / 100 },
        failures: [...report.failures, ...pacedReport.failures].slice(0, 5),
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
