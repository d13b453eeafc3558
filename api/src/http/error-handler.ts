import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MAX_BODY_BYTES } from '@platform/contract';
import { errorCode } from '../db/errors';
import { ApiError, BusyError, ClientGoneError } from './errors';

/** Fastify's own client errors, renamed into the API's codes. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_VALIDATION: 'validation_failed',
};

/**
 * Database refusals that only a client's value can cause, should one slip past validation: an
 * untranslatable or refused character, a number or date out of range, a value too deep or complex
 * for the parser. Answered 400, not 500; a statement cancelled by `statement_timeout` is a 503.
 */
const DATABASE_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  '22021': { status: 400, code: 'invalid_input', message: 'The request contains a character that cannot be stored.' },
  '22P05': { status: 400, code: 'invalid_input', message: 'The request contains a character that cannot be stored.' },
  '22003': { status: 400, code: 'invalid_input', message: 'A number in the request is out of range.' },
  '22008': { status: 400, code: 'invalid_input', message: 'A date in the request is out of range.' },
  '54001': { status: 400, code: 'invalid_input', message: 'The request is too complex.' },
  '57014': { status: 503, code: 'timeout', message: 'The server took too long; try again or narrow the request.' },
  DB_BUSY: { status: 503, code: 'busy', message: 'The server is busy; try again in a moment.' },
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  return typeof error.statusCode === 'number' ? error.statusCode : undefined;
}

/**
 * Reads and discards the rest of a refused body, up to `maxBytes`; true once it is all read.
 *
 * Fastify answers an oversized body at once and closes the connection with the body still
 * arriving: the unread bytes make the kernel reset the socket, and a proxy still uploading (nginx,
 * the host server) then sees a broken connection and answers 502 instead of our 413. Reading the
 * body to its end first (it is no bigger than what the proxies in front let through) lets the 413
 * travel back and the connection stay usable.
 */
function drainBody(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let received = 0;
    const onData = (chunk: Buffer): void => {
      received += chunk.length;
      if (received > maxBytes) finish(false);
    };
    const finish = (complete: boolean): void => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onError);
      raw.off('close', onError);
      resolve(complete);
    };
    const onEnd = (): void => finish(true);
    const onError = (): void => finish(false);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onError);
    raw.once('close', onError);
    raw.resume();
  });
}

/**
 * Fastify's own answers to a URL it cannot route (bad percent-encoding, a path parameter past
 * `maxParamLength`), sent before any hook runs: given here in the API's error shape too.
 * Pass as the `frameworkErrors` option of Fastify.
 */
export function frameworkErrors(error: Error, _request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error) ?? 400;
  const code = errorCode(error) === 'FST_ERR_MAX_PARAM_LENGTH' ? 'uri_too_long' : 'bad_url';
  void reply.status(status).send(new ApiError(status, code, code === 'uri_too_long' ? 'A part of the URL is too long.' : 'The URL is malformed.').toBody());
}

/**
 * Answers every failure as `{ error: { code, message, fields? } }`: `ApiError`s as thrown, Fastify's
 * client errors (malformed JSON, wrong content type, oversized body) with their 4xx status, and
 * anything else as a logged 500 that reveals nothing of the server.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof BusyError) {
      // Overload is expected under a flood: not logged per request (that would add to the load).
      return reply.status(error.status).header('retry-after', String(error.retryAfterSeconds)).send(error.toBody());
    }
    if (error instanceof ClientGoneError) {
      request.log.info('the client went away before its answer');
      return reply.status(499).send();
    }
    if (error instanceof ApiError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(error.toBody());
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      const code = FASTIFY_CODES[errorCode(error) ?? ''] ?? 'bad_request';
      if (code === 'payload_too_large' && (await drainBody(request.raw, API_MAX_BODY_BYTES))) {
        reply.removeHeader('connection'); // the body is consumed: the connection can be kept
      }
      const message = error instanceof Error ? error.message : 'The request is invalid.';
      return reply.status(status).send(new ApiError(status, code, message).toBody());
    }
    const databaseError = DATABASE_CLIENT_ERRORS[errorCode(error) ?? ''];
    if (databaseError !== undefined) {
      request.log.warn({ err: error }, 'database refused or could not run the request');
      if (databaseError.status === 503) reply.header('retry-after', '5');
      return reply.status(databaseError.status).send(new ApiError(databaseError.status, databaseError.code, databaseError.message).toBody());
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(new ApiError(500, 'internal_error', 'Something went wrong on our side.').toBody());
  });

  app.setNotFoundHandler(async (request, reply) =>
    reply.status(404).send(new ApiError(404, 'not_found', `No route ${request.method} ${request.url}.`).toBody()),
  );
}
