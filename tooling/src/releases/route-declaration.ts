import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type AppName,
  describeConflicts,
  findRouteConflicts,
  navigationRuleProblems,
  parseRemoteRoutes,
  remoteAppOf,
  remoteNameOfApp,
  type RemoteName,
  type RemoteRoutes,
} from '@platform/contract';
import type { DeploymentManifest } from './deployment-manifest';
import { isMissingFile } from './json-file';
import { ReleaseError } from './release-error';

/** A remote build's route declaration, written by the build beside `mf-manifest.json`. */
export const ROUTES_FILE = 'routes.json';

/**
 * Reads and checks a remote build's `routes.json`. Missing: `undefined` (a build made before
 * route declarations; it serves no page until released again). Malformed: refused.
 */
export async function readRouteDeclaration(folder: string, app: AppName): Promise<RemoteRoutes | undefined> {
  let text: string;
  try {
    text = await readFile(path.join(folder, ROUTES_FILE), 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const parsed = parseRemoteRoutes(value);
  if (!parsed.ok) {
    throw new ReleaseError('INVALID_BUILD', `${app}: ${path.join(folder, ROUTES_FILE)} is not a valid route declaration: ${parsed.reason}`);
  }
  return parsed.value;
}

/** The route declaration of every remote's current release, except `except`'s. */
function currentRoutesOfOthers(manifest: DeploymentManifest, except: RemoteName): Partial<Record<RemoteName, RemoteRoutes>> {
  const routes: Partial<Record<RemoteName, RemoteRoutes>> = {};
  for (const [app, state] of Object.entries(manifest)) {
    const name = remoteNameOfApp(app);
    if (name === undefined) continue;
    const declaration = state?.history.find((record) => record.version === state.current)?.routes;
    if (name !== except && declaration) routes[name] = declaration;
  }
  return routes;
}

/**
 * Refuses a rollback to a release made before route declarations while the current one has
 * them: the host would serve none of the area's pages.
 */
export function assertKeepsRoutes(manifest: DeploymentManifest, remote: RemoteName, version: string): void {
  const state = manifest[remoteAppOf(remote)];
  const routesOf = (wanted: string) => state?.history.find((record) => record.version === wanted)?.routes;
  if (state && routesOf(state.current) && !routesOf(version)) {
    throw new ReleaseError(
      'ROUTE_CONFLICT',
      `${remoteAppOf(remote)} ${version} has no route declaration (it was released before them): the host would serve none of its pages. ` +
        'Release a new build of it instead.',
    );
  }
}

/**
 * Refuses to make `routes` current for `remote` when they claim an address the host or another
 * remote's current release serves: two areas must never answer one address.
 */
export function assertNoRouteConflicts(manifest: DeploymentManifest, remote: RemoteName, version: string, routes: RemoteRoutes | undefined): void {
  if (!routes) return;
  const conflicts = findRouteConflicts(routes, currentRoutesOfOthers(manifest, remote));
  if (conflicts.length > 0) {
    throw new ReleaseError(
      'ROUTE_CONFLICT',
      `${remoteAppOf(remote)} ${version} is refused: its routes overlap others (${describeConflicts(conflicts)}). ` +
        'Change its route declaration (src/app/route-manifest.ts), or first release the other area without the overlapping route.',
    );
  }
}

/**
 * Refuses routes whose header entries break the navigation rule (one top-level entry per area and
 * audience; menus are the platform's or the area's own), so the header holds any number of areas.
 */
export function assertNavigationRule(manifest: DeploymentManifest, remote: RemoteName, version: string, routes: RemoteRoutes | undefined): void {
  if (!routes) return;
  const problems = navigationRuleProblems(routes, currentRoutesOfOthers(manifest, remote));
  if (problems.length > 0) {
    throw new ReleaseError(
      'NAVIGATION_RULE',
      `${remoteAppOf(remote)} ${version} is refused: its header entries break the navigation rule (${problems.join('; ')}). ` +
        'Change its navigation in src/app/route-manifest.ts (docs/adding-a-remote.md, "Header entries").',
    );
  }
}
