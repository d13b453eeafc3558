import type { FastifyInstance } from 'fastify';
import { API_ENDPOINTS, type Endpoint, findEndpoint, responseProblems } from '@platform/contract';
import { ApiError } from './errors';

/** Under which prefix the modules' routes live (`/api/auth/login` is the contract's `/auth/login`). */
const API_PREFIX = '/api';

/**
 * Checks every JSON answer against the contract's schema for its route and status
 * (`@platform/contract`'s endpoints). Outside production an answer that does not fit is not sent:
 * the client gets 500 `off_contract` naming the route, and the log has each problem, so a test
 * that exercises the route fails loudly. In production the check is skipped (it costs a parse of
 * every answer). Errors (4xx/5xx bodies) are the error handler's and are not checked here.
 */
export function installResponseContract(app: FastifyInstance, options: { enforce: boolean; endpoints?: readonly Endpoint[] }): void {
  if (!options.enforce) return;
  const endpoints = options.endpoints ?? API_ENDPOINTS;
  app.addHook('preSerialization', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (url === undefined || !url.startsWith(API_PREFIX) || reply.statusCode >= 300) return payload;
    const endpoint = findEndpoint(endpoints, request.method, url.slice(API_PREFIX.length));
    if (!endpoint) return payload;
    const problems = responseProblems(endpoint, reply.statusCode, payload);
    if (problems === null) return payload;
    request.log.error({ route: `${endpoint.method} ${endpoint.path}`, status: reply.statusCode, problems }, 'answer off contract');
    throw new ApiError(500, 'off_contract', `The answer of ${endpoint.method} ${API_PREFIX}${endpoint.path} does not fit the contract.`, problems);
  });
}
