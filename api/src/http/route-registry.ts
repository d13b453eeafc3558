import type { FastifyInstance } from 'fastify';

/** A route as registered: `GET /api/team/vacancies/:id`. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered on this app (HEAD twins of GET routes left out). The access matrix
     * test (`src/http/access-matrix.test.ts`) walks it, so a new endpoint cannot go unchecked.
     */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

/** Records every route registered after this call in `app.registeredRoutes`. */
export function installRouteRegistry(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') routes.push({ method, url: route.url });
    }
  });
}
