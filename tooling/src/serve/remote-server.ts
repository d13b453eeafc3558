import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppName } from '@platform/contract';
import { remoteCacheControl } from './cache-policy';
import { errorBody, handleServerError } from './http-errors';
import { BASE_SECURITY_HEADERS } from './security-headers';

/** What a remote's server needs to know. */
export interface RemoteServerOptions {
  releasesDir: string;
  /** The remote's app folder, e.g. `remote-search`: `releases/<app>/` is served. */
  app: Exclude<AppName, 'host'>;
  /** Origins allowed to fetch this remote's files (the host's). */
  hostOrigins: readonly string[];
  logger?: boolean;
}

/**
 * One remote origin: every released version of the app at `/<version>/...`, so the host can load
 * any version the manifest names (current or fallback). Unknown versions are plain 404s.
 */
export async function createRemoteServer(options: RemoteServerOptions): Promise<FastifyInstance> {
  const server = Fastify({ logger: options.logger ?? false });
  const root = path.join(options.releasesDir, options.app);
  // The folder exists before the first release so the server can start and serve it later.
  await mkdir(root, { recursive: true });

  server.setErrorHandler(handleServerError);
  server.addHook('onRequest', async (request, reply) => {
    // The files are meant to be used by the host's page on another origin.
    reply.headers({ ...BASE_SECURITY_HEADERS, 'cross-origin-resource-policy': 'cross-origin' });
    // A folder is not a resource here (there is no index page): the same 404 as a missing file.
    if ((request.url.split('?', 1)[0] ?? '').endsWith('/')) {
      return reply.code(404).send(errorBody('NOT_FOUND', 'No such file'));
    }
    return undefined;
  });
  await server.register(fastifyCors, { origin: [...options.hostOrigins], methods: ['GET', 'HEAD'] });
  await server.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    index: false,
    redirect: false,
    // Unfinished release copies are dot-named folders: never served.
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', remoteCacheControl(filePath));
    },
  });
  return server;
}
