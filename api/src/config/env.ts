import { z } from 'zod';
import { DEFAULT_DATA_DIR } from '../runtime-files';
import { readSecretFiles } from './secret-files';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce
  .number({ message: 'expected a port number' })
  .int('expected a whole number')
  .min(1, 'expected a port between 1 and 65535')
  .max(65535, 'expected a port between 1 and 65535');

/** A port, or 0 for "off" (an endpoint the process does not open). */
const optionalPort = z.coerce
  .number({ message: 'expected a port number (0: off)' })
  .int('expected a whole number')
  .min(0, 'expected a port between 1 and 65535, or 0 for off')
  .max(65535, 'expected a port between 1 and 65535, or 0 for off');

const originList = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim()).filter((item) => item !== ''))
  .pipe(
    z.array(
      z.url({ message: 'expected a comma-separated list of origins like http://127.0.0.1:8080' }).refine(
        (value) => new URL(value).origin === value.replace(/\/$/, ''),
        'an origin has no path, e.g. http://127.0.0.1:8080',
      ),
    ),
  )
  .transform((origins) => origins.map((origin) => new URL(origin).origin));

const ENV_SCHEMA = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// connection string')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// connection string (a streaming replica of DATABASE_URL)')
    .optional(),
  WEBHOOKS_ALLOW_PRIVATE: booleanFlag.optional(),
  MIGRATION_DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// connection string (the role that owns the schema)')
    .optional(),
  DATABASE_READ_MAX_LAG_MS: z.coerce.number({ message: 'expected milliseconds' }).int('expected a whole number').min(0).default(10_000),
  SEARCH_COUNT_MAX_LAG_MS: z.coerce.number({ message: 'expected milliseconds' }).int('expected a whole number').min(0).default(10_000),
  DATA_DIR: z.string().min(1).default(DEFAULT_DATA_DIR),
  // 0: any free port (several checkouts on one machine, tests); the lock file records the one taken.
  EMBEDDED_DB_PORT: z.coerce
    .number({ message: 'expected a port number' })
    .int('expected a whole number')
    .min(0, 'expected a port between 0 and 65535')
    .max(65535, 'expected a port between 0 and 65535')
    .default(5433),
  // Prometheus metrics at GET /metrics on a port of their own, never the public one; 0 or unset: off.
  METRICS_PORT: optionalPort.default(0),
  WORKER_METRICS_PORT: optionalPort.default(0),
  ALLOWED_ORIGINS: originList.default(['http://127.0.0.1:8080', 'http://localhost:8080']),
  COOKIE_SECURE: booleanFlag.optional(),
  STARTING_CREDITS: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(0).default(20),
  AUTH_RATE_LIMIT: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).default(10),
  SEARCH_RATE_LIMIT: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).default(120),
  ANONYMOUS_SEARCH_CONCURRENCY: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).max(100).default(4),
  ANONYMOUS_SEARCH_QUEUE: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(0).max(10_000).default(64),
  ALERT_RATE_LIMIT: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).default(30),
  APPLICATION_RATE_LIMIT: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).default(5),
  API_KEY_RATE_LIMIT: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).default(600),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number({ message: 'expected milliseconds' }).int('expected a whole number').min(100).default(30_000),
  DB_POOL_SIZE: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).max(100).default(10),
  REQUEST_TIMEOUT_MS: z.coerce.number({ message: 'expected milliseconds' }).int('expected a whole number').min(1000).default(60_000),
  TRUST_PROXY: z.string().min(1).default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  PUBLIC_URL: z.url({ message: 'expected the site address, e.g. https://jobs.example.com' }).default('http://127.0.0.1:8080'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'expected smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Recruiting platform <no-reply@recruiting.invalid>'),
  MAIL_REPLY_DOMAIN: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i, 'expected a domain name, e.g. reply.jobs.example.com')
    .default('reply.recruiting.invalid'),
  INBOUND_SMTP_PORT: z.coerce.number({ message: 'expected a port number' }).int('expected a whole number').min(0).max(65_535).optional(),
  INBOUND_SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  INBOUND_MAX_BYTES: z.coerce.number({ message: 'expected a number of bytes' }).int('expected a whole number').min(1024).max(100 * 1024 * 1024).default(10 * 1024 * 1024),
  RUN_JOBS: booleanFlag.default(true),
  JOB_CONCURRENCY: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).max(200).default(20),
  JOB_POLL_MS: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(10).default(500),
  JOB_RETRY_BASE_MS: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).default(5000),
  MAIL_LEASE_MS: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(100).default(60_000),
  MAIL_RATE_LIMIT: z.coerce.number({ message: 'expected messages per second' }).int('expected a whole number').min(0).default(300),
  MAILING_DAILY_LIMIT: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(0).default(500),
  DEMO_DATA: booleanFlag.optional(),
  DEMO_CV_COUNT: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(0).max(1_000_000).default(20_000),
  HISTORY_RETENTION_DAYS: z.coerce
    .number({ message: 'expected a number of days' })
    .int('expected a whole number of days')
    .min(1, 'expected at least 1 day')
    .max(3650, 'expected at most 3650 days (10 years)')
    .default(180),
  // Release health (docs/deploy-and-rollback.md, "Release health").
  RELEASES_DIR: z.string().min(1).optional(),
  PUBLIC_REMOTES_ORIGIN: z.url({ message: 'expected an origin like https://cdn.example.com' }).refine((value) => new URL(value).origin === value.replace(/\/$/, ''), 'an origin has no path').optional(),
  RELEASE_HEALTH_MIN_LOADS: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).default(50),
  RELEASE_HEALTH_MAX_FAILURE_RATE: z.coerce.number({ message: 'expected a share from 0 to 1' }).min(0).max(1).default(0.02),
  RELEASE_HEALTH_RATIO: z.coerce.number({ message: 'expected a number' }).min(1).default(2),
  RELEASE_HEALTH_MARGIN: z.coerce.number({ message: 'expected a share from 0 to 1' }).min(0).max(1).default(0.01),
  RELEASE_HEALTH_WINDOW_MINUTES: z.coerce.number({ message: 'expected minutes' }).int('expected a whole number').min(1).max(1440).default(10),
  REMOTE_LOADS_RETENTION_DAYS: z.coerce.number({ message: 'expected days' }).int('expected a whole number').min(1).max(365).default(7),
  REMOTE_LOADS_RATE_LIMIT: z.coerce.number({ message: 'expected a number' }).int('expected a whole number').min(1).default(60),
});

