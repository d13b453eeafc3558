import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer[ \t]+(\S*)[ \t]*$/i;

/**
 * The token of an `Authorization: Bearer <token>` header (`''` when the scheme is Bearer but the
 * token is missing), `null` without one. Other schemes (Basic from a proxy's password prompt) are
 * not the API's and are ignored.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  if (/^Bearer(\s|$)/i.test(header) === false) return null;
  return BEARER.exec(header)?.[1] ?? '';
}
