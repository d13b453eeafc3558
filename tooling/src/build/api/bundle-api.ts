import { cpSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { build, type Metafile, type Plugin } from 'esbuild';
import { REPOSITORY_ROOT } from '../../config/env';

/** The API workspace. */
export const API_DIR = join(REPOSITORY_ROOT, 'api');

/** Where `npm run build:api` writes the bundle (the Dockerfile copies this folder). */
export const DEFAULT_API_DIST = join(API_DIR, 'dist');

/**
 * The programs of the compiled API, each a bundle `<dist>/<name>.js` run with plain `node`
 * (`node <dist>/main.js`): the API, the background worker, the command-line tools and the embedded
 * database server the API forks when `DATABASE_URL` is unset.
 */
export const API_ENTRIES = {
  main: 'src/main.ts',
  worker: 'src/cli/worker.ts',
  migrate: 'src/cli/migrate.ts',
  jobs: 'src/cli/jobs.ts',
  outbox: 'src/cli/outbox.ts',
  alerts: 'src/cli/alerts.ts',
  operators: 'src/cli/operators.ts',
  import: 'src/cli/import.ts',
  seed: 'src/cli/seed.ts',
  'embedded-server': 'src/db/embedded-server-process.ts',
  // A worker thread of the API (the CV file reader's pool), not a program of its own.
  'cv-file-reader': 'src/modules/cv/intake/file-reader-thread.ts',
} as const;

export type ApiEntry = keyof typeof API_ENTRIES;

/**
 * Modules the entries load with `import()` only when needed, bundled apart so an entry that never
 * needs them never reads them: the demo data and its generator (faker) load only when the API
 * starts in demo mode (`api/src/main.ts`).
 */
const LAZY_BUNDLES: Record<string, string> = { 'demo-data': 'src/seed/index.ts' };

/** Files the API reads at run time, copied beside the bundle (see `api/src/runtime-files.ts`). */
const RUNTIME_FILES: ReadonlyArray<{ from: string; to: string; only?: RegExp }> = [
  { from: 'migrations', to: 'migrations', only: /\.sql$/ },
  { from: 'src/modules/education/content', to: 'education', only: /\.md$/ },
];

const RESOLVING = Symbol('resolving');

/**
 * npm packages stay external (required from `node_modules` at run time: PGlite finds its WebAssembly
 * files beside its own code, and a production install has them); the workspace contract is
 * TypeScript, so it is compiled into the bundle. A dynamic import of a lazy module becomes a
 * `require` of its own bundle.
 */
function apiResolution(lazy: ReadonlyMap<string, string>): Plugin {
  return {
    name: 'api-resolution',
    setup(builder) {
      builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@platform/') ? undefined : { path: args.path, external: true }));
      builder.onResolve({ filter: /^\./ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === RESOLVING) return undefined;
        const resolved = await builder.resolve(args.path, { resolveDir: args.resolveDir, importer: args.importer, kind: args.kind, pluginData: RESOLVING });
        const name = lazy.get(resolved.path);
        return name === undefined ? undefined : { path: `./${name}.js`, external: true };
      });
    },
  };
}

export interface ApiBundle {
  outDir: string;
  /** What each output file is made of and imports (esbuild's metafile, paths relative to the repository). */
  metafile: Metafile;
  durationMs: number;
}

/**
 * The npm packages an output file of the bundle loads at run time (`require`, `import()`; not a
 * `require.resolve`, which only names a file: the sources' tsx, never reached in the bundle).
 */
export function externalPackagesOf(bundle: ApiBundle, file: string): string[] {
  const output = bundle.metafile.outputs[relative(REPOSITORY_ROOT, join(bundle.outDir, file))];
  if (output === undefined) throw new Error(`The API bundle has no ${file}.`);
  return output.imports
    .filter((item) => item.external && item.kind !== 'require-resolve' && !item.path.startsWith('node:') && !item.path.startsWith('./'))
    .map((item) => item.path);
}

/**
 * Compiles the API into `outDir` (emptied first): one CommonJS bundle per program, with source
 * maps, plus the files it reads at run time. `outDir` must be inside `api/` (default `api/dist`)
 * so the bundle finds the workspace's `node_modules`.
 */
export async function bundleApi(outDir: string = DEFAULT_API_DIST): Promise<ApiBundle> {
  if (relative(API_DIR, outDir).startsWith('..')) throw new Error(`The API bundle must be written inside ${API_DIR} (its node_modules), not ${outDir}.`);
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  const lazy = new Map(Object.entries(LAZY_BUNDLES).map(([name, source]) => [join(API_DIR, source), name]));
  const entryPoints = { ...API_ENTRIES, ...LAZY_BUNDLES };
  const result = await build({
    absWorkingDir: REPOSITORY_ROOT,
    entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, source]) => [name, join(API_DIR, source)])),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [apiResolution(lazy)],
  });
  for (const { from, to, only } of RUNTIME_FILES) {
    cpSync(join(API_DIR, from), join(outDir, to), {
      recursive: true,
      filter: (source) => only === undefined || statSync(source).isDirectory() || only.test(source),
    });
  }
  return { outDir, metafile: result.metafile, durationMs: performance.now() - started };
}

/** A program to run: the executable and its arguments (as `spawn` takes them). */
export interface CommandLine {
  command: string;
  args: string[];
}

/**
 * The command that starts a compiled program of the API with plain `node`, e.g.
 * `compiledApiCommand('main')` → `node --enable-source-maps api/dist/main.js` (stack traces name
 * the TypeScript sources). Run `bundleApi(distDir)` (`npm run build:api`) first. Every supervisor
 * (tests, the topology, `npm start`) starts the compiled API and worker through this.
 */
export function compiledApiCommand(entry: ApiEntry = 'main', distDir: string = DEFAULT_API_DIST): CommandLine {
  return { command: process.execPath, args: ['--enable-source-maps', join(distDir, `${entry}.js`)] };
}
