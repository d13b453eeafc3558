import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import {
  ASSET_RULE,
  buildConstants,
  CopyFile,
  createRemoteConfig,
  cssRule,
  federationPlugin,
  presetAliases,
  presetOptimization,
  presetOutput,
  productionPlugins,
  typeScriptRule,
} from '@platform/remote-kit';
import { EmitPageShell } from './emit-page-shell';
import { PreloadStartupChunks } from './preload-startup-chunks';
import { loadsAtStartup } from './startup-chunks';
import type { AppFederationConfig, BuildOptions } from './types';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Where `npm run build:monolith` writes the host built without federation. */
export const MONOLITH_DIST = path.join(REPO_ROOT, 'dist-monolith');

const MONOLITH_DIR = path.join(__dirname, '..', 'monolith');

/**
 * A plain script the page must run before first paint (the theme boot), emitted verbatim under a
 * content-hashed name so it caches forever and needs no inline script (the CSP forbids those).
 */
const PALETTES_PLACEHOLDER = '/* __THEME_PALETTES__ */ {}';

/**
 * The host's blocking head script with the theme palettes written in from their one source,
 * `src/features/theme/theme-palettes.json` (which the app's TypeScript imports too).
 */
function themeBootSource(appDir: string): string {
  const script = fs.readFileSync(path.join(appDir, 'src', 'theme-boot.js'), 'utf8');
  if (!script.includes(PALETTES_PLACEHOLDER)) throw new Error(`${appDir}/src/theme-boot.js: no "${PALETTES_PLACEHOLDER}" to fill in`);
  const palettes: unknown = JSON.parse(fs.readFileSync(path.join(appDir, 'src', 'features', 'theme', 'theme-palettes.json'), 'utf8'));
  return script.replace(PALETTES_PLACEHOLDER, JSON.stringify(palettes));
}

function emitHeadScript(fileName: string, source: string): { url: string; plugin: webpack.WebpackPluginInstance } {
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
  const name = `${path.basename(fileName, '.js')}.${hash}.js`;
  return {
    url: `/${name}`,
    plugin: {
      apply(compiler: webpack.Compiler) {
        compiler.hooks.thisCompilation.tap('EmitHeadScript', (compilation) => {
          compilation.hooks.processAssets.tap({ name: 'EmitHeadScript', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
            compilation.emitAsset(name, new webpack.sources.RawSource(source));
          });
        });
      },
    },
  };
}

/**
 * The host provides every shared module to the page and needs all of them for its first screen,
 * but the federation plugin gives each one a chunk of its own (one async block per provided
 * module): twelve files where the monolith, split by webpack's defaults, has one vendor chunk.
 * Over HTTP/1.1 (six connections an origin) they queue behind each other: measured, the shell
 * started 230 ms later on /search (bench, Slow 4G). Grouped, they are two files, the third-party
 * libraries and the platform's own `@platform/shared` (kept apart: the budgets count it as app
 * code); loading one shared module loads its whole group, so a group holds only what the host's
 * startup loads anyway (`loadsAtStartup`): a shared module that only lazy pages import (the forms,
 * react-hook-form behind them) keeps a chunk of its own, loaded with the first page that needs it.
 * Remotes keep the default: their fallbacks load one by one, and only when the host does not
 * provide a module.
 */
const SHARED_DIR = path.join(REPO_ROOT, 'shared', path.sep);
const CONTRACT_DIR = path.join(REPO_ROOT, 'contract', path.sep);
/** A module of `@platform/shared` only ever imported with `import()` (`*.lazy.tsx`): its own chunk, loaded when needed. */
const LAZY_MODULE = /\.lazy\.[jt]sx?$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

/** Whether a module sits in a chunk with `@platform/shared`'s own modules (which need it). */
function besideShared(module: webpack.Module, chunkGraph: webpack.ChunkGraph): boolean {
  return [...chunkGraph.getModuleChunksIterable(module)].some((chunk) =>
    [...chunkGraph.getChunkModulesIterable(chunk)].some((other) => (other.nameForCondition() ?? '').startsWith(SHARED_DIR)),
  );
}

/**
 * Whether a module of the host's build is only ever imported with `import()`: named so
 * (`*.lazy.tsx`), or with no other import (`call()`, which `@platform/shared` loads for its own calls).
 */
function importedLazily(module: webpack.Module, moduleGraph: webpack.ModuleGraph): boolean {
  if (LAZY_MODULE.test(module.nameForCondition() ?? '')) return true;
  const imports = [...moduleGraph.getIncomingConnections(module)];
  return imports.length > 0 && imports.every((connection) => connection.dependency?.type === 'import()');
}

