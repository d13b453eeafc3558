import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '@platform/contract';
import { AnswerWatch } from './db/answer-watch';
import { primaryReads } from './db/read-replica';
import { frameworkErrors, installErrorHandling } from './http/error-handler';
import { ApiError } from './http/errors';
import { installInputGuard } from './http/input-guard';
import { installInteractiveLoad } from './http/interactive-requests';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { installReadiness, READINESS_TIMING } from './http/readiness';
import { installRequestGuard } from './http/request-guard';
import { installResponseContract } from './http/response-contract';
import { installRouteRegistry } from './http/route-registry';
import { defineJobPurge } from './jobs';
import { installHttpMetrics, UNMATCHED_ROUTE } from './metrics/http-metrics';
import { rateLimitRefusals } from './metrics/registry';
import { API_MODULES } from './modules';
import { installApiKeyAuth } from './modules/auth/api-keys';
import type { ApiDeps } from './modules/types';

/** Largest request body by default; a route may lower it (alerts) or raise it (imports). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** What {@link buildApp} needs: without `reads`, lag-tolerant reads go to `db` too. */
export type AppDeps = Omit<ApiDeps, 'reads'> & Partial<Pick<ApiDeps, 'reads'>>;

/**
 * Builds the API server: cookies, rate limiting, CSRF guard, JSON errors, then every module of
 * {@link API_MODULES} under `/api`. Does not listen; `main.ts` does, tests use `inject`.
 */
export async function buildApp(appDeps: AppDeps): Promise<FastifyInstance> {
  const { config } = appDeps;
  // Every statement of the modules proves the database answers: readiness needs no probe of its
  // own while traffic flows (see AnswerWatch).
  const answers = new AnswerWatch();
  const db = answers.watch(appDeps.db);
  const deps: ApiDeps = { ...appDeps, db, reads: appDeps.reads ?? primaryReads(db) };
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    // The host's server proxies /api from the same machine: trust its X-Forwarded-* (client IP
    // for rate limits and alerts), and nobody else's.
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    // The host server's request id when it sends one (it overwrites any client's), else a new
    // one: the same id in the host's log, this log (reqId) and a stored alert.
    genReqId: (request) => {
      const forwarded = request.headers[REQUEST_ID_HEADER];
      return typeof forwarded === 'string' && REQUEST_ID_PATTERN.test(forwarded) ? forwarded : randomUUID();
    },
    // A slow or stalled client (slowloris) cannot hold a connection for ever: the whole request
    // must arrive within this time.
    requestTimeout: config.requestTimeoutMs,
  });

  // JSON only: a text/plain body would be a CSRF vector (no preflight) and no route reads one.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  // Request timing only where something reads it: with METRICS_PORT 0 the hook costs nothing.
  if (config.metricsPorts.api !== 0) installHttpMetrics(app);
  installErrorHandling(app);
  installRequestGuard(app, config.allowedOrigins);
  installInputGuard(app);
  installReadiness(app);
  installInteractiveLoad(app);
  app.readiness.add('database', answers.check(deps.db, READINESS_TIMING.intervalMs));
  // Outside production an answer that does not fit the contract's schema is a 500 `off_contract`.
  installResponseContract(app, { enforce: config.nodeEnv !== 'production' });
  installRouteRegistry(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(deps.db),
    errorResponseBuilder: (request, context) => {
      rateLimitRefusals.inc({ route: request.routeOptions.url ?? UNMATCHED_ROUTE });
      return new ApiError(429, 'rate_limited', `Too many requests: try again in ${context.after}.`);
    },
  });
  // Team API keys (`Authorization: Bearer`) on the routes the contract opens to them.
  installApiKeyAuth(app, deps.db, config.rateLimits.apiKeys);

  // The job system's own housekeeping; modules define theirs in their own code.
  defineJobPurge(deps.jobs);
  await app.register(
    async (api) => {
      for (const module of API_MODULES) {
        // Each module in its own plugin scope: its hooks and decorators stay its own.
        await api.register(async (scope) => module(scope, deps));
      }
    },
    { prefix: '/api' },
  );
  return app;
}
