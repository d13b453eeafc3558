/**
 * `npm run build [-- <app>...]`: production builds, one app at a time (2 cores: webpack already
 * uses both). Without arguments every app is built.
 */
import './require-node';
import { APPS, type App, isApp } from '../build/apps';
import { buildApp } from '../build/build-app';

async function main(): Promise<void> {
  const requested = process.argv.slice(2).filter((arg) => arg !== 'all');
  const unknown = requested.filter((arg) => !isApp(arg));
  if (unknown.length > 0) {
    console.error(`Unknown app: ${unknown.join(', ')}. Apps: ${APPS.join(', ')}`);
    process.exit(2);
  }
  const apps: readonly App[] = requested.length > 0 ? requested.filter(isApp) : APPS;
  for (const app of apps) {
    const result = await buildApp(app);
    const gzip = result.assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);
    console.log(`${app}: built ${result.buildId} in ${result.seconds.toFixed(1)} s (${(gzip / 1024).toFixed(1)} KiB gzip JS/CSS)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
