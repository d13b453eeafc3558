import type { FastifyInstance } from 'fastify';
import { REMOTES, type RemoteName } from '@platform/contract';
import { type PlatformConfig, remotePortVariable } from '../config/env';
import { REMOTE_NAMES } from '../releases';
import { errorCode } from '../releases/json-file';
import { createHostServer } from './host-server';
import { createRemoteServer } from './remote-server';

/** The five static servers, listening. */
export interface PlatformServers {
  /** URL of the host server (what a browser opens). */
  hostUrl: string;
  /** URL each remote server listens on. */
  remoteUrls: Record<RemoteName, string>;
  close(): Promise<void>;
}

const portVariable = (name: RemoteName | 'host') => (name === 'host' ? 'HOST_PORT' : remotePortVariable(name));

async function listen(server: FastifyInstance, name: RemoteName | 'host', host: string, port: number): Promise<string> {
  try {
    await server.listen({ host, port });
  } catch (error) {
    if (errorCode(error) === 'EADDRINUSE') {
      throw new Error(
        `Port ${port} (${name === 'host' ? 'host' : REMOTES[name]}) is in use: stop what uses it or set ${portVariable(name)}.`,
        { cause: error },
      );
    }
    throw error;
  }
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** Starts the host server and one server per remote (docs/product.md#running-it); on any failure none is left running. */
export async function startPlatformServers(config: PlatformConfig, logger = false): Promise<PlatformServers> {
  const started: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(started.map((server) => server.close()));
  };
  try {
    const host = await createHostServer({
      releasesDir: config.releasesDir,
      apiOrigin: config.apiOrigin,
      remoteOrigins: config.remoteOrigins,
      logger,
    });
    started.push(host);
    const hostUrl = await listen(host, 'host', config.bindAddress, config.hostPort);
    const remoteUrls: Partial<Record<RemoteName, string>> = {};
    for (const name of REMOTE_NAMES) {
      const remote = await createRemoteServer({
        releasesDir: config.releasesDir,
        app: REMOTES[name],
        hostOrigins: config.hostOrigins,
        logger,
      });
      started.push(remote);
      remoteUrls[name] = await listen(remote, name, config.bindAddress, config.remotePorts[name]);
    }
    const { search, cv, team, user } = remoteUrls;
    if (!search || !cv || !team || !user) throw new Error('a remote server did not start');
    return { hostUrl, remoteUrls: { search, cv, team, user }, close };
  } catch (error) {
    await close();
    throw error;
  }
}
