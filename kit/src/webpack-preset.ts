import fs from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { chunkIntegrityPlugins } from './chunk-integrity';
import { installedPackageDir } from './installed-version';
import { sharedModules } from './shared-modules';
import type { AppFederationConfig, BuildOptions } from './types';

const INJECT_RUNTIME_PLUGIN = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const INJECT_RUNTIME_PLUGIN_ESM = path.join(path.dirname(INJECT_RUNTIME_PLUGIN), 'index.js');

/** Text assets worth precompressing; the static servers pick `.br` or `.gz` by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;

/**
 * A distinct uniqueName per build keeps two versions of one remote from sharing the chunk-loading
 * global when the host falls back from a broken version to an earlier one in the same page.
 */
export function uniqueNameOf(app: AppFederationConfig, buildId: string): string {
  return `${app.name}_${buildId.replace(/[^A-Za-z0-9_]/g, '_')}`;
}

/** `process.env.BUILD_ID` and `process.env.APP_NAME` in the app's code. */
export function buildConstants(app: AppFederationConfig, buildId: string): webpack.WebpackPluginInstance {
  return new webpack.DefinePlugin({
    'process.env.BUILD_ID': JSON.stringify(buildId),
    'process.env.APP_NAME': JSON.stringify(app.app),
  });
}

/**
 * The federation plugin every app builds with. A remote is a `remoteEntry.js` container with an
 * `mf-manifest.json` (the release reads its first-load files from it); the host provides the
 * federation runtime and the remotes use it, except a standalone remote, which has no host.
 */
export function federationPlugin(app: AppFederationConfig, appDir: string, standalone: boolean): webpack.WebpackPluginInstance {
  const remote = app.kind === 'remote';
  return new ModuleFederationPlugin({
    name: app.name,
    filename: remote ? 'remoteEntry.js' : undefined,
    exposes: remote ? app.exposes : undefined,
    // The host learns its remotes at runtime from /remotes.json: none are baked into the build.
    remotes: {},
    shared: sharedModules(appDir),
    // The host's copy of a shared module stays the page's copy even before anything loaded it: by
    // default a remote registering the same version of a module nobody has loaded yet replaces the
    // host's (the greater build name wins), so a remote's first form would fetch its own
    // `@platform/shared/forms` and react-hook-form instead of the host's.
    ...(remote ? {} : { shareStrategy: 'loaded-first' as const }),
    manifest: remote,
    // The contract is typed by @platform/contract; generated remote types would add ~10 s per build.
    dts: false,
    experiments: {
      // One copy of the federation runtime per page: the host provides it and the remotes use
      // it (~27 KiB gzip less per remote). A standalone remote has no host and keeps its own.
      ...(app.kind === 'host' ? { provideExternalRuntime: true } : standalone ? {} : { externalRuntime: true }),
      // Remote entries are plain remoteEntry.js files, so the manifest-snapshot machinery and
      // the Node.js loading paths of the runtime are dead weight in a browser page.
      optimization: { disableSnapshot: true, target: 'web' },
    },
  });
}

/**
 * Production styles and precompression. Styles ship as CSS files, loaded beside the chunk that
 * needs them, not as strings in the JavaScript that inject <style> tags at run time: the browser
 * parses them in parallel and the scripts carry only code. Class names are hashed per module, so
 * the order of two chunks' files does not matter.
 */
export function productionPlugins(): webpack.WebpackPluginInstance[] {
  return [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css', ignoreOrder: true }),
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'gzip', filename: '[path][base].gz', threshold: 512, minRatio: 0.9 }),
    new CompressionPlugin({ test: COMPRESSIBLE, algorithm: 'brotliCompress', filename: '[path][base].br', threshold: 512, minRatio: 0.9 }),
  ];
}

/** TypeScript, transpiled only: types are checked by the project's own `tsc`. */
export function typeScriptRule(appDir: string): webpack.RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: require.resolve('ts-loader'),
    options: { transpileOnly: true, configFile: path.join(appDir, 'tsconfig.json') },
  };
}

/**
 * CSS: `*.module.css` files are CSS modules (the UI kit's and the app's), other CSS is global.
 * The dev servers keep style-loader: it hot-swaps styles without a reload.
 */
