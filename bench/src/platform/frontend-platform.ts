import { rm } from 'node:fs/promises';
import type { ManagedProcess } from '../../../tooling/src/start/process-group';
import { log } from '../util/log';
import { BENCH_ORIGINS, BENCH_PATHS, BENCH_PORTS, platformEnv } from './layout';
import { startTsProcess, waitForHttp } from './processes';

/** The API environment shared by every bench API process: quiet logs, no login throttling. */
export function benchApiEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Request logging at `info` costs throughput; the bench measures the API, not its log.
    LOG_LEVEL: 'warn',
    // The bench signs in once per cold load of the dashboard: far more than a person's 10 a minute.
    AUTH_RATE_LIMIT: '100000',
    // The load test searches anonymously from one address far faster than a person.
    SEARCH_RATE_LIMIT: '100000',
    ALLOWED_ORIGINS: [BENCH_ORIGINS.host, BENCH_ORIGINS.monolith].join(','),
    ...overrides,
  };
  if (overrides.DATABASE_URL === undefined) delete env.DATABASE_URL;
  return env;
}

export interface FrontendPlatform {
  api: ManagedProcess;
  servers: ManagedProcess;
  stop(): Promise<void>;
}

/**
 * The platform the pages are measured on: the API on a fresh embedded database with the demo data,
 * the federated static servers (bench releases) and the monolith's server, on the bench's ports.
 */
export async function startFrontendPlatform(): Promise<FrontendPlatform> {
  await rm(BENCH_PATHS.frontendDataDir, { recursive: true, force: true });
  log('starting the API (embedded database, demo data)…');
  const api = startTsProcess(
    'api',
    'api/src/main.ts',
    benchApiEnv({
      PORT: String(BENCH_PORTS.api),
      HOST: '127.0.0.1',
      DATA_DIR: BENCH_PATHS.frontendDataDir,
      EMBEDDED_DB_PORT: String(BENCH_PORTS.embeddedDb),
    }),
  );
  const servers = startTsProcess('static', 'bench/src/platform/serve-static.ts', platformEnv());
  await waitForHttp(`${BENCH_ORIGINS.api}/api/ready`, api);
  await waitForHttp(`${BENCH_ORIGINS.host}/remotes.json`, servers);
  await waitForHttp(`${BENCH_ORIGINS.monolith}/remotes.json`, servers);
  log('platform ready');
  return {
    api,
    servers,
    stop: async () => {
      await Promise.all([servers.stop(), api.stop()]);
    },
  };
}
