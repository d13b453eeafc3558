import fs from 'node:fs';
import path from 'node:path';
import { parseRemoteRoutes, type RemoteRoutes } from '@platform/contract';
import { KitError } from './kit-error';
import type { AppFederationConfig } from './types';

/**
 * `dist/build.json`: which app and build a `dist` folder holds. The platform's release tool
 * refuses a folder without it, or one naming another app; `buildId` becomes the release version.
 */
export interface BuildInfo {
  app: string;
  /** Letters, digits, `.`, `_`, `-`, starting with a letter or digit, at most 100 characters. */
  buildId: string;
  /** ISO 8601 with an offset, e.g. `2026-11-22T05:30:12.000Z`. */
  builtAt: string;
}

export const BUILD_INFO_FILE = 'build.json';

/** The file a remote's build writes its route declaration to, beside `mf-manifest.json`. */
export const ROUTES_FILE = 'routes.json';

/** What the release needs in a remote's build folder besides `build.json` and `routes.json`. */
export const REMOTE_BUILD_FILES: readonly string[] = ['remoteEntry.js', 'mf-manifest.json'];

/** A sortable, unique build id: `20261122T053012-a1b2c3`. */
export function newBuildId(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, '');
  const suffix = Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0');
  return `${stamp}-${suffix}`;
}

export function writeBuildInfo(outputPath: string, info: BuildInfo): void {
  fs.writeFileSync(path.join(outputPath, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}

/** Writes `<dist>/routes.json`, which the release records and `/remotes.json` carries. */
export function writeRouteDeclaration(outputPath: string, declaration: RemoteRoutes): void {
  fs.writeFileSync(path.join(outputPath, ROUTES_FILE), `${JSON.stringify(declaration, null, 2)}\n`);
}

/**
 * Checks a loaded route declaration module: its `routeManifest` export must be a valid
 * declaration (`defineRemoteRoutes` of `@platform/contract`).
 *
 * @throws naming the app, the file and the first bad field, so a broken declaration fails the build.
 */
export function routeDeclarationOf(loaded: unknown, app: string, file: string): RemoteRoutes {
  if (typeof loaded !== 'object' || loaded === null || !('routeManifest' in loaded)) {
    throw new KitError(`${app}: ${file} must export \`routeManifest\` (defineRemoteRoutes of @platform/contract)`);
  }
  const parsed = parseRemoteRoutes(loaded.routeManifest);
  if (!parsed.ok) throw new KitError(`${app}: ${file} declares invalid routes: ${parsed.reason}`);
  return parsed.value;
}

/** The declaration module a remote's config names, as an absolute path (or null: no `routes`). */
export function routeDeclarationFile(appDir: string, config: AppFederationConfig, override?: string): string | null {
  return override ?? (config.routes ? path.resolve(appDir, config.routes) : null);
}
