import path from 'node:path';
import { z } from 'zod';
import { REMOTES, type RemoteName } from '@platform/contract';
import { REMOTE_NAMES } from '../releases/apps';
import type { AppFederationConfig } from '../webpack/types';
import type { RemoteOrigins } from '../releases/remotes-manifest';

/** The repository root (this file is `tooling/src/config/env.ts`). */
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * A remote's default port: the `port` its own `federation.config.ts` declares, so a new remote
 * brings its port along instead of being added to a list here.
 */
function declaredPort(name: RemoteName): number {
  const loaded: unknown = require(path.join(REPOSITORY_ROOT, REMOTES[name], 'federation.config.ts'));
  const config: Partial<AppFederationConfig> =
    typeof loaded === 'object' && loaded !== null && 'federation' in loaded && typeof loaded.federation === 'object' && loaded.federation !== null
      ? loaded.federation
      : {};
  if (typeof config.port !== 'number') throw new Error(`${REMOTES[name]}/federation.config.ts declares no \`port\``);
  return config.port;
}

/** Default ports (PRODUCT §10): the host's and the API's, and each remote's as it declares it. */
export const DEFAULT_PORTS: { host: number; api: number } & Record<RemoteName, number> = {
  host: 8080,
  api: 3000,
  ...remoteRecord(declaredPort),
};

/** `npm start`'s mail ports: the mail catcher's SMTP and web page, and the API's inbound SMTP listener. */
export const DEFAULT_MAIL_PORTS = { catcherSmtp: 1025, catcherWeb: 1080, inbound: 2525 } as const;

/** `REMOTE_SEARCH_PORT`: the variable that moves one remote's server. */
export function remotePortVariable(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_PORT`;
}

function hasEveryRemote<T>(record: Partial<Record<RemoteName, T>>): record is Record<RemoteName, T> {
  return REMOTE_NAMES.every((name) => record[name] !== undefined);
}

/** One value per remote of the contract. */
export function remoteRecord<T>(value: (name: RemoteName) => T): Record<RemoteName, T> {
  const record: Partial<Record<RemoteName, T>> = {};
  for (const name of REMOTE_NAMES) record[name] = value(name);
  if (!hasEveryRemote(record)) throw new Error('a remote has no value');
  return record;
}

const port = (fallback: number) =>
  z.coerce.number().int('must be a whole number').min(1, 'must be 1-65535').max(65535, 'must be 1-65535').default(fallback);

/** An origin as a browser writes it: scheme, host, optional port; nothing after. */
const origin = z.url({ protocol: /^https?$/ }).transform((value, context) => {
  const url = new URL(value);
  if (url.pathname !== '/' || url.search || url.hash || value.endsWith('/')) {
    context.addIssue({ code: 'custom', message: `"${value}" must be an origin only, like https://example.com:8443 (no path, no trailing slash)` });
    return z.NEVER;
  }
  return url.origin;
});

const commaList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const remoteOriginOverrides = z
  .string()
  .transform((value, context) => {
    const overrides: Partial<Record<RemoteName, string>> = {};
    for (const pair of commaList(value)) {
      const [name = '', ...rest] = pair.split('=');
      const remote = REMOTE_NAMES.find((candidate) => candidate === name.trim());
      const parsed = origin.safeParse(rest.join('=').trim());
      if (!remote) {
        context.addIssue({ code: 'custom', message: `"${pair}": the name before "=" must be one of ${REMOTE_NAMES.join(', ')}` });
      } else if (!parsed.success) {
        context.addIssue({ code: 'custom', message: `"${pair}": ${parsed.error.issues[0]?.message ?? 'not an origin'}` });
      } else {
        overrides[remote] = parsed.data;
      }
    }
    return overrides;
  })
  .optional();

