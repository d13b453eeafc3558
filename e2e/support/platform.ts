import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@platform/contract';
import { DEFAULT_PORTS, remotePortVariable, remoteRecord } from '../../tooling/src/config/env';

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
/** Each remote keeps its distance from the host's port (8081 → base + 1): derived from the remotes' own configs. */
const REMOTE_PORTS = remoteRecord((name) => PORT_BASE + DEFAULT_PORTS[name] - DEFAULT_PORTS.host);
export const PORTS: { host: number; api: number; embeddedDb: number } & Record<RemoteName, number> = {
  host: PORT_BASE,
  ...REMOTE_PORTS,
  api: PORT_BASE - 5080,
  embeddedDb: PORT_BASE - 2647,
};

/** `npm start`'s mail in the suite: its mail catcher (SMTP, web page) and the API's inbound listener, next to the remotes. */
export const MAIL_PORTS = { catcherSmtp: PORT_BASE + 7, catcherWeb: PORT_BASE + 8, inbound: PORT_BASE + 9 } as const;

export const HOST_ORIGIN = `http://127.0.0.1:${PORTS.host}`;
export const REMOTE_ORIGINS: Record<RemoteName, string> = remoteRecord((name) => `http://127.0.0.1:${REMOTE_PORTS[name]}`);

/** The environment `npm start` gets in the browser suite: the embedded database, never a server. */
export function platformEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    RELEASES_DIR: E2E_RELEASES_DIR,
    DATA_DIR: E2E_DATA_DIR,
    HOST_PORT: String(PORTS.host),
    ...Object.fromEntries(REMOTE_NAMES.map((name) => [remotePortVariable(name), String(REMOTE_PORTS[name])])),
    PORT: String(PORTS.api),
    API_ORIGIN: `http://127.0.0.1:${PORTS.api}`,
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
  };
  delete env.DATABASE_URL;
  return env;
}

export const DEMO_RECRUITER = { email: 'demo@example.com', password: 'demo-password' } as const;
export const DEMO_CANDIDATE = { email: 'candidate@example.com', password: 'demo-password' } as const;
