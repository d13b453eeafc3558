import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { primaryReads } from '../../../db/read-replica';
import { installErrorHandling } from '../../../http/error-handler';
import { ApiError } from '../../../http/errors';
import { installRequestGuard } from '../../../http/request-guard';
import { JobRegistry } from '../../../jobs';
import { rememberTestDatabase, testConfig } from '../../../testing/app';
import { authModule } from '../../auth';
import { installApiKeyAuth } from '../../auth/api-keys';
import type { ApiModule } from '../../types';

/**
 * Builds an API with the auth module and the given area modules (made with fakes), wired like
 * `buildApp`: cookies, rate limits, API keys, the CSRF guard and JSON errors. For `inject()` in tests.
 */
export async function createAreaTestApp(db: Database, modules: ApiModule[], jobs = new JobRegistry()): Promise<FastifyInstance> {
  const config = testConfig();
  const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
  app.removeContentTypeParser('text/plain');
  installErrorHandling(app);
  installRequestGuard(app, config.allowedOrigins);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new ApiError(429, 'rate_limited', `Too many requests: try again in ${context.after}.`),
  });
  // Sessions are read through it (a request with a key is its team's, never a cookie's).
  installApiKeyAuth(app, db, config.rateLimits.apiKeys);
  await app.register(
    async (api) => {
      for (const module of [authModule, ...modules]) await api.register(async (scope) => module(scope, { db, reads: primaryReads(db), config, jobs }));
    },
    { prefix: '/api' },
  );
  await app.ready();
  rememberTestDatabase(app, db);
  return app;
}
