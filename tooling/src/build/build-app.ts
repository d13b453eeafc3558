import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import webpack from 'webpack';
import { writeBuildInfo, writeCompatibility } from '@platform/remote-kit';
import { createWebpackConfig, MONOLITH_DIST } from '../webpack/create-config';
import { REPO_ROOT } from '../webpack/create-config';
import { type App, type BuildInfo, distDir, loadAppConfig, newBuildId } from './apps';
import { loadRouteDeclaration, replaceRouteDeclaration, writeRouteDeclaration } from './route-declaration';

export interface AssetSize {
  file: string;
  bytes: number;
  gzipBytes: number;
  /** Chunk names the asset belongs to. */
  chunks: string[];
  /** Ids of those chunks, as the page's chunk registry (`webpackChunk…`) records them when they run. */
  chunkIds: string[];
  initial: boolean;
  /**
   * `library`: only third-party modules (the shared singletons' fallbacks: React, the router…);
   * `app`: the app's own code (with the federation runtime); budgets count them apart.
   */
  kind: 'library' | 'app';
}

export interface BuildResult extends BuildInfo {
  seconds: number;
  assets: AssetSize[];
}

/** What the build knows of an emitted file's chunks. */
interface ChunkFacts {
  initial: boolean;
  /** Only third-party modules. */
  library: boolean;
  chunkIds: string[];
}

/**
 * Records, per emitted file, whether it loads with the first page (initial), whether it holds
 * only third-party code (a shared library's fallback) rather than the app's own code, and the ids
 * of its chunks (a file's name need not carry its id: the host's grouped chunks are named).
 */
class AssetKindPlugin {
  constructor(private readonly info: Map<string, ChunkFacts>) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.afterEmit.tap('AssetKindPlugin', (compilation) => {
      for (const chunk of compilation.chunks) {
        const modules = compilation.chunkGraph.getChunkModules(chunk);
        const library =
          modules.length > 0 && modules.every((module) => (module.nameForCondition() ?? '').includes(`${path.sep}node_modules${path.sep}`));
        for (const file of chunk.files) {
          const previous = this.info.get(file);
          this.info.set(file, {
            initial: (previous?.initial ?? false) || chunk.canBeInitial(),
            library: (previous?.library ?? true) && library,
            chunkIds: [...(previous?.chunkIds ?? []), ...(chunk.id === null ? [] : [String(chunk.id)])],
          });
        }
      }
    });
  }
}

function run(compiler: webpack.Compiler): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!stats) reject(new Error('webpack returned no stats'));
      else resolve(stats);
    });
  });
}

/**
 * Builds one app for production into `<app>/dist`, with `build.json` and a size summary `stats.json`.
 * `monolith`: the host without federation (bench comparison), into `dist-monolith/` by default.
 */
export async function buildApp(
  app: App,
  options: {
    buildId?: string;
    outputPath?: string;
    monolith?: boolean;
    /** Another route declaration module (absolute path) than the app's own: test builds with an extra page. */
    routeManifest?: string;
  } = {},
): Promise<BuildResult> {
  const started = performance.now();
  const buildId = options.buildId ?? newBuildId();
  const outputPath = options.outputPath ?? (options.monolith ? MONOLITH_DIST : distDir(app));
  const appConfig = loadAppConfig(app);
  // Checked before webpack runs: a broken declaration fails the build in a second, not after it.
  const routes = appConfig.kind === 'remote' ? loadRouteDeclaration(path.join(REPO_ROOT, app), appConfig, options.routeManifest) : null;
  const config = createWebpackConfig(appConfig, { mode: 'production', buildId, outputPath, monolith: options.monolith });
  const chunkInfo = new Map<string, ChunkFacts>();
  config.plugins = [
    ...(config.plugins ?? []),
    new AssetKindPlugin(chunkInfo),
    ...(options.routeManifest ? [replaceRouteDeclaration(path.join(REPO_ROOT, app), options.routeManifest)] : []),
  ];
  const stats = await run(webpack(config));
  if (stats.hasErrors()) {
    throw new Error(`${app}: build failed\n${stats.toString({ all: false, errors: true, colors: false })}`);
  }
  // Every asset of the build, also those webpack did not write because the same file was
  // already there (a content-hashed style file unchanged since the last build into this folder).
  const json = stats.toJson({ all: false, assets: true, cachedAssets: true });
  const assets: AssetSize[] = (json.assets ?? [])
    .filter((asset) => /\.(js|css)$/.test(asset.name))
    .map((asset) => {
      const content = fs.readFileSync(path.join(outputPath, asset.name));
      const chunks = (asset.chunkNames ?? []).map(String);
      return {
        file: asset.name,
        bytes: content.length,
        gzipBytes: zlib.gzipSync(content, { level: 9 }).length,
        chunks,
        chunkIds: chunkInfo.get(asset.name)?.chunkIds ?? [],
        initial: chunkInfo.get(asset.name)?.initial ?? false,
        kind: chunkInfo.get(asset.name)?.library ? 'library' : 'app',
      };
    });
  const info: BuildInfo = { app, buildId, builtAt: new Date().toISOString() };
  if (routes) writeRouteDeclaration(outputPath, routes);
  writeBuildInfo(outputPath, info);
  if (!options.monolith) writeCompatibility(outputPath, appConfig.kind === 'remote' ? 'remote' : 'host', path.join(REPO_ROOT, app));
  fs.writeFileSync(path.join(outputPath, 'stats.json'), `${JSON.stringify({ ...info, assets }, null, 2)}\n`);
  return { ...info, seconds: (performance.now() - started) / 1000, assets };
}
