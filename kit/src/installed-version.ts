import fs from 'node:fs';
import path from 'node:path';
import { KitError } from './kit-error';

/**
 * The folder of package `pkg` as Node would find it from `fromDir`: the first
 * `node_modules/<pkg>` up the tree. Looked up by hand rather than with `require.resolve`, which
 * fails on packages whose `exports` do not list `./package.json`.
 */
export function installedPackageDir(pkg: string, fromDir: string): string {
  let dir = path.resolve(fromDir);
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new KitError(`${pkg} is not installed (looked in node_modules from ${fromDir} up). Run npm install.`);
    }
    dir = parent;
  }
}

/** The version of package `pkg` as installed for the project at `fromDir`. */
export function installedVersion(pkg: string, fromDir: string): string {
  const file = path.join(installedPackageDir(pkg, fromDir), 'package.json');
  const manifest: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (typeof manifest === 'object' && manifest !== null && 'version' in manifest && typeof manifest.version === 'string') {
    return manifest.version;
  }
  throw new KitError(`${file} has no version`);
}
