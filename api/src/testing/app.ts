import type { FastifyInstance } from 'fastify';
import type { Session } from '@platform/contract';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config/env';
import type { Database } from '../db/database';
import { JobRegistry } from '../jobs';

/** The password {@link signUp} gives every account. */
export const TEST_PASSWORD = 'test-password-1';

/**
 * A configuration for tests: production-like defaults, quiet logs, and rate limits high enough
 * that a suite signing up many users is not throttled (tests of the limits pass their own).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const config = loadConfig({ NODE_ENV: 'test' });
  return { ...config, rateLimits: { auth: 10_000, alerts: 10_000, search: 10_000, applications: 10_000, apiKeys: 10_000 }, ...overrides };
}

/**
 * Builds the API on `db` (migrated) for `app.inject(...)`; close it in `afterAll`. Pass `jobs` to
 * run the jobs its modules define (`new JobRunner(db, jobs).runUntilIdle()`).
 */
export async function createTestApp(db: Database, overrides: Partial<Config> = {}, jobs = new JobRegistry()): Promise<FastifyInstance> {
  const app = await buildApp({ db, config: testConfig(overrides), jobs });
  await app.ready();
  rememberTestDatabase(app, db);
  return app;
}

/** The database of each test app, for {@link signUp} to verify the accounts it makes. */
const databases = new WeakMap<FastifyInstance, Database>();

/** Lets {@link signUp} verify the accounts it makes on a test app built another way. */
export function rememberTestDatabase(app: FastifyInstance, db: Database): void {
  databases.set(app, db);
}

let accountCounter = 0;

/**
 * Registers a fresh account through `POST /api/auth/register` and returns its session and the
 * `cookie` header value (`sid=...`) to send with later requests. A recruiter gets a new team.
 */
export async function signUp(
  app: FastifyInstance,
  input: { kind: 'recruiter' | 'candidate'; email?: string; name?: string; locale?: 'en' | 'ru'; verified?: boolean },
): Promise<{ cookie: string; session: Session }> {
  accountCounter += 1;
  const unique = `${Date.now().toString(36)}-${process.pid}-${accountCounter}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      email: input.email ?? `${input.kind}-${unique}@example.test`,
      password: TEST_PASSWORD,
      name: input.name ?? `Test ${input.kind} ${accountCounter}`,
      kind: input.kind,
      ...(input.locale === undefined ? {} : { locale: input.locale }),
    },
  });
  if (response.statusCode !== 201) {
    throw new Error(`signUp failed: ${response.statusCode} ${response.body}`);
  }
  const sid = response.cookies.find((cookie) => cookie.name === 'sid');
  if (sid === undefined) throw new Error('signUp: the response set no sid cookie');
  const session: Session = response.json();
  const db = databases.get(app);
  // Verified unless asked otherwise (as if the mailed link was followed): most tests are not about the gate.
  if (input.verified === false || db === undefined) return { cookie: `sid=${sid.value}`, session };
  await db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [session.user.id]);
  return { cookie: `sid=${sid.value}`, session: { ...session, user: { ...session.user, emailVerified: true } } };
}
