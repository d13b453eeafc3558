import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../config/env';
import { DEFAULT_PRUNE_POLICY } from '../releases';
import { errorCode } from '../releases/json-file';
import { createHostServer } from './host-server';

/** The platform's static server, listening. */
export interface PlatformServers {
  /** URL of the host server (what a browser opens); it serves every remote at `/remotes/<name>/`. */
  hostUrl: string;
  close(): Promise<void>;
}

async function listen(server: FastifyInstance, host: string, port: number): Promise<string> {
  try {
    await server.listen({ host, port });
  } catch (error) {
    if (errorCode(error) === 'EADDRINUSE') {
      throw new Error(`Port ${port} (host) is in use: stop what uses it or set HOST_PORT.`, { cause: error });
    }
    throw error;
  }
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * Starts the host server (docs/product.md#running-it). It serves the host, `/remotes.json` and every remote the
 * release store holds at `/remotes/<name>/<version>/`: a remote released while it runs is served by
 * the next request, whatever its name.
 */
export async function startPlatformServers(config: PlatformConfig, logger = false, out?: (line: string) => void): Promise<PlatformServers> {
  const host = await createHostServer({
    releasesDir: config.releasesDir,
    apiOrigin: config.apiOrigin,
    remotesOrigin: config.remotesOrigin,
    deploy: { prunePolicy: { ...DEFAULT_PRUNE_POLICY, keep: config.releasesKeep, previewDays: config.releasesPreviewDays }, deployLog: config.deployLog },
    logger,
    // Without a log, a public page served with the generic head is still told (the terminal of `npm start`).
    ...(out === undefined ? {} : { onPageHeadFailure: ({ path, reason }) => out(`host: ${path} served with the generic head: ${reason}`) }),
  });
  try {
    const hostUrl = await listen(host, config.bindAddress, config.hostPort);
    return { hostUrl, close: () => host.close() };
  } catch (error) {
    await host.close();
    throw error;
  }
}