/** When the release-health job calls a version unhealthy, and where it acts (see `Config.releaseHealth`). */
export interface ReleaseHealthConfig {
  releasesDir: string | undefined;
  remotesOrigin: string;
  /** Loads a version needs in the window before it is judged. */
  minLoads: number;
  /** A failure rate at or below this is healthy whatever the comparison. */
  maxFailureRate: number;
  /** Unhealthy also needs a rate of at least `ratio` × the baseline's + `margin`. */
  ratio: number;
  margin: number;
  /** The last minutes counted. */
  windowMinutes: number;
  /** Days of per-minute counts kept. */
  retentionDays: number;
  /** Beacons per minute and client address. */
  rateLimit: number;
}

/** The API's validated configuration, read once at start-up from the environment. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** A PostgreSQL server to use; unset = the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * A streaming replica of `databaseUrl` for lag-tolerant reads (search, the public job board);
   * unset, or unreachable: those reads go to the primary too. Needs `databaseUrl`.
   */
  databaseReadUrl: string | undefined;
  /** Reads go to the primary while the replica is further behind than this many ms. */
  databaseReadMaxLagMs: number;
  /**
   * The role that owns the schema and runs the migrations, when `databaseUrl` is a role that may
   * only read and write rows (least privilege); unset: `databaseUrl` migrates too.
   */
  migrationDatabaseUrl: string | undefined;
  /**
   * Whether webhooks may be delivered to private, loopback and link-local addresses and over plain
   * http (`WEBHOOKS_ALLOW_PRIVATE`; default: outside production only, e.g. a receiver on the
   * developer's machine). In production such addresses are refused after DNS resolution (SSRF).
   */
  webhooksAllowPrivate: boolean;
  /** Folder of the embedded database (`<dataDir>/pglite`). */
  dataDir: string;
  /** Port of the embedded database server (PGlite over the PostgreSQL wire protocol). */
  embeddedDbPort: number;
  /**
   * Ports of the Prometheus endpoint (`GET /metrics`, on `host`): `api` of the API process
   * (`METRICS_PORT`), `worker` of `npm run worker` (`WORKER_METRICS_PORT`); 0 = no endpoint.
   */
  metricsPorts: { api: number; worker: number };
  /** Origins whose browsers may make state-changing calls (besides the API's own host). */
  allowedOrigins: string[];
  /** Whether the session cookie carries `Secure` (default: only in production). */
  cookieSecure: boolean;
  /** Credits a newly registered team starts with. */
  startingCredits: number;
  /**
   * Requests per minute and client IP: `auth` for login and register each, `alerts` for front-end
   * alerts, `search` for searches by visitors who are not signed in.
   */
  /** Per client address: sign-ins and registrations a minute, alerts a minute, anonymous searches a minute, applications per 10 minutes. */
  rateLimits: { auth: number; alerts: number; search: number; applications: number; apiKeys: number };
  /**
   * Admission control of anonymous searches (the whole API process): `concurrency` run at once,
   * `queue` more wait, any further is answered 503 `busy` with `Retry-After`.
   */
  anonymousSearch: { concurrency: number; queue: number };
  /**
   * How far behind the CV changes a search's total and facets over more matches than its statement
   * reads may be, while they are counted again in the background (0: counted before answering).
   */
  searchCountMaxLagMs: number;
  /** Database limits: statements cancelled after `statementTimeoutMs`; `poolSize` connections. */
  database: { statementTimeoutMs: number; poolSize: number };
  /** A client gets this long to send a whole request (headers and body) before it is cut off. */
  requestTimeoutMs: number;
  /**
   * Whose `X-Forwarded-For` to believe for the client IP: `true`, `false`, or a list of addresses,
   * CIDR ranges or `loopback` (default: the host's proxy on this machine).
   */
  trustProxy: boolean | string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /**
   * Release health: the release store the job aborts a failing canary in (`RELEASES_DIR`; unset:
   * the job only counts), where browsers reach the remotes (`PUBLIC_REMOTES_ORIGIN`, `''` the
   * host's origin, as the release tools), the thresholds, and how long load counts are kept.
   */
  releaseHealth: ReleaseHealthConfig;
  /** The site as its users reach it: links in e-mails (unsubscribe, invitations) start with it. */
  publicUrl: string;
  mail: {
    /** SMTP server (nodemailer URL); unset = the outbox transport (nothing leaves). */
    smtpUrl: string | undefined;
    from: string;
    /** How long one delivery may hold its job before another process may retry it. */
    leaseMs: number;
    /** Messages per second one process hands to the SMTP server at most, evenly spread; 0 = no limit. */
    ratePerSecond: number;
    /** Domain of the reply addresses of application threads (`reply+<token>@replyDomain`). */
    replyDomain: string;
  };
  /**
   * The SMTP listener that takes replies into application threads: `port` unset = none (0: any
   * free port); messages over `maxBytes` are refused.
   */
  inbound: { port: number | undefined; host: string; maxBytes: number };
  jobs: {
    /** Whether the API process runs background jobs too (`RUN_JOBS=false` leaves them to `npm run worker`). */
    runInApi: boolean;
    concurrency: number;
    pollMs: number;
    /** First retry delay, doubled per attempt. */
    retryBaseMs: number;
  };
  /** Mailing recipients a team may reach per UTC day. */
  mailingDailyLimit: number;
  /**
   * Whether the API loads the demo data into an empty database at start (`DEMO_DATA`, default: with
   * the embedded database only; never on a `DATABASE_URL` server, which holds someone's real data).
   */
  demoData: boolean;
  /** Generated CVs of the demo data loaded on first start of the embedded database. */
  demoCvCount: number;
  /** Searches and CV views older than this many days are deleted by the daily `history.purge` job. */
  historyRetentionDays: number;
}

