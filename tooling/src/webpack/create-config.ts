import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { PreloadStartupChunks } from './preload-startup-chunks';
import { sharedModules } from './shared-modules';
import type { AppFederationConfig, BuildOptions } from './types';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Where `npm run build:monolith` writes the host built without federation. */
export const MONOLITH_DIST = path.join(REPO_ROOT, 'dist-monolith');

const MONOLITH_DIR = path.join(__dirname, '..', 'monolith');

const INJECT_RUNTIME_PLUGIN_ESM = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/** Text assets worth precompressing; the static servers pick `.br` or `.gz` by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * A plain script the page must run before first paint (the theme boot), emitted verbatim under a
 * content-hashed name so it caches forever and needs no inline script (the CSP forbids those).
 */
function emitHeadScript(file: string): { url: string; plugin: webpack.WebpackPluginInstance } {
  const source = fs.readFileSync(file);
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 8);
  const name = `${path.basename(file, '.js')}.${hash}.js`;
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

/** Emits a file as it is under a fixed name (the favicon, linked from index.html). */
class CopyFile {
  constructor(
    private readonly source: string,
    private readonly name: string,
  ) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('CopyFile', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyFile', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.name, new webpack.sources.RawSource(fs.readFileSync(this.source)));
      });
    });
  }
}

/**
 * The host provides every shared module to the page and needs all of them for its first screen,
 * but the federation plugin gives each one a chunk of its own (one async block per provided
 * module): twelve files where the monolith, split by webpack's defaults, has one vendor chunk.
 * Over HTTP/1.1 (six connections an origin) they queue behind each other: measured, the shell
 * started 230 ms later on /search (bench, Slow 4G). Grouped, they are two files, the third-party
 * libraries and the platform's own `@platform/shared` (kept apart: the budgets count it as app
 * code); loading one shared module loads its whole group, which the host's startup does anyway.
 * Remotes keep the default: their fallbacks load one by one, and only when the host does not
 * provide a module.
 */
const PLATFORM_DIRS = [path.join(REPO_ROOT, 'shared', path.sep), path.join(REPO_ROOT, 'contract', path.sep)];

const HOST_SPLIT_CHUNKS: NonNullable<webpack.Configuration['optimization']>['splitChunks'] = {
  cacheGroups: {
    sharedLibraries: {
      test: /[\\/]node_modules[\\/]/,
      chunks: 'async',
      name: 'shared-libraries',
      enforce: true,
      priority: 20,
    },
    platformShared: {
      // `@platform/shared` and the part of `@platform/contract` it imports (the contract is bundled,
      // not shared: tooling/src/webpack/shared-modules.ts).
      test: (module: webpack.Module) => PLATFORM_DIRS.some((dir) => module.nameForCondition()?.startsWith(dir) === true),
      chunks: 'async',
      name: 'platform-shared',
      enforce: true,
      priority: 10,
    },
  },
};

/**
 * The one webpack configuration of the platform. Every app (host and remotes) builds with it,
 * so a change to sharing, hashing or compression reaches all of them at once.
 */
