export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API route without its schemas: the method and the path (Fastify's pattern, under `/api`,
 * `:name` for a path parameter, whose names the path itself carries). The contract's endpoints
 * (`endpoints/`) are built on these, adding the schemas; a client that does not check what it
 * sends calls the route by its descriptor alone, so its bundle takes no schema (no module of
 * this folder imports zod).
 */
export interface ApiRoute {
  readonly method: HttpMethod;
  readonly path: string;
}

/** Declares an area's routes, keeping each method and path as a literal type. */
export function defineApiRoutes<const R extends Readonly<Record<string, ApiRoute>>>(routes: R): R {
  return routes;
}

/** The names of a path's parameters: `'/team/webhooks/:id/test'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
