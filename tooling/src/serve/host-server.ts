import { randomUUID } from 'node:crypto';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { API_MAX_BODY_BYTES, isRemoteName, RELEASED_VERSIONS_PATH, remoteAppOf, REMOTES_PATH, REQUEST_ID_HEADER, type HostVersion } from '@platform/contract';
import { releaseFolderOf, ReleaseError, toReleasedVersions, toRemotesManifest, VERSION_PATTERN, type RemotesOrigin } from '../releases';
import { hostCacheControl, NO_CACHE, remoteCacheControl } from './cache-policy';
import { registerDeployRoutes, type DeployRoutesOptions } from './deploy-routes';
import { createDeploymentReader } from './deployment-reader';
import { errorBody, handleServerError } from './http-errors';
import { type PageHeadFailure, publicPageHtml, registerCrawlerFiles } from './public-pages';
import { hostSecurityHeaders } from './security-headers';

/** What the host server needs to know. */
export interface HostServerOptions {
  /** The release folders and `manifest.json`. */
  releasesDir: string;
  /** Where `/api/*` is forwarded, path unchanged (`/api/health` → `<apiOrigin>/api/health`). */
  apiOrigin: string;
  /**
   * Where browsers reach the remotes: `''` for this origin (`/remotes/<name>/<version>/`, served
   * here from the release store), or a CDN's origin, named in the entries and the CSP.
   */
  remotesOrigin: RemotesOrigin;
  /** Production adds HSTS (default: `NODE_ENV === 'production'`). */
  production?: boolean;
  /** Largest `/api` body forwarded (default: the API's largest, {@link API_MAX_BODY_BYTES}). */
  apiBodyLimit?: number;
  logger?: boolean;
  /**
   * The release endpoint (`/deploy/…`, deploy tokens): on by default, since this process serves the
   * release store it writes into; `false` leaves it out.
   */
  deploy?: Omit<DeployRoutesOptions, 'releasesDir' | 'remotesOrigin'> | false;
  /** Told of every public page served with the generic head because the API gave none (default: the log). */
  onPageHeadFailure?: (failure: PageHeadFailure) => void;
}

