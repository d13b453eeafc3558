import path from 'node:path';
import type { AppName } from '@platform/contract';

/** The repository root. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/**
 * Everything the bench writes besides its results lives here, so a developer's `<app>/dist`,
 * `releases/` and `data/` are never touched (and a running `npm start` keeps running).
 */
export const BENCH_TMP = path.join(REPO_ROOT, '.tmp', 'bench');

export const BENCH_PATHS = {
  /** `<app>/dist` of the bench's own production builds: releases are made from here. */
  buildRoot: path.join(BENCH_TMP, 'apps'),
  releasesDir: path.join(BENCH_TMP, 'releases'),
  /** Embedded database (demo data) of the API the pages talk to. */
  frontendDataDir: path.join(BENCH_TMP, 'frontend-data'),
  /** Embedded database with the large synthetic data set for the API rows. */
  pgliteDataDir: path.join(BENCH_TMP, 'pglite-data'),
  /** Embedded database (demo data, kept across runs) of the load and soak parts. */
  hostileDataDir: path.join(BENCH_TMP, 'hostile-data'),
  monolithDist: path.join(REPO_ROOT, 'dist-monolith'),
  results: path.join(REPO_ROOT, 'bench', 'results'),
} as const;

const BENCH_HOST_PORT = 28080;

/**
 * The bench's ports: far from `npm start` (8080…, 3000) and the e2e suite (18080…, 13000). The
 * remotes have none: the host's server serves them at `/remotes/<name>/`.
 */
export const BENCH_PORTS = {
  host: BENCH_HOST_PORT,
  monolith: 28090,
  api: 23000,
  embeddedDb: 25433,
  /** API processes of the load and memory rows (one at a time). */
  loadApi: 23100,
  loadEmbeddedDb: 25434,
  /** The API of the load and soak parts (mixed, flood, soak). */
  hostileApi: 23200,
  hostileEmbeddedDb: 25435,
};

const origin = (port: number) => `http://127.0.0.1:${port}`;

export const BENCH_ORIGINS = {
  host: origin(BENCH_PORTS.host),
  monolith: origin(BENCH_PORTS.monolith),
  api: origin(BENCH_PORTS.api),
};

/** `<bench build root>/<app>/dist`. */
export function benchDistDir(app: AppName): string {
  return path.join(BENCH_PATHS.buildRoot, app, 'dist');
}

/** The environment `tooling/src/config/env.ts` reads, pointing the static servers at the bench's ports and releases. */
export function platformEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...base,
    RELEASES_DIR: BENCH_PATHS.releasesDir,
    HOST_PORT: String(BENCH_PORTS.host),
    API_ORIGIN: BENCH_ORIGINS.api,
    MONOLITH_PORT: String(BENCH_PORTS.monolith),
    MONOLITH_DIR: BENCH_PATHS.monolithDist,
  };
}
