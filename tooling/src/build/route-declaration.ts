import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { parseRemoteRoutes, type RemoteRoutes } from '@platform/contract';
import type { AppFederationConfig } from '../webpack/types';

/** The file a remote's build writes its route declaration to, beside `mf-manifest.json`. */
export const ROUTES_FILE = 'routes.json';

/**
 * Loads and checks a remote's route declaration: the `routeManifest` export of the module its
 * federation config names (`routes`), or of `override` (an absolute path) when given. The
 * declaration is data, so it is read in Node as it is (tsx loads TypeScript).
 *
 * @throws naming the app and the first bad field, so a broken declaration fails the build.
 */
export function loadRouteDeclaration(appDir: string, config: AppFederationConfig, override?: string): RemoteRoutes | null {
  const file = override ?? (config.routes ? path.resolve(appDir, config.routes) : null);
  if (!file) return null;
  const loaded: unknown = require(file);
  const declaration = typeof loaded === 'object' && loaded !== null && 'routeManifest' in loaded ? loaded.routeManifest : undefined;
  const parsed = parseRemoteRoutes(declaration);
  if (!parsed.ok) throw new Error(`${config.app}: ${path.relative(appDir, file)} declares invalid routes: ${parsed.reason}`);
  return parsed.value;
}

/** Writes `<dist>/routes.json`, which `npm run release` records and `/remotes.json` carries. */
export function writeRouteDeclaration(outputPath: string, declaration: RemoteRoutes): void {
  fs.writeFileSync(path.join(outputPath, ROUTES_FILE), `${JSON.stringify(declaration, null, 2)}\n`);
}

/**
 * Builds against another declaration module than the one the app's router imports
 * (`./route-manifest` inside the app's `src/`): a test build with a new page, without touching the
 * app's sources. The replacement may import the app's own declaration to extend it.
 */
export function replaceRouteDeclaration(appDir: string, file: string): webpack.WebpackPluginInstance {
  const source = path.join(appDir, 'src') + path.sep;
  return new webpack.NormalModuleReplacementPlugin(/(^|\/)route-manifest(\.ts)?$/, (resource: { request: string; context: string }) => {
    if (`${resource.context}${path.sep}`.startsWith(source)) resource.request = file;
  });
}
