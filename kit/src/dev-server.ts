import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { newBuildId } from './build-formats';
import { KitError } from './kit-error';
import { loadProjectRoutes, type RemoteProject } from './load-project';
import { createRemoteConfig } from './webpack-preset';

/** Where the dev server serves the remote's own files when it fronts a platform. */
export const DEV_REMOTE_PATH = '/__remote/';

export interface DevOptions {
  /** Port to listen on; the config's `devPort` by default. */
  port?: number;
  /** Where `/api` goes when the remote runs alone. */
  apiOrigin: string;
  /**
   * A running platform (`https://platform.example.com`): the dev server fronts it, serving its
   * pages with this remote's development build in place of the released one.
   */
  platform?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The platform's `/remotes.json` with this remote pointed at the dev server: the host loads the
 * development build (same origin, so the page's Content-Security-Policy admits it) and builds
 * the area's routes from its current declaration.
 */
export function withDevRemote(manifest: unknown, project: RemoteProject, origin: string, routes: unknown): Record<string, unknown> {
  if (!isRecord(manifest) || !isRecord(manifest.remotes)) {
    throw new KitError('The platform answered /remotes.json with something that is not a remotes manifest.');
  }
  const allowed = Array.isArray(manifest.allowedOrigins) ? manifest.allowedOrigins : undefined;
  return {
    ...manifest,
    ...(allowed ? { allowedOrigins: [...allowed.filter((entry) => entry !== origin), origin] } : {}),
    remotes: {
      ...manifest.remotes,
      [project.config.name]: {
        app: project.config.app,
        version: 'dev',
        entry: `${origin}${DEV_REMOTE_PATH}remoteEntry.js`,
        ...(routes === null ? {} : { routes }),
        history: [],
      },
    },
  };
}

async function serveManifest(platform: string, project: RemoteProject, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
  try {
    const response = await fetch(new URL('/remotes.json', platform));
    if (!response.ok) throw new KitError(`${platform}/remotes.json answered ${response.status}`);
    // Read again on every request: an edit of the declaration shows on the next page load.
    const body = JSON.stringify(withDevRemote(await response.json(), project, origin, loadProjectRoutes(project)));
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(body);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`platform-remote dev: cannot read the platform's /remotes.json: ${message}`);
  }
}

/**
 * Starts the dev server of a remote project. Alone: the app in a page of its own
 * (`src/index.html`), `/api` proxied to `apiOrigin`. With `platform`: the platform's pages,
 * assets and API proxied, and this remote's development build in place of its release.
 */
export async function startDevServer(project: RemoteProject, options: DevOptions): Promise<{ url: string; stop(): Promise<void> }> {
  const port = options.port ?? project.config.devPort;
  const buildId = `dev-${newBuildId()}`;
  const { platform } = options;
  if (!platform) {
    // The page of its own a remote runs in alone.
    for (const file of ['src/index.html', 'src/index.ts']) {
      if (!fs.existsSync(path.join(project.dir, file))) {
        throw new KitError(`${project.config.app}: ${file} is missing, which runs the remote alone (or run dev --platform <url>).`);
      }
    }
  }
  const server = platform
    ? new WebpackDevServer(
        {
          host: '127.0.0.1',
          port,
          hot: false,
          liveReload: false,
          client: false,
          webSocketServer: false,
          devMiddleware: { publicPath: DEV_REMOTE_PATH },
          setupMiddlewares: (middlewares) => [
            { name: 'platform-remotes-json', path: '/remotes.json', middleware: (req: IncomingMessage, res: ServerResponse) => void serveManifest(platform, project, req, res) },
            ...middlewares,
          ],
          proxy: [{ context: (pathname) => !pathname.startsWith(DEV_REMOTE_PATH), target: platform, changeOrigin: true, ws: true }],
        },
        webpack({
          ...createRemoteConfig(project.config, project.dir, { mode: 'development', buildId }),
          // The platform's Content-Security-Policy has no 'unsafe-eval': no eval-based source maps.
          devtool: 'cheap-module-source-map',
        }),
      )
    : new WebpackDevServer(
        {
          host: '127.0.0.1',
          port,
          hot: false,
          historyApiFallback: true,
          headers: { 'Access-Control-Allow-Origin': '*' },
          proxy: [{ context: ['/api'], target: options.apiOrigin }],
        },
        webpack(createRemoteConfig(project.config, project.dir, { mode: 'development', buildId, standalone: true })),
      );
  await server.start();
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.stop() };
}
