import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { type BuildInfo, newBuildId, REMOTE_BUILD_FILES, writeBuildInfo, writeRouteDeclaration } from './build-formats';
import { writeCompatibility } from './compatibility';
import { KitError } from './kit-error';
import { loadProjectRoutes, type RemoteProject } from './load-project';
import { createRemoteConfig } from './webpack-preset';

export function runWebpack(config: webpack.Configuration): Promise<webpack.Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (!stats) reject(new Error('webpack returned no stats'));
      else resolve(stats);
    });
  });
}

export interface RemoteBuild extends BuildInfo {
  outputPath: string;
}

/**
 * Builds a remote project for production into `<project>/dist` (or `outputPath`): the federated
 * container, `mf-manifest.json`, `routes.json` and `build.json`, the folder the platform's
 * release takes as it is.
 */
export async function buildRemote(project: RemoteProject, options: { outputPath?: string; buildId?: string } = {}): Promise<RemoteBuild> {
  const buildId = options.buildId ?? newBuildId();
  const outputPath = options.outputPath ?? path.join(project.dir, 'dist');
  // Checked before webpack runs: a broken declaration fails the build in a second, not after it.
  const routes = loadProjectRoutes(project);
  const stats = await runWebpack(createRemoteConfig(project.config, project.dir, { mode: 'production', buildId, outputPath }));
  if (stats.hasErrors()) {
    throw new KitError(`${project.config.app}: build failed\n${stats.toString({ all: false, errors: true, colors: false })}`);
  }
  const missing = REMOTE_BUILD_FILES.filter((file) => !fs.existsSync(path.join(outputPath, file)));
  if (missing.length > 0) throw new KitError(`${project.config.app}: the build wrote no ${missing.join(', ')} in ${outputPath}`);
  if (routes) writeRouteDeclaration(outputPath, routes);
  const info: BuildInfo = { app: project.config.app, buildId, builtAt: new Date().toISOString() };
  writeBuildInfo(outputPath, info);
  writeCompatibility(outputPath, 'remote', project.dir);
  return { ...info, outputPath };
}
