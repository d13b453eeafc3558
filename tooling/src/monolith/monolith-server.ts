import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type HostVersion, remoteNameOfApp, type RemotesManifest } from '@platform/contract';
import { APPS, loadAppConfig } from '../build/apps';
import { loadRouteDeclaration } from '../build/route-declaration';
import { hostCacheControl, NO_CACHE } from '../serve/cache-policy';
import { errorBody, handleServerError } from '../serve/http-errors';
import { hostSecurityHeaders } from '../serve/security-headers';
import { REPO_ROOT } from '../webpack/create-config';

/** What the monolith's server needs. */
export interface MonolithServerOptions {
  /** The monolith build (`dist-monolith/`). */
  root: string;
  /** Where `/api/*` is forwarded, path unchanged, as the host server does. */
  apiOrigin: string;
  logger?: boolean;
}

/**
 * `/remotes.json` for the monolith: every remote folder of the checkout listed with its route declaration, so the host
 * takes exactly the code path it takes when federated (read the manifest, build its route table,
 * register, load). The entries are never fetched: the static runtime resolves every remote from
 * the bundle.
 */
function monolithRemotesManifest(version: string): RemotesManifest {
  const remotes: RemotesManifest['remotes'] = {};
  for (const app of APPS) {
    const name = remoteNameOfApp(app);
    if (name === undefined) continue;
    const routes = loadRouteDeclaration(path.join(REPO_ROOT, app), loadAppConfig(app));
    remotes[name] = { app, version, entry: `/monolith/${name}/remoteEntry.js`, ...(routes ? { routes } : {}), history: [] };
  }
  return { schemaVersion: 1, host: { version }, remotes };
}

async function readVersion(root: string): Promise<string> {
  const parsed: unknown = JSON.parse(await readFile(path.join(root, 'build.json'), 'utf8'));
  if (typeof parsed === 'object' && parsed !== null && 'buildId' in parsed && typeof parsed.buildId === 'string') return parsed.buildId;
  throw new Error(`${root}/build.json has no buildId: run npm run build:monolith`);
}

function decodedPath(request: FastifyRequest): string | undefined {
  try {
    return decodeURIComponent(request.url.split('?', 1)[0] ?? '/');
  } catch {
    return undefined;
  }
}

/**
 * Serves the monolith build the way the host server serves a host release (same headers, cache
 * policy, precompressed files, `/api` proxy, SPA fallback), so a comparison with the federated
 * platform measures the architecture, not the server.
 */
export async function createMonolithServer(options: MonolithServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  const version = await readVersion(root);
  const server = Fastify({ logger: options.logger ?? false });
  const securityHeaders = hostSecurityHeaders([]);

  server.setErrorHandler(handleServerError);
  server.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders);
  });
  await server.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', hostCacheControl(filePath));
    },
  });
  await server.register(fastifyHttpProxy, { upstream: options.apiOrigin, prefix: '/api', rewritePrefix: '/api' });

  server.get('/version.json', async (_request, reply) => {
    const body: HostVersion = { version };
    return reply.header('cache-control', NO_CACHE).send(body);
  });
  server.get('/remotes.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(monolithRemotesManifest(version)));
  server.get('/*', async (request, reply) => {
    const urlPath = decodedPath(request);
    if (urlPath === undefined) return reply.code(400).send(errorBody('BAD_PATH', 'The URL path is not valid percent-encoding'));
    const absolute = path.resolve(root, `.${urlPath}`);
    if (absolute.startsWith(`${root}${path.sep}`)) {
      const found = await stat(absolute).catch(() => undefined);
      if (found?.isFile()) return reply.sendFile(path.relative(root, absolute), root);
    }
    if (urlPath === '/' || (request.headers.accept ?? '').includes('text/html')) return reply.sendFile('index.html', root);
    return reply.callNotFound();
  });
  return server;
}
