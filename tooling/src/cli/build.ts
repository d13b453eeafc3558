/**
 * `npm run build [-- <app>...]`: production builds, one app at a time (2 cores: webpack already
 * uses both). Without arguments every app is built.
 */
import './require-node';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isAppName } from '@platform/contract';
import { APPS, type App, isApp } from '../build/apps';
import { buildApp } from '../build/build-app';
import { REPO_ROOT } from '../webpack/create-config';

/** Why `arg` names no app of this checkout, in words. */
function unknownAppReason(arg: string): string {
  if (!isAppName(arg)) return `"${arg}" is not an app name (host, or remote-<name> with a lower-case name)`;
  if (!existsSync(path.join(REPO_ROOT, arg))) return `${arg}: there is no folder ${arg}/ in ${REPO_ROOT}`;
  return `${arg}: ${arg}/federation.config.ts is missing. Every app declares itself there (docs/adding-a-remote.md shows a remote's)`;
}

async function main(): Promise<void> {
  const requested = process.argv.slice(2).filter((arg) => arg !== 'all');
  const unknown = requested.filter((arg) => !isApp(arg));
  if (unknown.length > 0) {
    for (const arg of unknown) console.error(unknownAppReason(arg));
    console.error(`Apps: ${APPS.join(', ')}`);
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
