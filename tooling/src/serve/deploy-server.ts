import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '@platform/contract';
import { registerDeployRoutes, type DeployRoutesOptions } from './deploy-routes';
import { errorBody, handleServerError } from './http-errors';

/** What the release endpoint's own server needs: the release store it writes, as the commands do. */
export interface DeployServerOptions extends DeployRoutesOptions {
  /** Fastify's logger: `false` (tests) or a level (`info`), JSON lines on stdout. */
  logLevel?: string | false;
}

/**
 * The release endpoint alone (`POST /deploy/remotes/<name>/releases`, `…/rollback`,
 * `GET /deploy/health`): what the compose layout's `deployer` service runs behind the host's nginx,
 * which serves the release store read-only and sends it `/deploy/` (`npm run deploy-server`).
 *
 * Only nginx and the compose network reach it: the client address and the request id come from
 * the `X-Forwarded-For` and `X-Request-Id` nginx sets (overwritten there, never appended), so one
 * id finds a request in both logs. Nothing else is served: any other path is a 404 in the
 * platform's error body.
 */
export async function createDeployServer(options: DeployServerOptions): Promise<FastifyInstance> {
  const server = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
    trustProxy: 'loopback, uniquelocal',
    requestIdHeader: REQUEST_ID_HEADER,
    genReqId: () => randomUUID(),
  });
  server.setErrorHandler(handleServerError);
  server.setNotFoundHandler(async (request, reply) =>
    reply.code(404).header('cache-control', 'no-store').send(errorBody('NOT_FOUND', `No deploy route ${request.method} ${request.url.split('?', 1)[0] ?? ''}.`)),
  );
  server.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  await registerDeployRoutes(server, options);
  return server;
}
