/**
 * Child process of the build rows: `tsx bench/src/builds/build-one.ts <app> <outDir>` builds one
 * app for production into `outDir` (never `<app>/dist`) and prints the result as JSON on its last line.
 */
import { isApp } from '../../../tooling/src/build/apps';
import { buildApp } from '../../../tooling/src/build/build-app';

async function main(): Promise<void> {
  const [app, outputPath] = process.argv.slice(2);
  if (!app || !isApp(app) || !outputPath) throw new Error('usage: build-one.ts <app> <outDir>');
  const result = await buildApp(app, { outputPath });
  process.stdout.write(`${JSON.stringify({ app, buildId: result.buildId, seconds: result.seconds })}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
