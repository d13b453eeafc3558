import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppName } from '@platform/contract';
import { openPostgres } from '../../../api/src/db/postgres';
import { startSmtpTestServer } from '../../../api/src/modules/mail/testing/smtp-test-server';
import { bundleApi } from '../build/api/bundle-api';
import { REPOSITORY_ROOT } from '../config/env';
import { killApiUnderLoad } from './api-kill';
import { startApiEntry, waitUntilReady, type TopologyProcess } from './api-processes';
import { runBrowserSmoke, type SmokeStep } from './browser-smoke';
import type { LoadResult } from './load';
import { startNginxFleet } from './nginx-fleet';
import { seedDemoData, startPostgresCluster } from './postgres-cluster';
import { type ObservedFigures, readObservedFigures } from './prometheus-figures';
import { type RunningPrometheus, startPrometheus } from './prometheus-server';
import { prepareReleases } from './release-store';
import { checkReplicaLag, type ReplicaLagCheck } from './replica-lag-check';
import { rollBackThroughNginx, type RollbackCheck } from './rollback-check';
import { compareSearchThroughput, type ThroughputComparison } from './search-throughput';
import { killWorkerMidMailing, type WorkerKillResult } from './worker-kill';

/** The demo recruiter `npm run seed` creates. */
const DEMO_RECRUITER = { email: 'demo@example.com', password: 'demo-password' };
/** The remote rolled back while the topology runs. */
const ROLLED_APP: AppName = 'remote-user';

export interface TopologyOptions {
  /**
   * First port of the run's range: nginx on base, APIs on base+10.., PostgreSQL on base+20/21,
   * metrics of the APIs and the worker on base+30..33, Prometheus on base+34.
   */
  portBase: number;
  /** Demo CVs seeded into the primary (replicated to the replica). */
  cvCount: number;
  /** Mailing recipients of the worker kill. */
  recipients: number;
  /** Seconds of each search load of the throughput comparison. */
  searchSeconds: number;
  out(line: string): void;
}

/** The figures of one run. */
export interface TopologyFigures {
  cvs: number;
  smoke: SmokeStep[];
  apiKill: LoadResult;
  workerKill: WorkerKillResult;
  rollback: RollbackCheck;
  replicaLag: ReplicaLagCheck;
  throughput: ThroughputComparison;
  /** What the run's Prometheus scraped from the API processes and the worker. */
  observed: ObservedFigures;
  /** Every request answered through nginx in the load runs. */
  requestsServed: number;
  seconds: number;
}

function ports(base: number) {
  return {
    host: base,
    apis: [base + 10, base + 11],
    singleApi: base + 12,
    postgres: { primary: base + 20, replica: base + 21 },
    metrics: { apis: [base + 30, base + 31], worker: base + 33 },
    prometheus: base + 34,
  };
}

/**
 * The production topology on this machine, with real servers, and what it must survive:
 * PostgreSQL primary + streaming replica, migrations and demo data applied once, two API processes
 * and one worker, the release store behind the project's nginx configurations. Then a browser
 * smoke test through nginx, an API process killed under load, the worker killed mid-mailing, a
 * remote rolled back, the replica's replay paused (reads move to the primary), and search
 * throughput against one process on the primary. Stops everything.
 */
