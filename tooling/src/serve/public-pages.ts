import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ApiRoute, PUBLIC_PAGE_ROUTES, publicPageOf, REQUEST_ID_HEADER } from '@platform/contract';
import { spliceHead } from '../page-head/page-shell';
import { NO_CACHE } from './cache-policy';
import { errorBody } from './http-errors';

/**
 * How long a public page waits for its head before it is served with the generic one (nginx's
 * `proxy_read_timeout` of the same pages in host/nginx.conf is the same).
 */
export const PAGE_HEAD_TIMEOUT_MS = 2000;
/** How long `/sitemap.xml` and `/robots.txt` wait for the API. */
const RELAY_TIMEOUT_MS = 30_000;

/** A public page served with the generic head because the API did not give its own. */
export interface PageHeadFailure {
  path: string;
  reason: string;
}

/** What the public pages need of the host server. */
export interface PublicPageOptions {
  apiOrigin: string;
  /** Told of every page served with the generic head (default: the server's log, at warn). */
  onPageHeadFailure?: (failure: PageHeadFailure) => void;
}

/** The request's path as sent (still percent-encoded), without its query. */
function rawPath(request: FastifyRequest): string {
  return request.url.split('?', 1)[0] ?? '/';
}

function apiUrl(apiOrigin: string, route: ApiRoute, search: string): string {
  return new URL(`/api${route.path}${search}`, apiOrigin).toString();
}

/** Headers of a request the host server makes to the API for a browser's request, as its proxy sends them. */
function forwardedHeaders(request: FastifyRequest): Record<string, string> {
  return { 'x-forwarded-for': request.ip, 'x-forwarded-host': request.headers.host ?? '', [REQUEST_ID_HEADER]: request.id };
}

/** Why an answer of the API is not a head: its status, or what failed. */
function failureReason(error: unknown): string {
  // A DOMException, not an Error in every realm (Jest's): known by its name.
  if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError') return `no answer within ${PAGE_HEAD_TIMEOUT_MS} ms`;
  return error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
}

/**
 * The host's page for a public page's address (docs/architecture.md#server-rendered-heads): the
 * release's `index.html` with the API's head for it, and the API's status (404 where the app shows
 * not found). `undefined` for any other address. When the API fails or is slow, the page as it is
 * (the client renders it; its generic head) with 200, and the failure is reported.
 */
export async function publicPageHtml(request: FastifyRequest, root: string, options: PublicPageOptions): Promise<{ status: number; html: string } | undefined> {
  const pathname = rawPath(request);
  const publicPage = publicPageOf(pathname);
  if (publicPage === null) return undefined;
  const page = await readFile(path.join(root, 'index.html'), 'utf8');
  const report = options.onPageHeadFailure ?? ((failure: PageHeadFailure) => request.log.warn(failure, 'page head not rendered: generic head served'));
  try {
    const response = await fetch(apiUrl(options.apiOrigin, PUBLIC_PAGE_ROUTES.head, `?path=${encodeURIComponent(pathname)}`), {
      headers: forwardedHeaders(request),
      signal: AbortSignal.timeout(PAGE_HEAD_TIMEOUT_MS),
    });
    const fragment = await response.text();
    if (response.status === 200 || response.status === 404) return { status: response.status, html: spliceHead(page, fragment, publicPage.locale) };
    report({ path: pathname, reason: `the API answered ${response.status}` });
  } catch (error) {
    report({ path: pathname, reason: failureReason(error) });
  }
  return { status: 200, html: page };
}

/** `/sitemap.xml` and `/robots.txt`, answered by the API (its status, type, caching and body). */
export function registerCrawlerFiles(server: FastifyInstance, apiOrigin: string): void {
  const relay = (route: ApiRoute) => async (request: FastifyRequest) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return fetch(apiUrl(apiOrigin, route, query), { headers: forwardedHeaders(request), signal: AbortSignal.timeout(RELAY_TIMEOUT_MS) });
  };
  for (const [file, route] of [['/sitemap.xml', PUBLIC_PAGE_ROUTES.sitemap], ['/robots.txt', PUBLIC_PAGE_ROUTES.robots]] as const) {
    server.get(file, async (request, reply) => {
      let response: Response;
      try {
        response = await relay(route)(request);
      } catch (error) {
        request.log.error({ err: error }, `${file}: the API did not answer`);
        return reply.code(503).header('cache-control', 'no-store').header('retry-after', '30').send(errorBody('API_UNAVAILABLE', `${file} comes from the API, which did not answer.`));
      }
      return reply
        .code(response.status)
        .header('content-type', response.headers.get('content-type') ?? 'text/plain; charset=utf-8')
        .header('cache-control', response.headers.get('cache-control') ?? NO_CACHE)
        .send(Buffer.from(await response.arrayBuffer()));
    });
  }
}
