import { access } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import type { AppName } from '@platform/contract';
import { bundleApi, compiledApiCommand } from '../build/api/bundle-api';
import type { PlatformConfig } from '../config/env';
import { distDirOf, hasRelease, releaseApp, workspaceApps } from '../releases';
import { startPlatformServers } from '../serve/platform-servers';
import { spawnGroup, type ManagedProcess } from './process-group';

/** A command line: program and arguments. */
export type CommandLine = readonly [command: string, args: readonly string[]];

/** What `npm start` runs, replaceable so tests can use fake builds and a fake API. */
export interface StartOptions {
  rootDir: string;
  config: PlatformConfig;
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  /** Builds one app (default `npx tsx tooling/src/cli/build.ts <app>`). */
  buildCommand?(app: AppName): CommandLine;
  /** Starts the API (default: compiles it into `api/dist`, about a second, and runs `node api/dist/main.js`). */
  apiCommand?: CommandLine;
  /** Grace period between SIGTERM and SIGKILL for children. */
  stopGraceMs?: number;
  /**
   * Starts the local mail catcher (default: `maildev`) when `SMTP_URL` is not set; `false`
   * starts none (tests of the start-up itself).
   */
  mailCatcher?: boolean;
}

/** The running platform. */
export interface RunningPlatform {
  /** Resolves with the API's exit status if it stops on its own. */
  apiExited: Promise<number | string>;
}

/** Keeps every child process and server of `npm start` so one call stops them all. */
class Supervisor {
  private readonly children = new Set<ManagedProcess>();
  private readonly closers: Array<() => Promise<void>> = [];
  private stopping: Promise<void> | undefined;

  /** True once `stopAll` was called: steps still in progress must not start anything new. */
  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /** Starts a child in its own process group and tracks it until it exits. */
  spawn(options: Parameters<typeof spawnGroup>[0]): ManagedProcess {
    if (this.isStopping) throw new StoppedError();
    const child = spawnGroup(options);
    this.children.add(child);
    void child.exited.then(() => this.children.delete(child));
    return child;
  }

  /** Registers something to close on stop (a server). */
  onStop(close: () => Promise<void>): void {
    this.closers.push(close);
  }

  /** Stops every child (whole process groups) and closes every server; safe to call twice. */
  stopAll(): Promise<void> {
    this.stopping ??= (async () => {
      await Promise.all([...this.children].map((child) => child.stop()));
      await Promise.all(this.closers.map((close) => close()));
    })();
    return this.stopping;
  }
}

/** Thrown by a start-up step that finds the platform already stopping (Ctrl-C during a build). */
class StoppedError extends Error {
  override readonly name = 'StoppedError';
  constructor() {
    super('The platform is stopping.');
  }
}

/** Where `npm start`'s API serves its Prometheus metrics unless `METRICS_PORT` says otherwise (Prometheus's convention for Node exporters). */
const DEFAULT_METRICS_PORT = 9464;

const defaultBuildCommand = (app: AppName): CommandLine => ['npx', ['tsx', 'tooling/src/cli/build.ts', app]];

