import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { bundleApi } from '../../../tooling/src/build/api/bundle-api';
import { startApiEntry, waitUntilReady, type TopologyProcess } from '../../../tooling/src/topology/api-processes';
import { startNginxFleet } from '../../../tooling/src/topology/nginx-fleet';
import { startPostgresCluster } from '../../../tooling/src/topology/postgres-cluster';
import { compareSearchThroughput } from '../../../tooling/src/topology/search-throughput';
import type { TopologyRun } from '../report/results';
import { log } from '../util/log';
import { runSearchLatency } from './search-latency';

/** The bench's ports for this part (apart from `npm run topology`'s and the other parts'). */
const PORT_BASE = 29180;

/**
 * Search throughput at `cvs` CVs, side by side in one run on one data set: two API processes
 * behind nginx reading from a streaming replica (DATABASE_READ_URL) versus one API process on the
 * primary alone. PostgreSQL 15 primary + replica in a temporary folder, seeded as the search bench seeds.
 */
export async function runTopologyBench(cvs: number, options: { seconds: number; connections: number }): Promise<TopologyRun> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'bench-topology-'));
  // The postgres OS user (initdb and postgres run as it when this runs as root) and nginx's workers must get in.
  await chmod(workDir, 0o755);
  const processes: TopologyProcess[] = [];
  const out = (line: string): void => log(`  ${line}`);
  const cluster = await startPostgresCluster(path.join(workDir, 'postgres'), { primary: PORT_BASE + 20, replica: PORT_BASE + 21 });
  try {
    const seedStarted = performance.now();
    // The search bench's seeding (migrations, then generated CVs; no statement timeout, which the
    // CLUSTER of 100 000+ rows needs on a loaded machine), with one timed run per query kind.
    await runSearchLatency({ databaseUrl: cluster.primary.url }, cvs, 1, 0);
    await cluster.waitForReplay(600_000);
    const seedSeconds = Math.round((performance.now() - seedStarted) / 1000);
    const env = {
      DATABASE_URL: cluster.primary.url,
      RUN_JOBS: 'false',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      SEARCH_RATE_LIMIT: '1000000',
    };
    // The API processes run the compiled bundle, as the images do.
    await bundleApi();
    const apiPorts = [PORT_BASE + 10, PORT_BASE + 11];
    const start = async (name: string, port: number, extra: NodeJS.ProcessEnv): Promise<void> => {
      const api = startApiEntry(name, 'api', { ...env, ...extra, PORT: String(port) }, out);
      processes.push(api);
      await waitUntilReady(`http://127.0.0.1:${port}`, api);
    };
    await Promise.all(apiPorts.map((port, index) => start(`api-${index + 1}`, port, { DATABASE_READ_URL: cluster.replica.url })));
    await start('api-single', PORT_BASE + 12, {});
    const releasesDir = path.join(workDir, 'releases');
    await mkdir(releasesDir);
    const fleet = await startNginxFleet({
      workDir,
      releasesDir,
      hostPort: PORT_BASE,
      apiAddresses: apiPorts.map((port) => `127.0.0.1:${port}`),
    });
    try {
      const comparison = await compareSearchThroughput(fleet.hostOrigin, `http://127.0.0.1:${PORT_BASE + 12}`, options);
      return {
        cvs,
        seedSeconds,
        seconds: options.seconds,
        connections: options.connections,
        scaledOut: { requestsPerSecond: comparison.scaledOut.requestsPerSecond, p99Ms: comparison.scaledOut.p99Ms, failures: comparison.scaledOut.failures },
        single: { requestsPerSecond: comparison.single.requestsPerSecond, p99Ms: comparison.single.p99Ms, failures: comparison.single.failures },
        ratio: comparison.ratio,
        loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
      };
    } finally {
      await fleet.stop();
    }
  } finally {
    await Promise.all(processes.map((one) => one.stop()));
    await cluster.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
