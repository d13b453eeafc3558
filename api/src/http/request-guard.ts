import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken } from './bearer';
import { ApiError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes no body (e.g. `POST /api/auth/logout`), so it may be called without
     * `Content-Type: application/json`. DELETE never needs a body.
     */
    bodiless?: boolean;
    /**
     * The route is authorised by a secret in its URL, never by the session cookie (one-click
     * unsubscribe links, RFC 8058: mail providers POST `List-Unsubscribe=One-Click` as a form):
     * a forged cross-site request gains nothing, so neither the JSON nor the origin rule applies.
     */
    urlTokenOnly?: boolean;
    /**
     * The route takes files as `multipart/form-data`, which a cross-site HTML form can send too: such
     * a request must also carry `X-Requested-With` (a header no form can set, and a cross-site script
     * only after a CORS preflight this API never grants).
     */
    multipart?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The header a multipart upload must carry: forms cannot send it. */
export const UPLOAD_HEADER = 'x-requested-with';

function isUpload(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return (
    request.routeOptions.config.multipart === true &&
    type !== undefined &&
    /^multipart\/form-data\s*;/i.test(type) &&
    typeof request.headers[UPLOAD_HEADER] === 'string' &&
    request.headers[UPLOAD_HEADER] !== ''
  );
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && /^application\/json\s*(;|$)/i.test(type);
}

/**
 * Whether a browser page of `origin` may change state here: a configured origin, or a page served
 * by the same host the request was addressed to.
 */
function isAllowedOrigin(origin: string, request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // "null" (sandboxed frames, file://) and garbage.
  }
}

/**
 * Cross-site request forgery defence for state-changing methods:
 * - a body must be `application/json` (a cross-site HTML form cannot send that without a CORS
 *   preflight, which this API never grants), and POST/PUT/PATCH must carry one unless the route is
 *   `bodiless`;
 * - a route that takes files (`multipart`) may get multipart/form-data instead, with a header a
 *   form cannot send;
 * - when the browser sends an `Origin`, it must be an allowed origin or this host.
 * Requests without `Origin` (curl, server-to-server, same-origin GETs in old browsers) pass: they
 * are not a browser acting for a user on another site. Neither does a request with
 * `Authorization: Bearer`: a team's API key authenticates it and its cookie is never read (the key
 * check refuses a bad key or a route that takes none), and a page on another site cannot set that
 * header without a CORS preflight this API never grants.
 */
export function installRequestGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || request.is404) return;
    if (request.routeOptions.config.urlTokenOnly === true) return;
    if (bearerToken(request) !== null) return;
    const origin = request.headers.origin;
    if (origin !== undefined && !isAllowedOrigin(origin, request, allowedOrigins)) {
      throw new ApiError(403, 'forbidden_origin', `Requests from ${origin} are not allowed.`);
    }
    if (isUpload(request)) return;
    if (isJson(request)) return; // an empty JSON body is then Fastify's 400, with a clearer message
    const bodyOptional = request.method === 'DELETE' || request.routeOptions.config.bodiless === true;
    if (hasBody(request) || !bodyOptional) {
      throw new ApiError(
        415,
        'unsupported_media_type',
        request.routeOptions.config.multipart === true
          ? `Send the files as multipart/form-data with the header ${UPLOAD_HEADER}.`
          : 'Send a JSON body with Content-Type: application/json.',
      );
    }
  });
}
