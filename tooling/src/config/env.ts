import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DEPLOY_LOG_LIMITS, type DeployLogLimits } from '../releases/deploy-log';
import type { RemotesOrigin } from '../releases/remotes-manifest';

/** The repository root (this file is `tooling/src/config/env.ts`). */
export const REPOSITORY_ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * Default ports (docs/product.md#running-it): the host's and the API's. Remotes have none: every remote is served
 * by the host's server at `/remotes/<name>/<version>/`, so a new remote needs no port or server.
 * `deploy` is the release endpoint's own server (`npm run deploy-server`, the compose `deployer`),
 * which `npm start` does not run: its host server serves the endpoint itself.
 */
export const DEFAULT_PORTS = { host: 8080, api: 3000, deploy: 3100 } as const;

/** `npm start`'s mail ports: the mail catcher's SMTP and web page, and the API's inbound SMTP listener. */
const DEFAULT_MAIL_PORTS = { catcherSmtp: 1025, catcherWeb: 1080, inbound: 2525 } as const;

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

const envSchema = z
  .looseObject({
    RELEASES_DIR: z.string().min(1).optional(),
    RELEASES_KEEP: z.coerce.number().int('must be a whole number').min(1, 'keep at least 1 release').max(1000).default(5),
    RELEASES_PREVIEW_DAYS: z.coerce.number().int('must be a whole number').min(1, 'keep previews at least 1 day').max(3650).default(14),
    BIND_ADDRESS: z.string().min(1).default('127.0.0.1'),
    HOST_PORT: port(DEFAULT_PORTS.host),
    DEPLOY_PORT: port(DEFAULT_PORTS.deploy),
    DEPLOY_LOG_MAX_BYTES: z.coerce
      .number()
      .int('must be a whole number of bytes')
      .min(4096, 'must be at least 4096 bytes')
      .max(1024 * 1024 * 1024, 'must be at most 1 GiB')
      .default(DEFAULT_DEPLOY_LOG_LIMITS.maxBytes),
    DEPLOY_LOG_KEEP: z.coerce.number().int('must be a whole number').min(1, 'keep at least 1 rotated file').max(100).default(DEFAULT_DEPLOY_LOG_LIMITS.keep),
    API_ORIGIN: origin.optional(),
    PORT: z.coerce.number().int('must be a whole number').min(1, 'must be 1-65535').max(65535, 'must be 1-65535').optional(),
    PUBLIC_HOST_ORIGINS: z
      .string()
      .transform(commaList)
      .pipe(z.array(origin).min(1, 'name at least one origin'))
      .optional(),
    // Empty, as compose passes an unset variable: the host's own origin.
    PUBLIC_REMOTES_ORIGIN: z.preprocess((value) => (value === '' ? undefined : value), origin.optional()),
    PUBLIC_REMOTE_ORIGINS: z
      .undefined({
        error:
          'one origin per remote is not used: every remote is served at /remotes/<name>/ on the host origin. ' +
          'Remove it; set PUBLIC_REMOTES_ORIGIN only when a CDN serves the release store',
      })
      .optional(),
    MAIL_CATCHER_SMTP_PORT: port(DEFAULT_MAIL_PORTS.catcherSmtp),
    MAIL_CATCHER_WEB_PORT: port(DEFAULT_MAIL_PORTS.catcherWeb),
    INBOUND_SMTP_PORT: port(DEFAULT_MAIL_PORTS.inbound),
  })
  .transform((env, context) => {
    for (const variable of Object.keys(env).filter((name) => /^REMOTE_[A-Z0-9_]+_PORT$/.test(name))) {
      context.addIssue({
        code: 'custom',
        path: [variable],
        message: 'remotes have no port of their own: the host server serves every remote at /remotes/<name>/ (HOST_PORT). Remove it',
      });
    }
    return { ...env, API_ORIGIN: apiOrigin(env.API_ORIGIN, env.PORT, context) };
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
  /** Days a preview release is kept (`RELEASES_PREVIEW_DAYS`, default 14); older ones are pruned. */
  releasesPreviewDays: number;
  /** Interface the servers listen on. */
  bindAddress: string;
  hostPort: number;
  /** The port of the release endpoint's own server (`DEPLOY_PORT`, `npm run deploy-server`). */
  deployPort: number;
  /** When the release endpoint's log is rotated and how many rotated files stay (`DEPLOY_LOG_MAX_BYTES`, `DEPLOY_LOG_KEEP`). */
  deployLog: DeployLogLimits;
  /** Where the host server forwards `/api/*`. */
  apiOrigin: string;
  /** Origins a browser uses for the host (`PUBLIC_HOST_ORIGINS`). */
  hostOrigins: string[];
  /**
   * Where browsers reach the remotes' files (`PUBLIC_REMOTES_ORIGIN`): `''`, the default, for the
   * host's own origin; an origin when a CDN serves the release store's `/remotes/` layout.
   */
  remotesOrigin: RemotesOrigin;
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
  const localOrigin = (portNumber: number) => `http://127.0.0.1:${portNumber}`;
  return {
    releasesDir: path.resolve(rootDir, values.RELEASES_DIR ?? 'releases'),
    releasesKeep: values.RELEASES_KEEP,
    releasesPreviewDays: values.RELEASES_PREVIEW_DAYS,
    mail: { catcherSmtpPort: values.MAIL_CATCHER_SMTP_PORT, catcherWebPort: values.MAIL_CATCHER_WEB_PORT, inboundPort: values.INBOUND_SMTP_PORT },
    bindAddress: values.BIND_ADDRESS,
    hostPort: values.HOST_PORT,
    deployPort: values.DEPLOY_PORT,
    deployLog: { maxBytes: values.DEPLOY_LOG_MAX_BYTES, keep: values.DEPLOY_LOG_KEEP },
    apiOrigin: values.API_ORIGIN,
    hostOrigins: values.PUBLIC_HOST_ORIGINS ?? [localOrigin(values.HOST_PORT), `http://localhost:${values.HOST_PORT}`],
    remotesOrigin: values.PUBLIC_REMOTES_ORIGIN ?? '',
  };
}
