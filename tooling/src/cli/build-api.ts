import './require-node';
import { relative, resolve } from 'node:path';
import { bundleApi, DEFAULT_API_DIST } from '../build/api/bundle-api';
import { REPOSITORY_ROOT } from '../config/env';

/** `npm run build:api [-- <out dir>]`: compiles the API, worker and tools to `api/dist` (or the folder named). */
async function main(): Promise<void> {
  const target = process.argv[2];
  const outDir = target === undefined ? DEFAULT_API_DIST : resolve(process.env.INIT_CWD ?? process.cwd(), target);
  const bundle = await bundleApi(outDir);
  const files = Object.keys(bundle.metafile.outputs).filter((file) => file.endsWith('.js'));
  console.log(`Built ${files.length} bundles into ${relative(REPOSITORY_ROOT, outDir)}/ in ${Math.round(bundle.durationMs)} ms; start the API with: node --enable-source-maps ${relative(REPOSITORY_ROOT, outDir)}/main.js`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