export function createWebpackConfig(app: AppFederationConfig, options: BuildOptions): webpack.Configuration {
  const appDir = path.join(REPO_ROOT, app.app);
  const production = options.mode === 'production';
  const standalone = options.standalone === true && app.kind === 'remote';
  if (options.monolith && app.kind !== 'host') throw new Error(`${app.app}: only the host builds as a monolith`);
  const monolith = options.monolith === true;
  // A distinct uniqueName per build keeps two versions of one remote from sharing the chunk-loading
  // global when the host falls back from a broken version to an earlier one in the same page.
  const uniqueName = `${app.name}_${options.buildId.replace(/[^A-Za-z0-9_]/g, '_')}`;

  const plugins: webpack.WebpackPluginInstance[] = [
    new webpack.DefinePlugin({
      'process.env.BUILD_ID': JSON.stringify(options.buildId),
      'process.env.APP_NAME': JSON.stringify(app.app),
    }),
  ];
  if (!monolith) {
    plugins.push(
      new ModuleFederationPlugin({
        name: app.name,
        filename: app.kind === 'remote' ? 'remoteEntry.js' : undefined,
        exposes: app.kind === 'remote' ? app.exposes : undefined,
        // The host learns its remotes at runtime from /remotes.json: none are baked into the build.
        remotes: {},
        shared: sharedModules(),
        manifest: app.kind === 'remote',
        // The contract is typed once in `shared/`; generated remote types would add ~10 s per build.
        dts: false,
        experiments: {
          // One copy of the federation runtime per page: the host provides it and the remotes use
          // it (~27 KiB gzip less per remote). A standalone remote has no host and keeps its own.
          ...(app.kind === 'host' ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
          // Remote entries are plain remoteEntry.js files, so the manifest-snapshot machinery and
          // the Node.js loading paths of the runtime are dead weight in a browser page.
          optimization: { disableSnapshot: true, target: 'web' },
        },
      }),
    );
  }
  if (app.kind === 'host' || standalone) {
    const themeBoot = app.kind === 'host' ? emitHeadScript(path.join(appDir, 'src', 'theme-boot.js')) : null;
    if (themeBoot) plugins.push(themeBoot.plugin);
    const favicon = path.join(appDir, 'src', 'favicon.svg');
    if (fs.existsSync(favicon)) plugins.push(new CopyFile(favicon, 'favicon.svg'));
    plugins.push(
      new HtmlWebpackPlugin({
        template: path.join(appDir, 'src', 'index.html'),
        // In <head> (deferred, so still run after parsing): main.js is requested first, ahead of
        // the startup chunks preloaded after it, and starts the federation runtime meanwhile.
        scriptLoading: 'defer',
        inject: 'head',
        themeBoot: themeBoot?.url ?? '',
      }),
    );
    if (production) plugins.push(new PreloadStartupChunks());
  }
  if (production) {
    plugins.push(
      // Styles ship as CSS files, loaded beside the chunk that needs them, not as strings in the
      // JavaScript that inject <style> tags at run time: the browser parses them in parallel and
      // the scripts carry only code (CSS modules were ~45 % of the host's own JavaScript). Class
      // names are hashed per module, so the order of two chunks' files does not matter.
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css', ignoreOrder: true }),
      new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 512, minRatio: 0.9 }),
      new CompressionPlugin({
        test: COMPRESSIBLE,
        algorithm: 'brotliCompress',
        filename: '[path][base].br',
        threshold: 512,
        minRatio: 0.9,
      }),
    );
  }

  return {
    name: app.app,
    mode: options.mode,
    context: appDir,
    // A federated remote is entered through its container (remoteEntry.js) only; its own
    // `src/index.ts` boots it standalone for the team's dev server.
    entry: app.kind === 'host' || standalone ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: options.outputPath ?? (monolith ? MONOLITH_DIST : path.join(appDir, 'dist')),
      // Entry names stay plain (the federation runtime cannot hash them); the release folder is
      // what makes them immutable. Lazy chunks carry a content hash.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: app.kind === 'remote' ? 'auto' : '/',
      uniqueName,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports point at its development build whatever the mode; its
      // production build (no dev warnings, ~40 % smaller) sits beside it.
      alias: {
        ...(production
          ? {
              'react-router$': path.join(REPO_ROOT, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(REPO_ROOT, 'node_modules/react-router/dist/production/dom-export.mjs'),
            }
          : {}),
        // The plugin that hands the host's federation runtime to the remotes is injected as CommonJS,
        // which pulls the runtime's CommonJS build in beside the ESM one the bundler runtime imports:
        // the same runtime twice (~20 KiB gzip). Its ESM build keeps one copy.
        [require.resolve('@module-federation/inject-external-runtime-core-plugin')]: INJECT_RUNTIME_PLUGIN_ESM,
        // The monolith keeps the host's remote loader unchanged; only the runtime it calls is swapped
        // for one that imports the remotes' exposed modules from source.
        ...(monolith ? { '@module-federation/enhanced/runtime$': path.join(MONOLITH_DIR, 'static-runtime.ts') } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'ts-loader',
          // Types are checked once for the whole repo by `npm run typecheck`; here only transpile.
          options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
        },
        {
          test: /\.css$/,
          use: [
            // The dev servers keep style-loader: it hot-swaps styles without a reload.
            production ? MiniCssExtractPlugin.loader : 'style-loader',
            {
              loader: 'css-loader',
              options: {
                modules: {
                  auto: true,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]__[hash:base64:4]',
                },
              },
            },
          ],
        },
        { test: /\.(png|svg|woff2?)$/, type: 'asset' },
        ...(monolith
          ? [{ test: path.join(MONOLITH_DIR, 'exposed-modules.ts'), enforce: 'pre' as const, loader: path.join(MONOLITH_DIR, 'exposed-modules-loader.ts') }]
          : []),
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      ...(app.kind === 'host' && !monolith && production ? { splitChunks: HOST_SPLIT_CHUNKS } : {}),
    },
    performance: { hints: false },
    plugins,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