/** Thrown by {@link loadConfig}; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Validates the environment and returns the configuration; fails fast with a message naming each
 * bad variable and why, instead of starting with a silent default.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as in most shells' habits.
  const set = Object.fromEntries(Object.entries(env).flatMap(([name, value]) => (value === undefined || value === '' ? [] : [[name, value]])));
  const { env: present, problems: fileProblems } = readSecretFiles(set);
  const parsed = ENV_SCHEMA.safeParse(present);
  if (!parsed.success || fileProblems.length > 0) {
    const problems = [...fileProblems, ...(parsed.error?.issues ?? []).map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`)];
    throw new ConfigError(`Invalid API configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.DATABASE_READ_URL !== undefined && values.DATABASE_URL === undefined) {
    throw new ConfigError('Invalid API configuration:\n  DATABASE_READ_URL: needs DATABASE_URL (a replica of the embedded database does not exist)');
  }
  if (values.MIGRATION_DATABASE_URL !== undefined && values.DATABASE_URL === undefined) {
    throw new ConfigError('Invalid API configuration:\n  MIGRATION_DATABASE_URL: needs DATABASE_URL (the embedded database has one role)');
  }
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databaseReadUrl: values.DATABASE_READ_URL,
    databaseReadMaxLagMs: values.DATABASE_READ_MAX_LAG_MS,
    migrationDatabaseUrl: values.MIGRATION_DATABASE_URL,
    webhooksAllowPrivate: values.WEBHOOKS_ALLOW_PRIVATE ?? values.NODE_ENV !== 'production',
    dataDir: values.DATA_DIR,
    embeddedDbPort: values.EMBEDDED_DB_PORT,
    metricsPorts: { api: values.METRICS_PORT, worker: values.WORKER_METRICS_PORT },
    allowedOrigins: values.ALLOWED_ORIGINS,
    cookieSecure: values.COOKIE_SECURE ?? values.NODE_ENV === 'production',
    startingCredits: values.STARTING_CREDITS,
    rateLimits: { auth: values.AUTH_RATE_LIMIT, alerts: values.ALERT_RATE_LIMIT, search: values.SEARCH_RATE_LIMIT, applications: values.APPLICATION_RATE_LIMIT, apiKeys: values.API_KEY_RATE_LIMIT },
    anonymousSearch: { concurrency: values.ANONYMOUS_SEARCH_CONCURRENCY, queue: values.ANONYMOUS_SEARCH_QUEUE },
    searchCountMaxLagMs: values.SEARCH_COUNT_MAX_LAG_MS,
    database: { statementTimeoutMs: values.DB_STATEMENT_TIMEOUT_MS, poolSize: values.DB_POOL_SIZE },
    requestTimeoutMs: values.REQUEST_TIMEOUT_MS,
    trustProxy: values.TRUST_PROXY === 'true' ? true : values.TRUST_PROXY === 'false' ? false : values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === 'test' ? 'silent' : 'info'),
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ''),
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, leaseMs: values.MAIL_LEASE_MS, ratePerSecond: values.MAIL_RATE_LIMIT, replyDomain: values.MAIL_REPLY_DOMAIN.toLowerCase() },
    inbound: { port: values.INBOUND_SMTP_PORT, host: values.INBOUND_SMTP_HOST, maxBytes: values.INBOUND_MAX_BYTES },
    jobs: {
      runInApi: values.RUN_JOBS,
      concurrency: values.JOB_CONCURRENCY,
      pollMs: values.JOB_POLL_MS,
      retryBaseMs: values.JOB_RETRY_BASE_MS,
    },
    mailingDailyLimit: values.MAILING_DAILY_LIMIT,
    demoData: values.DATABASE_URL === undefined && (values.DEMO_DATA ?? true),
    demoCvCount: values.DEMO_CV_COUNT,
    historyRetentionDays: values.HISTORY_RETENTION_DAYS,
    releaseHealth: {
      releasesDir: values.RELEASES_DIR,
      remotesOrigin: values.PUBLIC_REMOTES_ORIGIN === undefined ? '' : new URL(values.PUBLIC_REMOTES_ORIGIN).origin,
      minLoads: values.RELEASE_HEALTH_MIN_LOADS,
      maxFailureRate: values.RELEASE_HEALTH_MAX_FAILURE_RATE,
      ratio: values.RELEASE_HEALTH_RATIO,
      margin: values.RELEASE_HEALTH_MARGIN,
      windowMinutes: values.RELEASE_HEALTH_WINDOW_MINUTES,
      retentionDays: values.REMOTE_LOADS_RETENTION_DAYS,
      rateLimit: values.REMOTE_LOADS_RATE_LIMIT,
    },
  };
}
