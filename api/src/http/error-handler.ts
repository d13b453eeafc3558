import type { FastifyInstance } from 'fastify';
import { errorCode } from '../db/errors';
import { ApiError } from './errors';

/** Fastify's own client errors, renamed into the API's codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_VALIDATION: 'validation_failed',
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/**
 * Answers every failure as `{ error: { code, message, fields? } }`: `ApiError`s as thrown, Fastify's
 * client errors (malformed JSON, wrong content type, oversized body) with their 4xx status, and
 * anything else as a logged 500 that reveals nothing of the server.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(error.toBody());
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      const code = FASTIFY_CODES[errorCode(error) ?? ''] ?? 'bad_request';
      const message = error instanceof Error ? error.message : 'The request is invalid.';
      return reply.status(status).send(new ApiError(status, code, message).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new ApiError(500, 'internal_error', 'Something went wrong on our side.').toBody());
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send(new ApiError(404, 'not_found', `No route ${request.method} ${request.url}.`).toBody()),
  );
}
