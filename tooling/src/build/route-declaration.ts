import path from 'node:path';
import webpack from 'webpack';
import type { RemoteRoutes } from '@platform/contract';
import { routeDeclarationFile, routeDeclarationOf } from '@platform/remote-kit';
import type { AppFederationConfig } from '../webpack/types';

/** The format a remote's build writes its route declaration in: the kit's, for every remote. */
export { ROUTES_FILE, writeRouteDeclaration } from '@platform/remote-kit';

/**
 * Loads and checks a remote's route declaration: the `routeManifest` export of the module its
 * federation config names (`routes`), or of `override` (an absolute path) when given. The
 * declaration is data, so it is read in Node as it is (tsx loads TypeScript).
 *
 * @throws naming the app and the first bad field, so a broken declaration fails the build.
 */
export function loadRouteDeclaration(appDir: string, config: AppFederationConfig, override?: string): RemoteRoutes | null {
  const file = routeDeclarationFile(appDir, config, override);
  if (!file) return null;
  const loaded: unknown = require(file);
  return routeDeclarationOf(loaded, config.app, path.relative(appDir, file));
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
