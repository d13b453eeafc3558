/**
 * `@platform/remote-kit`: the platform's build preset for remotes and the `platform-remote`
 * command. The platform's own remotes build with the same preset.
 */
export type { AppFederationConfig, BuildOptions } from './types';
export { KitError, isKitError } from './kit-error';
export { installedPackageDir, installedVersion } from './installed-version';
export { PLATFORM_SHARED, SINGLETONS, sharedModules, type SharedSpec } from './shared-modules';
export { chunkIntegrityPlugins } from './chunk-integrity';
export {
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
  uniqueNameOf,
} from './webpack-preset';
export {
  BUILD_INFO_FILE,
  newBuildId,
  REMOTE_BUILD_FILES,
  ROUTES_FILE,
  routeDeclarationFile,
  routeDeclarationOf,
  writeBuildInfo,
  writeRouteDeclaration,
  type BuildInfo,
} from './build-formats';
export { CONFIG_FILE, loadProjectRoutes, loadRemoteProject, type RemoteProject } from './load-project';
export { buildRemote, runWebpack, type RemoteBuild } from './build-remote';
export { DEV_REMOTE_PATH, startDevServer, withDevRemote, type DevOptions } from './dev-server';
export { COMPAT_FILE, compatibilityOf, GATED_SINGLETONS, writeCompatibility, type HostCompatibility, type RemoteCompatibility } from './compatibility';
