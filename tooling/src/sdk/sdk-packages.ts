import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT } from '../webpack/create-config';

const run = promisify(execFile);

/**
 * The packages a team outside this repository builds a remote with. Inside the repository they
 * are workspaces whose `exports` point at their TypeScript sources (webpack, Jest, tsx and tsc
 * read those as they are); `sdk:pack` builds each one into its `dist/` and packs it with the
 * fields of its `publishConfig` in place of the in-repo ones (the way pnpm and yarn publish), so
 * the tarball holds JavaScript and declarations only.
 */
export const SDK_PACKAGES = ['contract', 'shared', 'kit'] as const;
export type SdkPackage = (typeof SDK_PACKAGES)[number];

/** Files the builds copy beside the JavaScript: styles, messages, images the modules import. */
const ASSET = /\.(css|json|svg|png|woff2?)$/;
const TEST = /\.test\.tsx?$/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Keeps every module its own file and writes its relative imports out in full (`./ui` →
 * `./ui/index.js`): the published package is `"type": "module"`, where bundlers and Node require
 * full specifiers. Styles and other assets keep their names.
 */
const ownFilePerModule: Plugin = {
  name: 'own-file-per-module',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      const base = path.resolve(args.resolveDir, args.path);
      for (const [suffix, written] of [
        ['.ts', '.js'],
        ['.tsx', '.js'],
        ['/index.ts', '/index.js'],
        ['/index.tsx', '/index.js'],
      ] as const) {
        if (existsSync(base + suffix)) return { path: args.path + written, external: true };
      }
      if (existsSync(base)) return { path: args.path, external: true };
      return { errors: [{ text: `${args.path} (imported by ${args.importer}) does not exist` }] };
    });
  },
};

/** Type declarations of a package into its `dist/` (`tsconfig.build.json`). */
async function declarations(dir: string): Promise<void> {
  const tsc = path.join(REPO_ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    await run(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.build.json')], { cwd: REPO_ROOT });
  } catch (error) {
    const output = typeof error === 'object' && error !== null && 'stdout' in error ? String(error.stdout) : String(error);
    throw new Error(`${path.basename(dir)}: tsc could not write the declarations:\n${output}`, { cause: error });
  }
}

/**
 * Builds one package into `<package>/dist`:
 * - the contract: one ES module (Node loads it as well as bundlers: the kit's build reads route
 *   declarations in Node), its dependencies left to the installer;
 * - shared: each source file as an ES module beside its styles and messages, so a remote's
 *   bundler tree-shakes the UI kit and hashes its CSS modules as it does the app's;
 * - the kit: one CommonJS module for the library and one for the command line.
 */
export async function buildSdkPackage(name: SdkPackage): Promise<void> {
  const dir = path.join(REPO_ROOT, name);
  const dist = path.join(dir, 'dist');
  await rm(dist, { recursive: true, force: true });
  const common = { absWorkingDir: dir, outdir: dist, target: 'es2022', logLevel: 'error' as const, legalComments: 'none' as const };
  if (name === 'contract') {
    await build({ ...common, entryPoints: { index: 'src/index.ts' }, bundle: true, format: 'esm', platform: 'neutral', packages: 'external' });
  } else if (name === 'kit') {
    await build({
      ...common,
      entryPoints: { index: 'src/index.ts', cli: 'src/cli/main.ts' },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node24',
      packages: 'external',
    });
  } else {
    const files = [...(await sourceFiles(path.join(dir, 'src'))), ...['router.ts', 'call.ts', 'charts.ts', 'forms.ts', 'standalone.ts', 'react-i18next.ts', 'testing.ts'].map((file) => path.join(dir, file))];
    const code = files.filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !TEST.test(file));
    await build({
      ...common,
      entryPoints: code,
      outbase: dir,
      bundle: true,
      packages: 'external',
      plugins: [ownFilePerModule],
      format: 'esm',
      jsx: 'automatic',
    });
    for (const file of files.filter((candidate) => ASSET.test(candidate))) {
      await cp(file, path.join(dist, path.relative(dir, file)));
    }
  }
  await declarations(dir);
}

type Manifest = Record<string, unknown>;

function isManifest(value: unknown): value is Manifest {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The `package.json` that ships: `publishConfig`'s fields in place of the in-repo ones, without
 * `private` (the in-repo folder stays unpublishable: only this built copy is meant for a registry).
 */
export function publishedManifest(manifest: Manifest): Manifest {
  const { private: _private, publishConfig, scripts: _scripts, ...rest } = manifest;
  if (!isManifest(publishConfig)) throw new Error(`${String(manifest.name)}: package.json has no publishConfig to publish with`);
  return { ...rest, ...publishConfig };
}

/** Packs a built package into `destination`; returns the tarball's path. */
export async function packSdkPackage(name: SdkPackage, destination: string): Promise<string> {
  const dir = path.join(REPO_ROOT, name);
  const manifest: unknown = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  if (!isManifest(manifest)) throw new Error(`${name}/package.json is not an object`);
  const published = publishedManifest(manifest);
  const stage = path.join(destination, `.stage-${name}`);
  await rm(stage, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  try {
    const files = Array.isArray(published.files) ? published.files.filter((file): file is string => typeof file === 'string') : [];
    for (const file of files) await cp(path.join(dir, file), path.join(stage, file), { recursive: true });
    await writeFile(path.join(stage, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
    const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', destination], { cwd: stage });
    const packed: unknown = JSON.parse(stdout);
    const filename = Array.isArray(packed) && isManifest(packed[0]) ? packed[0].filename : undefined;
    if (typeof filename !== 'string') throw new Error(`npm pack of ${name} printed no file name`);
    return path.join(destination, filename);
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
