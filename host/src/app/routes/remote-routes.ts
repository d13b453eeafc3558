import {
  describeConflicts,
  type ErrorReporter,
  findRouteConflicts,
  type NavEntryDeclaration,
  type RemoteName,
  type RemoteRoutes,
  type RemotesManifest,
  type RouteAudience,
  type WidgetDeclaration,
} from '@platform/contract';
import { HOST_ROUTES, installRouteTable, remoteRouteEntries } from './route-table';

/** A declaration with the remote that made it. */
export type Owned<T> = T & { remote: RemoteName };

let accepted: Partial<Record<RemoteName, RemoteRoutes>> = {};

/** The remotes of the manifest in the order it lists them (the release tool lists them by first release). */
function remotesOf(declarations: Partial<Record<RemoteName, RemoteRoutes>>): RemoteName[] {
  return Object.keys(declarations);
}

/**
 * The declarations that may serve, from `/remotes.json`: a remote whose routes overlap the host's
 * pages or a remote listed before it in the manifest is refused whole (its pages, entries and
 * widgets) and reported; every other area serves. The release tool refuses such a release
 * already: this covers a manifest written by hand or by an older tool.
 */
function acceptRemoteRoutes(manifest: RemotesManifest, reportError: ErrorReporter): Partial<Record<RemoteName, RemoteRoutes>> {
  const result: Partial<Record<RemoteName, RemoteRoutes>> = {};
  for (const remote of Object.keys(manifest.remotes)) {
    const routes = manifest.remotes[remote]?.routes;
    if (!routes) continue;
    const conflicts = findRouteConflicts(routes, result);
    if (conflicts.length > 0) {
      reportError(new Error(`remote ${remote}: its routes are refused (${describeConflicts(conflicts)})`), 'remotes.json');
      continue;
    }
    result[remote] = routes;
  }
  return result;
}

/**
 * Builds the route table, the header's entries and the dashboard's widgets from the manifest the
 * page started with. Called once at start-up, before the router's first navigation.
 */
export function installRemoteRoutes(manifest: RemotesManifest, reportError: ErrorReporter): void {
  accepted = acceptRemoteRoutes(manifest, reportError);
  installRouteTable([...HOST_ROUTES, ...remotesOf(accepted).flatMap((remote) => {
    const routes = accepted[remote];
    return routes ? remoteRouteEntries(remote, routes) : [];
  })]);
}

function owned<T>(pick: (routes: RemoteRoutes) => readonly T[]): Array<Owned<T>> {
  return remotesOf(accepted).flatMap((remote) => {
    const routes = accepted[remote];
    return routes ? pick(routes).map((item) => ({ ...item, remote })) : [];
  });
}

/** The navigation entries a visitor of this kind (and, for an operator, of `operator` too) sees, in declared order. */
export function navigationFor(...audiences: readonly RouteAudience[]): Array<Owned<NavEntryDeclaration>> {
  return owned((routes) => routes.navigation)
    .filter((entry) => entry.audience.some((audience) => audiences.includes(audience)))
    .sort((a, b) => a.order - b.order);
}

/** The dashboard widgets of an account kind, in declared order. */
export function widgetsFor(kind: 'recruiter' | 'candidate'): Array<Owned<WidgetDeclaration>> {
  return owned((routes) => routes.widgets)
    .filter((widget) => widget.audience.includes(kind))
    .sort((a, b) => a.order - b.order);
}

/**
 * Where a visitor starts: the first header entry (in declared order) offered to anonymous visitors
 * outside a menu and the account menu, from the accepted declarations (today the search area's
 * `/search`); the site's root when no remote offers one. The host names no remote path itself.
 */
export function publicStartPath(): string {
  const entry = navigationFor('anonymous').find((item) => item.group === undefined && item.placement !== 'account');
  return entry?.path ?? '/';
}