const envSchema = z
  // Loose: the remotes' port variables are read from the rest of the environment below.
  .looseObject({
    RELEASES_DIR: z.string().min(1).optional(),
    RELEASES_KEEP: z.coerce.number().int('must be a whole number').min(1, 'keep at least 1 release').max(1000).default(5),
    BIND_ADDRESS: z.string().min(1).default('127.0.0.1'),
    HOST_PORT: port(DEFAULT_PORTS.host),
    API_ORIGIN: origin.optional(),
    PORT: z.coerce.number().int('must be a whole number').min(1, 'must be 1-65535').max(65535, 'must be 1-65535').optional(),
    PUBLIC_HOST_ORIGINS: z
      .string()
      .transform(commaList)
      .pipe(z.array(origin).min(1, 'name at least one origin'))
      .optional(),
    PUBLIC_REMOTE_ORIGINS: remoteOriginOverrides,
    MAIL_CATCHER_SMTP_PORT: port(DEFAULT_MAIL_PORTS.catcherSmtp),
    MAIL_CATCHER_WEB_PORT: port(DEFAULT_MAIL_PORTS.catcherWeb),
    INBOUND_SMTP_PORT: port(DEFAULT_MAIL_PORTS.inbound),
  })
  .transform((env, context) => {
    const remotePorts: Partial<Record<RemoteName, number>> = {};
    for (const name of REMOTE_NAMES) {
      const variable = remotePortVariable(name);
      const parsed = port(DEFAULT_PORTS[name]).safeParse(env[variable]);
      if (parsed.success) remotePorts[name] = parsed.data;
      else context.addIssue({ code: 'custom', path: [variable], message: parsed.error.issues[0]?.message ?? 'not a port' });
    }
    const ports = [env.HOST_PORT, ...Object.values(remotePorts)];
    if (new Set(ports).size !== ports.length) {
      context.addIssue({ code: 'custom', path: ['HOST_PORT'], message: `the ${ports.length} server ports must differ (got ${ports.join(', ')})` });
    }
    return { ...env, remotePorts, API_ORIGIN: apiOrigin(env.API_ORIGIN, env.PORT, context) };
  });

/**
 * The API's one address under `npm start`: `API_ORIGIN`; `PORT` alone is the short way to move it
 * on this machine (`http://127.0.0.1:<PORT>`). Both set and naming different ports is refused
 * rather than one silently overriding the other.
 */
function apiOrigin(origin: string | undefined, portNumber: number | undefined, context: z.RefinementCtx): string {
  if (origin === undefined) return `http://127.0.0.1:${portNumber ?? DEFAULT_PORTS.api}`;
  const url = new URL(origin);
  const originPort = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (portNumber !== undefined && portNumber !== originPort) {
    context.addIssue({
      code: 'custom',
      path: ['PORT'],
      message: `PORT=${portNumber} disagrees with API_ORIGIN=${origin} (port ${originPort}): set one of them, API_ORIGIN wins only when they agree`,
    });
  }
  return origin;
}

/** Everything the servers and release tools need, validated once at start-up. */
export interface PlatformConfig {
  /**
   * `npm start`'s mail: the local mail catcher (SMTP and its web page), used unless `SMTP_URL` is
   * set, and the port where the API takes e-mailed replies.
   */
  mail: { catcherSmtpPort: number; catcherWebPort: number; inboundPort: number };
  /** Release folders and the deployment manifest (`RELEASES_DIR`, default `<repo>/releases`). */
  releasesDir: string;
  /** Releases kept per app by the prune after each release (`RELEASES_KEEP`, default 5), besides recent deployments. */
  releasesKeep: number;
  /** Interface the servers listen on. */
  bindAddress: string;
  hostPort: number;
  remotePorts: Record<RemoteName, number>;
  /** Where the host server forwards `/api/*`. */
  apiOrigin: string;
  /** Origins a browser uses for the host; remotes allow them in CORS. */
  hostOrigins: string[];
  /** Origins a browser uses for each remote; `/remotes.json` entries and the host's CSP name them. */
  remoteOrigins: RemoteOrigins;
}

/** Invalid configuration: the message names each bad variable and why. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and validates the platform configuration from environment variables; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir: string = REPOSITORY_ROOT): PlatformConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration (environment variables):\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const remotePorts = remoteRecord((name) => values.remotePorts[name] ?? DEFAULT_PORTS[name]);
  const overrides = values.PUBLIC_REMOTE_ORIGINS ?? {};
  const localOrigin = (portNumber: number) => `http://127.0.0.1:${portNumber}`;
  return {
    releasesDir: path.resolve(rootDir, values.RELEASES_DIR ?? 'releases'),
    releasesKeep: values.RELEASES_KEEP,
    mail: { catcherSmtpPort: values.MAIL_CATCHER_SMTP_PORT, catcherWebPort: values.MAIL_CATCHER_WEB_PORT, inboundPort: values.INBOUND_SMTP_PORT },
    bindAddress: values.BIND_ADDRESS,
    hostPort: values.HOST_PORT,
    remotePorts,
    apiOrigin: values.API_ORIGIN,
    hostOrigins: values.PUBLIC_HOST_ORIGINS ?? [localOrigin(values.HOST_PORT), `http://localhost:${values.HOST_PORT}`],
    remoteOrigins: remoteRecord((name) => overrides[name] ?? localOrigin(remotePorts[name])),
  };
}