export function cssRule(production: boolean): webpack.RuleSetRule {
  return {
    test: /\.css$/,
    use: [
      production ? MiniCssExtractPlugin.loader : require.resolve('style-loader'),
      {
        loader: require.resolve('css-loader'),
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
  };
}

/** Images and fonts: inlined when small, files otherwise. */
export const ASSET_RULE: webpack.RuleSetRule = { test: /\.(png|svg|woff2?)$/, type: 'asset' };

/**
 * Aliases every app needs: React Router's production build in production (its package exports
 * point at its development build whatever the mode; the production one has no dev warnings and
 * is ~40 % smaller), and the ESM build of the plugin that hands the host's federation runtime to
 * the remotes (it is injected as CommonJS, which would pull the runtime's CommonJS build in beside
 * the ESM one: the same runtime twice, ~20 KiB gzip).
 */
export function presetAliases(appDir: string, production: boolean): Record<string, string> {
  const routerDir = production ? installedPackageDir('react-router', appDir) : null;
  return {
    ...(routerDir
      ? {
          'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
          'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
        }
      : {}),
    [INJECT_RUNTIME_PLUGIN]: INJECT_RUNTIME_PLUGIN_ESM,
  };
}

/** Minification and stable ids: a file's name changes only when its content does. */
export function presetOptimization(production: boolean): webpack.Configuration['optimization'] {
  return {
    minimize: production,
    minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    moduleIds: 'deterministic',
    chunkIds: 'deterministic',
  };
}

/** Output naming: entries plain (the federation runtime cannot hash them), lazy chunks content-hashed. */
export function presetOutput(app: AppFederationConfig, outputPath: string, buildId: string): webpack.Configuration['output'] {
  return {
    path: outputPath,
    // The release folder is what makes the plain entry names immutable.
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:8].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    publicPath: app.kind === 'remote' ? 'auto' : '/',
    uniqueName: uniqueNameOf(app, buildId),
    clean: true,
  };
}

/** Emits a file as it is under a fixed name (the favicon, linked from index.html). */
export class CopyFile {
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
 * The webpack configuration of a remote: the federated container (`remoteEntry.js`,
 * `mf-manifest.json`), or with `standalone` the app alone in a page of its own (`src/index.html`
 * booting `src/index.ts`) for its team's dev server. The platform's own remotes build with it too.
 */
export function createRemoteConfig(app: AppFederationConfig, appDir: string, options: BuildOptions): webpack.Configuration {
  if (app.kind !== 'remote') throw new Error(`${app.app}: createRemoteConfig builds remotes only`);
  const production = options.mode === 'production';
  const standalone = options.standalone === true;
  const plugins: webpack.WebpackPluginInstance[] = [buildConstants(app, options.buildId), federationPlugin(app, appDir, standalone)];
  if (standalone) {
    const favicon = path.join(appDir, 'src', 'favicon.svg');
    if (fs.existsSync(favicon)) plugins.push(new CopyFile(favicon, 'favicon.svg'));
    plugins.push(new HtmlWebpackPlugin({ template: path.join(appDir, 'src', 'index.html'), scriptLoading: 'defer', inject: 'head' }));
  }
  // A federated production remote: its entry carries the integrity of every chunk it loads.
  if (production && !standalone) plugins.push(...chunkIntegrityPlugins());
  if (production) plugins.push(...productionPlugins());
  return {
    name: app.app,
    mode: options.mode,
    context: appDir,
    // A federated remote is entered through its container (remoteEntry.js) only; its own
    // `src/index.ts` boots it standalone for the team's dev server.
    entry: standalone ? { main: './src/index.ts' } : {},
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // Integrity is only checked on CORS requests: chunk script tags are `crossorigin="anonymous"`.
    output: { ...presetOutput(app, options.outputPath ?? path.join(appDir, 'dist'), options.buildId), crossOriginLoading: 'anonymous' },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: presetAliases(appDir, production) },
    module: { rules: [typeScriptRule(appDir), cssRule(production), ASSET_RULE] },
    optimization: presetOptimization(production),
    performance: { hints: false },
    plugins,
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
