import type { FastifyInstance } from 'fastify';
import { httpRequestDuration } from './registry';

/** The route label of a request no route matched (a 404): one series for every unknown URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answered request into `platform_http_request_duration_seconds`, labelled by its
 * route pattern (`/api/cv/:id`), never the URL: the series stay as many as the routes.
 */
export function installHttpMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
