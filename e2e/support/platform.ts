import path from 'node:path';

/** Where the browser suite runs its own platform: separate ports and folders, so a developer's `npm start` can keep running. */
export const E2E_ROOT = path.resolve(__dirname, '../../.tmp/e2e');
export const E2E_RELEASES_DIR = path.join(E2E_ROOT, 'releases');
export const E2E_DATA_DIR = path.join(E2E_ROOT, 'data');

/**
 * The suite's ports: `E2E_PORT_BASE` (default 18080) and the next four for the host and the
 * remotes, base − 5080 for the API and base − 2647 for the embedded database, so two working
 * copies can run their browser suites side by side with different bases.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? '18080');
export const PORTS = {
  host: PORT_BASE,
  search: PORT_BASE + 1,
  team: PORT_BASE + 2,
  cv: PORT_BASE + 3,
  user: PORT_BASE + 4,
  api: PORT_BASE - 5080,
  embeddedDb: PORT_BASE - 2647,
} as const;

export const HOST_ORIGIN = `http://127.0.0.1:${PORTS.host}`;
export const REMOTE_ORIGINS = {
  search: `http://127.0.0.1:${PORTS.search}`,
  team: `http://127.0.0.1:${PORTS.team}`,
  cv: `http://127.0.0.1:${PORTS.cv}`,
  user: `http://127.0.0.1:${PORTS.user}`,
} as const;

/** The environment `npm start` gets in the browser suite: the embedded database, never a server. */
export function platformEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    RELEASES_DIR: E2E_RELEASES_DIR,
    DATA_DIR: E2E_DATA_DIR,
    HOST_PORT: String(PORTS.host),
    REMOTE_SEARCH_PORT: String(PORTS.search),
    REMOTE_TEAM_PORT: String(PORTS.team),
    REMOTE_CV_PORT: String(PORTS.cv),
    REMOTE_USER_PORT: String(PORTS.user),
    PORT: String(PORTS.api),
    API_ORIGIN: `http://127.0.0.1:${PORTS.api}`,
    EMBEDDED_DB_PORT: String(PORTS.embeddedDb),
    ALLOWED_ORIGINS: `${HOST_ORIGIN},http://localhost:${PORTS.host}`,
    // Every test signs in or registers from 127.0.0.1: the production limit (10 a minute) would
    // fail a fast suite. The limit itself is tested in api/src/modules/auth/auth.test.ts.
    AUTH_RATE_LIMIT: base.AUTH_RATE_LIMIT ?? '1000',
    // Anonymous searches too (120 a minute per address in production); tested in api/src/http/rate-limit-store.test.ts.
    SEARCH_RATE_LIMIT: base.SEARCH_RATE_LIMIT ?? '100000',
  };
  delete env.DATABASE_URL;
  return env;
}

export const DEMO_RECRUITER = { email: 'demo@example.com', password: 'demo-password' } as const;
export const DEMO_CANDIDATE = { email: 'candidate@example.com', password: 'demo-password' } as const;
