import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../config/env';
import { renderTemplate } from '../nginx/render-template';
import { startNginx, type RunningNginx } from '../nginx/run-nginx';

/** What the nginx server needs. */
export interface FleetOptions {
  workDir: string;
  releasesDir: string;
  hostPort: number;
  /** Each API process, `127.0.0.1:<port>`. */
  apiAddresses: readonly string[];
}

/** The host's nginx (which serves every remote at `/remotes/<name>/`), as docker-compose.yml runs it. */
export interface NginxFleet {
  readonly hostOrigin: string;
  /** What the host's nginx (in front of the API processes) has written to its error log so far. */
  hostLog(): string;
  stop(): Promise<void>;
}

async function render(app: string, values: Record<string, string>): Promise<string> {
  return renderTemplate(await readFile(path.join(REPOSITORY_ROOT, app, 'nginx.conf'), 'utf8'), values);
}

/**
 * Starts the project's nginx configuration on this machine: host/nginx.conf in front of every API
 * process (one `server` line each, as API_UPSTREAM_SERVERS), serving `releasesDir` (the host and
 * every remote).
 */
export async function startNginxFleet(options: FleetOptions): Promise<NginxFleet> {
  const hostOrigin = `http://127.0.0.1:${options.hostPort}`;
  const running: RunningNginx[] = [];
  try {
    const hostConfig = await render('host', {
      LISTEN_PORT: String(options.hostPort),
      RELEASES_ROOT: options.releasesDir,
      // A process that fails is left out for 5 s; the retry (proxy_next_upstream) covers the request that found it.
      API_UPSTREAM_SERVERS: options.apiAddresses.map((address) => `server ${address} max_fails=1 fail_timeout=5s;`).join('\n    '),
      NGINX_RESOLVER: '',
      REMOTES_ORIGIN: '',
      // No release endpoint in the topology run: /deploy/ answers 503.
      DEPLOYER_ORIGIN: '',
    });
    running.push(await startNginx(path.join(options.workDir, 'nginx-host'), hostConfig, options.hostPort));
  } catch (error) {
    await Promise.all(running.map((nginx) => nginx.stop()));
    throw error;
  }
  return {
    hostOrigin,
    hostLog: () => running[0]?.output.join('') ?? '',
    stop: async () => {
      await Promise.all(running.map((nginx) => nginx.stop()));
    },
  };
}