export async function runTopology(options: TopologyOptions): Promise<TopologyFigures> {
  const { out } = options;
  const started = performance.now();
  const layout = ports(options.portBase);
  const workDir = await mkdtemp(path.join(tmpdir(), 'platform-topology-'));
  // nginx workers run as "nobody" when this runs as root: they must read the release store.
  await chmod(workDir, 0o755);
  const cleanups: Array<() => Promise<unknown>> = [];
  const phase = (name: string): void => out(`[topology] ${name} (${Math.round((performance.now() - started) / 1000)} s)`);
  try {
    phase('PostgreSQL primary and streaming replica');
    const cluster = await startPostgresCluster(path.join(workDir, 'postgres'), layout.postgres);
    cleanups.push(() => cluster.stop());

    phase(`migrations and demo data (${options.cvCount} CVs), once`);
    await seedDemoData(cluster, options.cvCount, out);

    phase('release store');
    const releasesDir = path.join(workDir, 'releases');
    const hostOrigin = `http://127.0.0.1:${layout.host}`;
    // The remotes are served by the host's nginx at /remotes/<name>/, as in production.
    const remotesOrigin = '';
    const releases = await prepareReleases({ rootDir: REPOSITORY_ROOT, releasesDir, remotesOrigin, workDir }, ROLLED_APP, out);

    phase('two API processes, one worker, nginx');
    // The processes run the compiled API, as the images do.
    await bundleApi();
    const smtp = await startSmtpTestServer();
    cleanups.push(() => smtp.close());
    const apiEnv = {
      DATABASE_URL: cluster.primary.url,
      DATABASE_READ_URL: cluster.replica.url,
      RUN_JOBS: 'false',
      NODE_ENV: 'production',
      // Plain HTTP on loopback: a Secure cookie would not come back.
      COOKIE_SECURE: 'false',
      ALLOWED_ORIGINS: hostOrigin,
      PUBLIC_URL: hostOrigin,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      // One client address (this machine) makes every request: the per-address limits are not under test.
      AUTH_RATE_LIMIT: '100000',
      SEARCH_RATE_LIMIT: '1000000',
      // A job held by a killed worker is taken over after 3 s, not the default minute.
      MAIL_LEASE_MS: '3000',
      // The paused replica counts as too far behind after 1 s, not the default 10.
      DATABASE_READ_MAX_LAG_MS: '1000',
    };
    const processes: TopologyProcess[] = [];
    cleanups.push(() => Promise.all(processes.map((one) => one.stop())));
    const startApi = async (index: number): Promise<TopologyProcess> => {
      const port = layout.apis[index] ?? 0;
      const metricsPort = layout.metrics.apis[index] ?? 0;
      const api = startApiEntry(`api-${index + 1}`, 'api', { ...apiEnv, PORT: String(port), METRICS_PORT: String(metricsPort) }, out);
      processes.push(api);
      await waitUntilReady(`http://127.0.0.1:${port}`, api);
      return api;
    };
    const startWorker = async (): Promise<TopologyProcess> => {
      const worker = startApiEntry(
        'worker',
        'worker',
        { ...apiEnv, LOG_LEVEL: 'info', JOB_CONCURRENCY: '4', JOB_POLL_MS: '100', WORKER_METRICS_PORT: String(layout.metrics.worker) },
        out,
      );
      processes.push(worker);
      await worker.nextLine(/worker running/);
      return worker;
    };
    const apis = await Promise.all([startApi(0), startApi(1)]);
    const [firstApi] = apis;
    if (firstApi === undefined) throw new Error('no API process started');
    let worker = await startWorker();
    const fleet = await startNginxFleet({
      workDir,
      releasesDir,
      hostPort: layout.host,
      apiAddresses: layout.apis.map((port) => `127.0.0.1:${port}`),
    });
    cleanups.push(() => fleet.stop());

    phase('Prometheus scraping the API processes and the worker');
    const prometheus: RunningPrometheus = await startPrometheus({
      workDir,
      port: layout.prometheus,
      targets: {
        api: layout.metrics.apis.map((port, index) => ({ address: `127.0.0.1:${port}`, process: `api-${index + 1}` })),
        worker: [{ address: `127.0.0.1:${layout.metrics.worker}`, process: 'worker' }],
      },
      out,
    });
    cleanups.push(() => prometheus.stop());
    const observedFrom = performance.now();

    phase('browser smoke test through nginx');
    const smoke = await runBrowserSmoke(hostOrigin, DEMO_RECRUITER);

    phase('SIGKILL of one API process under load');
    const logBeforeKill = fleet.hostLog().length;
    const apiKill = await killApiUnderLoad(hostOrigin, () => firstApi.kill());
    // What nginx saw of the killed process: the retried requests, and any it could not retry.
    const nginxDuringKill = fleet.hostLog().slice(logBeforeKill).trim();
    if (apiKill.failures > 0 && nginxDuringKill !== '') out(`[topology] nginx during the kill:\n${nginxDuringKill}`);
    apis[0] = await startApi(0);

    phase('SIGKILL of the worker mid-mailing');
    const db = await openPostgres(cluster.primary.url);
    cleanups.push(() => db.close());
    const workerKill = await killWorkerMidMailing({
      origin: hostOrigin,
      primary: db,
      smtp,
      recipients: options.recipients,
      killWorker: () => worker.kill(),
      startWorker: async () => {
        worker = await startWorker();
      },
    });

    phase(`rollback of ${ROLLED_APP}`);
    const rollback = await rollBackThroughNginx({ releasesDir, remotesOrigin, hostOrigin }, ROLLED_APP, { from: releases.current, to: releases.previous });

    phase('replica replay paused: reads move to the primary, and back');
    const replicaLag = await checkReplicaLag({ origin: hostOrigin, primary: db, replicaUrl: cluster.replica.url, apis });

    phase('search throughput: two processes + replica vs one process on the primary');
    const single = startApiEntry('api-single', 'api', { ...apiEnv, DATABASE_READ_URL: '', PORT: String(layout.singleApi) }, out);
    processes.push(single);
    await waitUntilReady(`http://127.0.0.1:${layout.singleApi}`, single);
    const throughput = await compareSearchThroughput(hostOrigin, `http://127.0.0.1:${layout.singleApi}`, { seconds: options.searchSeconds, connections: 8 });

    phase('what Prometheus saw');
    const observed = await observeUntilScraped(prometheus, () => (performance.now() - observedFrom) / 1000);

    return {
      cvs: options.cvCount,
      smoke,
      apiKill,
      workerKill,
      rollback,
      replicaLag,
      throughput,
      observed,
      requestsServed: apiKill.requests + throughput.scaledOut.requests,
      seconds: Math.round((performance.now() - started) / 1000),
    };
  } finally {
    phase('stopping');
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => out(`[topology] cleanup: ${String(error)}`));
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * The figures once Prometheus has scraped every process since the load (each `up` is 1 again after
 * the kills); after 20 s, the figures as they are (the report names what is missing).
 */
async function observeUntilScraped(prometheus: RunningPrometheus, seconds: () => number): Promise<ObservedFigures> {
  const deadline = performance.now() + 20_000;
  for (;;) {
    const observed = await readObservedFigures(prometheus, seconds());
    const everyTargetUp = observed.targets.length > 0 && observed.targets.every((target) => target.up === 1);
    if ((everyTargetUp && observed.apiRequests > 0) || performance.now() > deadline) return observed;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
