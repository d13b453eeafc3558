import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { connect, createServer } from 'node:net';
import path from 'node:path';

/** Debian's nginx (`apt-get install nginx-light`). */
export const NGINX = '/usr/sbin/nginx';

/** The http block around an app's server config: what the nginx image's own nginx.conf provides. */
function mainConfig(dir: string, siteConfig: string): string {
  return `
pid ${dir}/nginx.pid;
error_log stderr warn;
worker_processes 1;
events { worker_connections 1024; }
http {
    types {
        text/html html; application/javascript js; text/css css; application/json json;
        image/svg+xml svg; font/woff2 woff2;
    }
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${siteConfig};
}
`;
}

/** A free loopback port (asked of the kernel, then released for nginx to take). */
export async function freeLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function accepts(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A real nginx in the foreground. */
export interface RunningNginx {
  readonly origin: string;
  /** What it printed (its error log goes to stderr). */
  readonly output: readonly string[];
  /** Stops it gracefully (SIGQUIT) and waits for it to exit. */
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground with `siteConfig` (a rendered app config: `server` and `upstream`
 * blocks) inside an http block like the nginx image's, its pid and temp files under `dir`, and
 * resolves once it accepts connections on `port`.
 */
export async function startNginx(dir: string, siteConfig: string, port: number): Promise<RunningNginx> {
  await mkdir(dir, { recursive: true });
  const sitePath = path.join(dir, 'site.conf');
  await writeFile(sitePath, siteConfig);
  await writeFile(path.join(dir, 'nginx.conf'), mainConfig(dir, sitePath));
  const output: string[] = [];
  const nginx = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  nginx.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exit = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const exited = exit.then(() => {
    throw new Error(`nginx exited with ${nginx.exitCode}:\n${output.join('')}`);
  });
  // nginx has no readiness signal in the foreground: poll its port until it answers.
  const listening = (async () => {
    while (!(await accepts(port)) && nginx.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 50));
  })();
  await Promise.race([listening, exited]);
  exited.catch(() => undefined);
  return {
    origin: `http://127.0.0.1:${port}`,
    output,
    async stop() {
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT');
      await exit;
    },
  };
}