/** The URL path of a request, decoded; undefined when it cannot be decoded. */
function requestPath(request: FastifyRequest): string | undefined {
  const raw = request.url.split('?', 1)[0] ?? '/';
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The path of `urlPath` relative to `root` when it names a regular file inside it. */
async function fileInside(root: string, urlPath: string): Promise<string | undefined> {
  const absolute = path.resolve(root, `.${urlPath}`);
  if (!absolute.startsWith(`${root}${path.sep}`)) return undefined;
  try {
    return (await stat(absolute)).isFile() ? `/${path.relative(root, absolute).split(path.sep).join('/')}` : undefined;
  } catch {
    return undefined;
  }
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The host origin: the current host release (looked up in the manifest on each request, so a
 * rollback shows at once), `/remotes.json`, `/version.json` and `/releases.json` computed from the manifest, `/api/*`
 * forwarded to the API, the SPA fallback to `index.html` for client-side routes, the public pages
 * with their server-rendered heads, and `/sitemap.xml` and `/robots.txt` from the API.
 */
export async function createHostServer(options: HostServerOptions): Promise<FastifyInstance> {
  const server = Fastify({
    logger: options.logger ?? false,
    // Every request gets a fresh id, forwarded to the API (which logs it and stores it with alerts)
    // and sent back to the browser: one id to find a failure in both servers' logs. A client's
    // own X-Request-Id is not trusted here, the edge of the platform.
    genReqId: () => randomUUID(),
  });
  const readDeployment = createDeploymentReader(options.releasesDir);
  const securityHeaders = hostSecurityHeaders(options.remotesOrigin === '' ? [] : [options.remotesOrigin], {
    production: options.production ?? process.env.NODE_ENV === 'production',
  });
  await mkdir(options.releasesDir, { recursive: true });

  server.setErrorHandler(handleServerError);
  // Set first so a proxied API response can still override them with its own values.
  server.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  await server.register(fastifyStatic, {
    root: options.releasesDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders: (reply, filePath) => {
      const inRemote = path.relative(options.releasesDir, filePath).startsWith('remote-');
      reply.header('cache-control', inRemote ? remoteCacheControl(filePath) : hostCacheControl(filePath));
    },
  });

  // Each /api body is read whole, up to the API's largest limit, before it is forwarded: a body
  // the API refuses early (its 413 closes the connection mid-upload) then reaches the client as that
  // 413 instead of a broken stream, and the host's own 413 above the limit comes from Fastify, which
  // closes the connection so the client's next request starts clean instead of hanging.
  await server.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: options.apiBodyLimit ?? API_MAX_BODY_BYTES }, (_request, body, done) => {
      // As a stream: reply-from forwards a stream byte for byte (a Buffer of a JSON request it
      // would re-encode as JSON).
      done(null, Readable.from([body]));
    });
    await scope.register(fastifyHttpProxy, {
      upstream: options.apiOrigin,
      prefix: '/api',
      rewritePrefix: '/api',
      proxyPayloads: false,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': request.protocol,
          // Overwritten, never appended: a client's own X-Forwarded-For would otherwise name any
          // address it likes and reset every per-address rate limit of the API at will.
          'x-forwarded-for': request.ip,
          [REQUEST_ID_HEADER]: request.id,
        }),
      },
    });
  });

  if (options.deploy !== false) {
    await registerDeployRoutes(server, { ...options.deploy, releasesDir: options.releasesDir, remotesOrigin: options.remotesOrigin });
  }

  registerCrawlerFiles(server, options.apiOrigin);

  server.get('/version.json', async (_request, reply) => {
    const host = (await readDeployment()).host;
    if (!host) throw new ReleaseError('NOT_RELEASED', 'The host has no release yet. Run: npm run release -- host');
    const body: HostVersion = { version: host.current };
    return reply.header('cache-control', NO_CACHE).send(body);
  });

  server.get('/remotes.json', async (_request, reply) => {
    // Every remote the release store holds, whichever are released: only a missing host fails it.
    const result = toRemotesManifest(await readDeployment(), options.remotesOrigin);
    if (!result.ok) {
      const commands = result.unreleased.map((app) => `npm run release -- ${app}`).join('; ');
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .send(errorBody('NOT_RELEASED', `Not released yet: ${result.unreleased.join(', ')}. Run: ${commands}`));
    }
    return reply.header('cache-control', NO_CACHE).send(result.manifest);
  });

  // What a platform operator may load instead of the current versions (overrides): read by the
  // shell only when one asks, never on a normal page load.
  server.get(RELEASED_VERSIONS_PATH, async (_request, reply) =>
    reply.header('cache-control', NO_CACHE).send(toReleasedVersions(await readDeployment(), options.remotesOrigin)),
  );

  // Every released version of every remote, `/remotes/<name>/<version>/<file>` from
  // `releases/remote-<name>/<version>/`: a remote released a moment ago is served at once, with no
  // server of its own and no restart. Folders, dot-named (unfinished) copies and unknown names are 404.
  server.get(`${REMOTES_PATH}/*`, async (request, reply) => {
    const urlPath = requestPath(request);
    if (urlPath === undefined) return reply.code(400).send(errorBody('BAD_PATH', 'The URL path is not valid percent-encoding'));
    const [name = '', version = '', ...rest] = urlPath.slice(REMOTES_PATH.length + 1).split('/');
    if (!isRemoteName(name) || !VERSION_PATTERN.test(version) || rest.length === 0 || rest.some((part) => part === '' || part.startsWith('.'))) {
      return reply.code(404).send(errorBody('NOT_FOUND', 'No such file'));
    }
    const root = releaseFolderOf(options.releasesDir, remoteAppOf(name), version);
    const file = await fileInside(root, `/${rest.join('/')}`);
    if (!file) return reply.code(404).send(errorBody('NOT_FOUND', 'No such file'));
    return reply.sendFile(file, root);
  });

  server.get('/*', async (request, reply) => {
    const host = (await readDeployment()).host;
    if (!host) throw new ReleaseError('NOT_RELEASED', 'The host has no release yet. Run: npm run release -- host');
    const root = releaseFolderOf(options.releasesDir, 'host', host.current);
    const urlPath = requestPath(request);
    if (urlPath === undefined) return reply.code(400).send(errorBody('BAD_PATH', 'The URL path is not valid percent-encoding'));
    const file = await fileInside(root, urlPath);
    if (file) return reply.sendFile(file, root);
    // A public page (a vacancy, the job board, a public CV): its own head, whatever the client
    // accepts (a link preview may not ask for text/html).
    const publicPage = await publicPageHtml(request, root, { apiOrigin: options.apiOrigin, onPageHeadFailure: options.onPageHeadFailure });
    if (publicPage) return reply.code(publicPage.status).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(publicPage.html);
    // Client-side routes (/ru/search, /cv/internal/1) get the app page; a missing script or
    // stylesheet stays a 404 so the chunk-failure guard sees the failure instead of HTML.
    if (urlPath === '/' || acceptsHtml(request)) return reply.sendFile('/index.html', root);
    return reply.callNotFound();
  });

  return server;
}
