/**
 * `npm run sdk:pack -- <dir>`: builds @platform/contract, @platform/shared and
 * @platform/remote-kit and writes their tarballs into `<dir>`, ready for `npm publish <tarball>`
 * to the company's registry (docs/adding-a-remote.md, "A team in its own repository").
 */
import './require-node';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { buildSdkPackage, packSdkPackage, SDK_PACKAGES } from '../sdk/sdk-packages';

async function main(): Promise<void> {
  const [target, ...extra] = process.argv.slice(2);
  if (target === undefined || extra.length > 0) {
    console.error('Usage: npm run sdk:pack -- <dir>   (the folder the three tarballs are written to)');
    process.exit(2);
  }
  const destination = path.resolve(process.env.INIT_CWD ?? process.cwd(), target);
  await mkdir(destination, { recursive: true });
  for (const name of SDK_PACKAGES) {
    await buildSdkPackage(name);
    console.log(`packed ${path.relative(process.cwd(), await packSdkPackage(name, destination))}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
