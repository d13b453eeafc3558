import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ReleaseError } from '../releases';

/** The platform's error body (docs/product.md#api). */
export interface ErrorBody {
  error: { code: string; message: string; fields: Array<{ path: string; message: string }> };
}

/** Builds the platform's error body. */
export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message, fields: [] } };
}

/**
 * Error handler of the static servers: a deployment problem (no release yet, a corrupted manifest)
 * is 503 with the operator's instructions; client mistakes keep their 4xx; anything else is 500.
 */
export function handleServerError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof ReleaseError) {
    request.log.error({ code: error.code }, error.message);
    return reply.code(503).header('cache-control', 'no-store').send(errorBody(error.code, error.message));
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) request.log.error(error);
  const code = 'code' in error && typeof error.code === 'string' ? error.code : 'INTERNAL';
  return reply.code(status).send(errorBody(code, status >= 500 ? 'Internal server error' : error.message));
}
