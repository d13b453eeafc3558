/**
 * `npm run build:monolith`: the host with every remote bundled in statically (no Module Federation)
 * into `dist-monolith/`, for the federated-vs-monolith comparison of `npm run bench`. Never deployed.
 */
import './require-node';
import path from 'node:path';
import { buildApp } from '../build/build-app';
import { MONOLITH_DIST, REPO_ROOT } from '../webpack/create-config';

async function main(): Promise<void> {
  const outArg = process.argv.slice(2).find((arg) => arg.startsWith('--out='));
  const outputPath = outArg ? path.resolve(outArg.slice('--out='.length)) : MONOLITH_DIST;
  const result = await buildApp('host', { monolith: true, outputPath });
  const gzip = result.assets.reduce((sum, asset) => sum + asset.gzipBytes, 0);
  console.log(
    `monolith: built ${result.buildId} in ${result.seconds.toFixed(1)} s into ${path.relative(REPO_ROOT, outputPath)}/ (${(gzip / 1024).toFixed(1)} KiB gzip JS/CSS)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