/** The API as production runs it: compiled afresh (so source edits always show), run by plain node. */
async function compiledApi(out: (line: string) => void): Promise<CommandLine> {
  const bundle = await bundleApi();
  out(`api compiled into api/dist in ${Math.round(bundle.durationMs)} ms.`);
  const { command, args } = compiledApiCommand('main');
  return [command, args];
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** Resolves once something accepts TCP connections on the origin's port, or rejects when `gaveUp` settles first. */
async function waitForPort(origin: string, gaveUp: Promise<unknown>, onSlow: () => void): Promise<void> {
  const url = new URL(origin);
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  let done = false;
  void gaveUp.finally(() => {
    done = true;
  });
  const slowTimer = setTimeout(onSlow, 10_000);
  try {
    // The API announces readiness only by listening, so its port is polled.
    while (!done) {
      const accepted = await new Promise<boolean>((resolve) => {
        const socket = connect({ host: url.hostname, port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (accepted) return;
      await Promise.race([new Promise((resolve) => setTimeout(resolve, 200)), gaveUp]);
    }
    throw new Error(`The API stopped before listening on ${origin}.`);
  } finally {
    clearTimeout(slowTimer);
  }
}

function displayUrl(url: string): string {
  return url.replace('//0.0.0.0:', '//127.0.0.1:').replace('//[::]:', '//127.0.0.1:');
}

/**
 * The local mail catcher (maildev): every e-mail the platform sends really leaves over SMTP and
 * can be read, source included, on its web page. Started unless the user named an SMTP server.
 */
function startMailCatcher(options: StartOptions, supervisor: Supervisor): { smtpUrl: string; webUrl: string } | undefined {
  if (options.mailCatcher === false || options.env.SMTP_URL !== undefined || options.env.SMTP_URL_FILE !== undefined) return undefined;
  const { catcherSmtpPort, catcherWebPort } = options.config.mail;
  supervisor.spawn({
    name: 'mail',
    command: process.execPath,
    args: [
      path.join(options.rootDir, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
      '--ip', '127.0.0.1', '--smtp', String(catcherSmtpPort),
      '--web-ip', '127.0.0.1', '--web', String(catcherWebPort),
      '--max-emails', '1000',
    ],
    cwd: options.rootDir,
    env: options.env,
    out: options.out,
    graceMs: options.stopGraceMs,
  });
  return { smtpUrl: `smtp://127.0.0.1:${catcherSmtpPort}/`, webUrl: `http://127.0.0.1:${catcherWebPort}` };
}

/**
 * `npm start`: builds the apps that were never built (one at a time: the machine has two cores),
 * releases the apps that were never released (a new build of a released app is published only by
 * an explicit `npm run release`), then starts the API and the static server (the host and every released remote).
 */
export async function startPlatform(options: StartOptions, supervisor: Supervisor): Promise<RunningPlatform> {
  const { rootDir, config, out } = options;
  const run = async (name: string, [command, args]: CommandLine, env = options.env): Promise<number | string> => {
    const child = supervisor.spawn({ name, command, args, cwd: rootDir, env, out, graceMs: options.stopGraceMs });
    return child.exited;
  };

  const apps = workspaceApps(rootDir);
  for (const app of apps) {
    if (await exists(path.join(distDirOf(rootDir, app), 'build.json'))) continue;
    out(`${app} has no build yet: building it.`);
    const status = await run(`build ${app}`, (options.buildCommand ?? defaultBuildCommand)(app));
    if (supervisor.isStopping) throw new StoppedError();
    if (status !== 0) throw new Error(`Building ${app} failed (exit ${status}). Fix it and run npm start again.`);
  }

  const releaseContext = { rootDir, releasesDir: config.releasesDir, remotesOrigin: config.remotesOrigin };
  for (const app of apps) {
    if (await hasRelease(config.releasesDir, app)) continue;
    const record = await releaseApp(releaseContext, app);
    out(`${app} had no release: released ${record.version}.`);
  }
  if (supervisor.isStopping) throw new StoppedError();

  const mail = startMailCatcher(options, supervisor);

  const [apiProgram, apiArgs] = options.apiCommand ?? (await compiledApi(out));
  if (supervisor.isStopping) throw new StoppedError();
  const apiUrl = new URL(config.apiOrigin);
  const api = supervisor.spawn({
    name: 'api',
    command: apiProgram,
    args: apiArgs,
    cwd: rootDir,
    // The API listens where API_ORIGIN says and accepts browser calls from the host's origins
    // (api/src/config/env.ts); an ALLOWED_ORIGINS set by the operator wins.
    env: {
      ALLOWED_ORIGINS: config.hostOrigins.join(','),
      // The site's address in e-mail links and in the public pages' canonical URLs and sitemap:
      // this host server's, unless the operator sets PUBLIC_URL.
      ...(config.hostOrigins[0] === undefined ? {} : { PUBLIC_URL: config.hostOrigins[0] }),
      METRICS_PORT: String(DEFAULT_METRICS_PORT),
      // Replies to the platform's e-mails come back here (docs/conversation.md).
      INBOUND_SMTP_PORT: String(config.mail.inboundPort),
      // The release-health job (run in the API here) aborts a failing canary in this release store.
      RELEASES_DIR: config.releasesDir,
      ...(config.remotesOrigin === '' ? {} : { PUBLIC_REMOTES_ORIGIN: config.remotesOrigin }),
      ...(mail === undefined ? {} : { SMTP_URL: mail.smtpUrl }),
      ...options.env,
      HOST: apiUrl.hostname,
      PORT: apiUrl.port || '80',
    },
    out,
    graceMs: options.stopGraceMs,
  });

  const servers = await startPlatformServers(config, false, out);
  supervisor.onStop(servers.close);

  await waitForPort(config.apiOrigin, api.exited, () => out(`Waiting for the API on ${config.apiOrigin}...`));

  out('');
  out(`  host           ${displayUrl(servers.hostUrl)}`);
  out(`  remotes        ${displayUrl(servers.hostUrl)}/remotes/<name>/ (every released remote)`);
  out(`  api            ${config.apiOrigin} (also at ${displayUrl(servers.hostUrl)}/api)`);
  const metricsPort = options.env.METRICS_PORT ?? String(DEFAULT_METRICS_PORT);
  if (metricsPort !== '0' && metricsPort !== '') out(`  metrics        http://${apiUrl.hostname}:${metricsPort}/metrics`);
  out(`  replies (SMTP) 127.0.0.1:${options.env.INBOUND_SMTP_PORT ?? config.mail.inboundPort}`);
  if (mail !== undefined) out(`  mail catcher   ${mail.webUrl} (every e-mail sent, raw source included)`);
  out(`  releases       ${config.releasesDir}`);
  out('');
  out(`Platform ready at ${displayUrl(servers.hostUrl)}`);
  return { apiExited: api.exited };
}

/**
 * Runs `npm start` until Ctrl-C or SIGTERM (or until the API dies), then stops every child process
 * group and server before exiting. Resolves with the process exit status.
 */
export async function runPlatformUntilStopped(options: StartOptions): Promise<number> {
  const supervisor = new Supervisor();
  let signalled: NodeJS.Signals | undefined;
  const stopped = new Promise<NodeJS.Signals>((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      signalled = signal;
      resolve(signal);
    };
    process.once('SIGINT', onSignal);
    process.once('SIGTERM', onSignal);
  });
  const shutdown = async (reason: string, status: number): Promise<number> => {
    options.out(reason);
    await supervisor.stopAll();
    options.out('Platform stopped.');
    return status;
  };

  const starting = startPlatform(options, supervisor);
  const first = await Promise.race([
    starting.then((running) => ({ kind: 'running' as const, running }), (error: unknown) => ({ kind: 'failed' as const, error })),
    stopped.then((signal) => ({ kind: 'signal' as const, signal })),
  ]);
  if (first.kind === 'signal') {
    const status = await shutdown(`${first.signal}: stopping the platform...`, 0);
    await starting.catch(() => undefined);
    return status;
  }
  if (first.kind === 'failed') {
    if (signalled) return shutdown(`${signalled}: stopping the platform...`, 0);
    const message = first.error instanceof Error ? first.error.message : String(first.error);
    return shutdown(`Could not start the platform: ${message}`, 1);
  }
  const end = await Promise.race([
    stopped.then((signal) => ({ kind: 'signal' as const, signal })),
    first.running.apiExited.then((status) => ({ kind: 'api' as const, status })),
  ]);
  return end.kind === 'signal'
    ? shutdown(`${end.signal}: stopping the platform...`, 0)
    : shutdown(`The API exited (${end.status}): stopping the platform.`, 1);
}