const HOST_SPLIT_CHUNKS: NonNullable<webpack.Configuration['optimization']>['splitChunks'] = {
  cacheGroups: {
    sharedLibraries: {
      test: (module: webpack.Module, { chunkGraph }: { chunkGraph: webpack.ChunkGraph }) =>
        NODE_MODULES.test(module.nameForCondition() ?? '') && loadsAtStartup(module, chunkGraph),
      chunks: 'async',
      name: 'shared-libraries',
      enforce: true,
      priority: 20,
    },
    platformShared: {
      // `@platform/shared` and the part of `@platform/contract` it needs (the contract is bundled,
      // not shared: `sharedModules` of @platform/remote-kit). A contract module only the host's own
      // code needs stays with that code: in a lazy page's chunk when only lazy pages need it.
      test: (module: webpack.Module, { chunkGraph, moduleGraph }: { chunkGraph: webpack.ChunkGraph; moduleGraph: webpack.ModuleGraph }) => {
        const name = module.nameForCondition() ?? '';
        if (importedLazily(module, moduleGraph) || !loadsAtStartup(module, chunkGraph)) return false;
        return name.startsWith(SHARED_DIR) || (name.startsWith(CONTRACT_DIR) && besideShared(module, chunkGraph));
      },
      chunks: 'async',
      name: 'platform-shared',
      enforce: true,
      priority: 10,
    },
  },
};

/** What html-webpack-plugin's `minify: 'auto'` does in production (its documented defaults). */
const HTML_MINIFY = {
  collapseWhitespace: true,
  keepClosingSlash: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
};

/**
 * The one webpack configuration of the platform. The remotes build with the preset of
 * `@platform/remote-kit`, the one a team outside this repository builds with; the host adds its
 * own page (index.html, theme boot, grouped startup chunks) and the monolith to the same parts,
 * so a change to sharing, hashing or compression reaches all of them at once.
 */
export function createWebpackConfig(app: AppFederationConfig, options: BuildOptions): webpack.Configuration {
  const appDir = path.join(REPO_ROOT, app.app);
  if (options.monolith && app.kind !== 'host') throw new Error(`${app.app}: only the host builds as a monolith`);
  if (app.kind === 'remote') return createRemoteConfig(app, appDir, options);
  const production = options.mode === 'production';
  const monolith = options.monolith === true;

  const plugins: webpack.WebpackPluginInstance[] = [buildConstants(app, options.buildId)];
  if (!monolith) plugins.push(federationPlugin(app, appDir, false));
  const themeBoot = emitHeadScript('theme-boot.js', themeBootSource(appDir));
  plugins.push(themeBoot.plugin);
  const favicon = path.join(appDir, 'src', 'favicon.svg');
  if (fs.existsSync(favicon)) plugins.push(new CopyFile(favicon, 'favicon.svg'));
  plugins.push(
    new HtmlWebpackPlugin({
      template: path.join(appDir, 'src', 'index.html'),
      // In <head> (deferred, so still run after parsing): main.js is requested first, ahead of
      // the startup chunks preloaded after it, and starts the federation runtime meanwhile.
      scriptLoading: 'defer',
      inject: 'head',
      themeBoot: themeBoot.url,
      // html-webpack-plugin's production minification, keeping the page-head markers: a server
      // puts a public page's own head between them (docs/architecture.md#server-rendered-heads).
      minify: production ? { ...HTML_MINIFY, ignoreCustomComments: [/^\s*\/?page-head\s*$/] } : false,
    }),
    new EmitPageShell(),
  );
  if (production) plugins.push(new PreloadStartupChunks(), ...productionPlugins());

  return {
    name: app.app,
    mode: options.mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: presetOutput(app, options.outputPath ?? (monolith ? MONOLITH_DIST : path.join(appDir, 'dist')), options.buildId),
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        ...presetAliases(appDir, production),
        // The monolith keeps the host's remote loader unchanged; only the runtime it calls is swapped
        // for one that imports the remotes' exposed modules from source.
        ...(monolith ? { '@module-federation/enhanced/runtime$': path.join(MONOLITH_DIR, 'static-runtime.ts') } : {}),
      },
    },
    module: {
      rules: [
        typeScriptRule(appDir),
        cssRule(production),
        ASSET_RULE,
        ...(monolith
          ? [{ test: path.join(MONOLITH_DIR, 'exposed-modules.ts'), enforce: 'pre' as const, loader: path.join(MONOLITH_DIR, 'exposed-modules-loader.ts') }]
          : []),
      ],
    },
    optimization: {
      ...presetOptimization(production),
      ...(!monolith && production ? { splitChunks: HOST_SPLIT_CHUNKS } : {}),
    },
    performance: { hints: false },
    plugins,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
