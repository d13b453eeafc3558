import type { RemoteRoutes } from './routes';

// Apart from routes.ts on purpose: a remote's route-manifest.ts imports this, and a module without
// the schema keeps zod out of the remote's bundle (the host's copy of @platform/shared checks).

/**
 * Declares a remote's routes (in its `src/app/route-manifest.ts`), keeping the route names as
 * literal types so the remote's router can require a page for each one.
 *
 * @example
 * export const routeManifest = defineRemoteRoutes({ schemaVersion: 1, routes: [{ name: 'reports', path: '/reports' }], navigation: [], widgets: [] });
 */
export function defineRemoteRoutes<const T extends RemoteRoutes>(declaration: T): T {
  return declaration;
}

/** The names of a declaration's routes, as a union of literals. */
export type RouteNameOf<T extends RemoteRoutes> = T['routes'][number]['name'];
