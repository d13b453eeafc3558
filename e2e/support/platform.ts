import path from 'node:path';
import type { RemoteName } from '@platform/contract';
import { workspaceApps } from '../../tooling/src/releases';

/** Where the browser suite runs its own platform: separate ports and folders, so a developer's `npm start` can keep running. */
export const E2E_ROOT = path.resolve(__dirname, '../../.tmp/e2e');
export const E2E_RELEASES_DIR = path.join(E2E_ROOT, 'releases');
const E2E_DATA_DIR = path.join(E2E_ROOT, 'data');

/**
 * The suite's ports: `E2E_PORT_BASE` (default 18080) for the host (which serves every remote at
 * `/remotes/<name>/`), base − 5080 for the API, base − 5079 for its metrics and base − 2647 for the
 * embedded database, so two working copies (and a developer's `npm start`) can run side by side.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? '18080');
const PORTS = {
  host: PORT_BASE,
  api: PORT_BASE - 5080,
  metrics: PORT_BASE - 5079,
  embeddedDb: PORT_BASE - 2647,
};

/** `npm start`'s mail in the suite: its mail catcher (SMTP, web page) and the API's inbound listener, next to the remotes. */
export const MAIL_PORTS = { catcherSmtp: PORT_BASE + 7, catcherWeb: PORT_BASE + 8, inbound: PORT_BASE + 9 } as const;

export const HOST_ORIGIN = `http://127.0.0.1:${PORTS.host}`;

/** Where the browser fetches a remote's versions: `<host>/remotes/<name>` (its files are `<this>/<version>/<file>`). */
export function remoteBase(name: RemoteName): string {
  return `${HOST_ORIGIN}/remotes/${name}`;
}

/** The remotes of this checkout (its `remote-*` folders), each with where the browser fetches it. */
export const REMOTE_BASES: Record<RemoteName, string> = Object.fromEntries(
  workspaceApps()
    .filter((app) => app !== 'host')
    .map((app) => app.slice('remote-'.length))
    .map((name) => [name, remoteBase(name)]),
);

/** `RELEASE_HEALTH_MIN_LOADS` of the suite's platform: the loads a canary needs before the release-health job judges it. */
export const E2E_RELEASE_HEALTH_MIN_LOADS = 30;

/** The environment `npm start` gets in the browser suite: the embedded database, never a server. */
export function platformEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    RELEASES_DIR: E2E_RELEASES_DIR,
    DATA_DIR: E2E_DATA_DIR,
    HOST_PORT: String(PORTS.host),
    PORT: String(PORTS.api),
    API_ORIGIN: `http://127.0.0.1:${PORTS.api}`,
    METRICS_PORT: String(PORTS.metrics),
    EMBEDDED_DB_PORT: String(PORTS.embeddedDb),
    MAIL_CATCHER_SMTP_PORT: String(MAIL_PORTS.catcherSmtp),
    MAIL_CATCHER_WEB_PORT: String(MAIL_PORTS.catcherWeb),
    INBOUND_SMTP_PORT: String(MAIL_PORTS.inbound),
    ALLOWED_ORIGINS: `${HOST_ORIGIN},http://localhost:${PORTS.host}`,
    // Every test signs in or registers from 127.0.0.1: the production limit (10 a minute) would
    // fail a fast suite. The limit itself is tested in api/src/modules/auth/auth.test.ts.
    AUTH_RATE_LIMIT: base.AUTH_RATE_LIMIT ?? '1000',
    // Anonymous searches too (120 a minute per address in production); tested in api/src/http/rate-limit-store.test.ts.
    SEARCH_RATE_LIMIT: base.SEARCH_RATE_LIMIT ?? '100000',
    // Every browser test applies from this one address.
    APPLICATION_RATE_LIMIT: base.APPLICATION_RATE_LIMIT ?? '1000',
    // Every browser's release-health beacons come from this one address too.
    REMOTE_LOADS_RATE_LIMIT: base.REMOTE_LOADS_RATE_LIMIT ?? '100000',
    // The release-health job judges a version from this many loads (50 in production), which a
    // browser test reaches with a dozen visitors; still above the 20 or so failed loads the fault
    // tests cause on purpose, so the job never rolls their release back under them.
    RELEASE_HEALTH_MIN_LOADS: String(E2E_RELEASE_HEALTH_MIN_LOADS),
  };
  delete env.DATABASE_URL;
  return env;
}

export const DEMO_RECRUITER = { email: 'demo@example.com', password: 'demo-password' } as const;
export const DEMO_CANDIDATE = { email: 'candidate@example.com', password: 'demo-password' } as const;
