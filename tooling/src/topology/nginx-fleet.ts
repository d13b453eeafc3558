import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES, REMOTE_NAMES, type RemoteName } from '@platform/contract';
import { remoteRecord, REPOSITORY_ROOT } from '../config/env';
import { renderTemplate } from '../nginx/render-template';
import { startNginx, type RunningNginx } from '../nginx/run-nginx';

/** What the five nginx servers need. */
export interface FleetOptions {
  workDir: string;
  releasesDir: string;
  hostPort: number;
  remotePorts: Record<RemoteName, number>;
  /** Each API process, `127.0.0.1:<port>`. */
  apiAddresses: readonly string[];
}

/** The host's nginx and one per remote, as docker-compose.yml runs them. */
export interface NginxFleet {
  readonly hostOrigin: string;
  readonly remoteOrigins: Record<RemoteName, string>;
  /** What the host's nginx (in front of the API processes) has written to its error log so far. */
  hostLog(): string;
  stop(): Promise<void>;
}

async function render(app: string, values: Record<string, string>): Promise<string> {
  return renderTemplate(await readFile(path.join(REPOSITORY_ROOT, app, 'nginx.conf'), 'utf8'), values);
}

/**
 * Starts the project's nginx configurations on this machine: host/nginx.conf in front of every API
 * process (one `server` line each, as API_UPSTREAM_SERVERS), and each remote's nginx.conf, all
 * serving `releasesDir`.
 */
export async function startNginxFleet(options: FleetOptions): Promise<NginxFleet> {
  const hostOrigin = `http://127.0.0.1:${options.hostPort}`;
  const remoteOrigins = remoteRecord((name) => `http://127.0.0.1:${options.remotePorts[name]}`);
  const running: RunningNginx[] = [];
  try {
    const hostConfig = await render('host', {
      LISTEN_PORT: String(options.hostPort),
      RELEASES_ROOT: options.releasesDir,
      // A process that fails is left out for 5 s; the retry (proxy_next_upstream) covers the request that found it.
      API_UPSTREAM_SERVERS: options.apiAddresses.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n    '),
      NGINX_RESOLVER: '',
      REMOTE_ORIGINS: Object.values(remoteOrigins).join(' '),
    });
    running.push(await startNginx(path.join(options.workDir, 'nginx-host'), hostConfig, options.hostPort));
    for (const name of REMOTE_NAMES) {
      const app = REMOTES[name];
      const config = await render(app, { LISTEN_PORT: String(options.remotePorts[name]), RELEASES_ROOT: options.releasesDir, HOST_ORIGIN: hostOrigin });
      running.push(await startNginx(path.join(options.workDir, `nginx-${app}`), config, options.remotePorts[name]));
    }
  } catch (error) {
    await Promise.all(running.map((nginx) => nginx.stop()));
    throw error;
  }
  return {
    hostOrigin,
    remoteOrigins,
    hostLog: () => running[0]?.output.join('') ?? '',
    stop: async () => {
      await Promise.all(running.map((nginx) => nginx.stop()));
    },
  };
}
