/**
 * `npm run dev -w <app>`: a development server for one app. A remote boots standalone in a
 * minimal harness (real API through the proxy); the host runs against the platform started by
 * `npm start` for its manifest and remotes.
 */
import './require-node';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { isApp, loadAppConfig, newBuildId } from '../build/apps';
import { createWebpackConfig } from '../webpack/create-config';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
const HOST_ORIGIN = process.env.HOST_ORIGIN ?? 'http://127.0.0.1:8080';

async function main(): Promise<void> {
  const app = process.argv[2] ?? '';
  if (!isApp(app)) {
    console.error(`Usage: dev <app>; unknown app "${app}"`);
    process.exit(2);
  }
  const federation = loadAppConfig(app);
  const config = createWebpackConfig(federation, { mode: 'development', buildId: `dev-${newBuildId()}`, standalone: true });
  const proxy =
    federation.kind === 'host'
      ? [
          { context: ['/api'], target: API_ORIGIN },
          // The manifest and every remote's released files (`/remotes/<name>/`) come from the running platform.
          { context: ['/remotes.json', '/version.json', '/remotes/'], target: HOST_ORIGIN },
        ]
      : [{ context: ['/api'], target: API_ORIGIN }];
  const server = new WebpackDevServer(
    {
      host: '127.0.0.1',
      port: federation.devPort,
      hot: false,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy,
    },
    webpack(config),
  );
  await server.start();
  console.log(`${app}: dev server at http://127.0.0.1:${federation.devPort}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
