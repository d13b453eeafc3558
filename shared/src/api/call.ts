import type { z } from 'zod/mini';
import type { AnySchema, ApiClient, ApiRoute, Endpoint, PathParamNames, ResponseOf } from '@platform/contract';
import { queryString } from './query-string';

export type { PathParamNames };
export { queryString };

/** An endpoint's route descriptor (`AUTH_ROUTES.login` for `AUTH_ENDPOINTS.login`): its method and path, no schema. */
export type RouteOf<E extends Endpoint> = Pick<E, 'method' | 'path'>;

type Input<S> = S extends AnySchema ? z.input<S> : never;

/** What a call of an endpoint takes: each part its path and schemas declare, and a signal. */
export type CallInput<E extends Endpoint> = ([PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<E['path']>, string | number> }) &
  (E['query'] extends AnySchema ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends AnySchema ? { body: Input<E['body']> } : { body?: never }) & {
    signal?: AbortSignal;
    /** A query string sent as it is after the typed query: the page's own, forwarded (the search's campaign parameters). */
    forwardQuery?: string;
    /** Extra request headers (`Idempotency-Key`). */
    headers?: Record<string, string>;
  };

/** The path of an endpoint with its parameters filled in, each encoded: `/team/webhooks/7/test`. */
export function endpointPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}


/**
 * Calls one contract endpoint through the host's API client: the path comes from the endpoint
 * (parameters filled in), the query and body are checked with its schemas before they are sent,
 * and the answer has the type the endpoint declares (checked against its schema too, outside
 * production, by the client). The one way an app reaches the API: no path is written by hand.
 *
 * A caller whose bundle must stay small (the search page's first load) passes the
 * endpoint's schema-free route descriptor instead and names the endpoint as a type: the same
 * path, parameters, input and answer types, no schema bundled and no input checked before
 * sending (the API still checks it).
 *
 * @example
 * const webhooks = await call(api, WEBHOOK_ENDPOINTS.list, { signal });
 * await call(api, WEBHOOK_ENDPOINTS.test, { params: { id }, body: {} });
 * const { session } = await call<Auth['session']>(api, AUTH_ROUTES.session, {}); // type Auth = typeof AUTH_ENDPOINTS
 */
export function call<E extends Endpoint>(api: ApiClient, endpoint: E, input: CallInput<E>): Promise<ResponseOf<E>>;
export function call<E extends Endpoint = never>(api: ApiClient, route: NoInfer<RouteOf<E>>, input: NoInfer<CallInput<E>>): Promise<ResponseOf<E>>;
export async function call(
  api: ApiClient,
  endpoint: ApiRoute & Partial<Pick<Endpoint, 'query' | 'body'>>,
  input: { params?: Readonly<Record<string, string | number>>; query?: unknown; body?: unknown; signal?: AbortSignal; forwardQuery?: string; headers?: Record<string, string> },
): Promise<unknown> {
  const path = endpointPath(endpoint.path, input.params);
  if ((endpoint.query !== undefined && input.query !== undefined) || (endpoint.body !== undefined && input.body !== undefined)) {
    // A chunk of its own: a call by a schema-free route never loads the checker (nor zod's parser).
    const { checkInput } = await import('./check-input.lazy');
    checkInput(endpoint, endpoint.query, input.query, 'query');
    checkInput(endpoint, endpoint.body, input.body, 'body');
  }
  const search = [queryString(input.query), input.forwardQuery?.replace(/^[?&]+/, '') ?? ''].filter((part) => part !== '').join('&');
  const options = {
    ...(search === '' ? {} : { query: search }),
    ...(input.signal === undefined ? {} : { signal: input.signal }),
    ...(input.headers === undefined ? {} : { headers: input.headers }),
  };
  switch (endpoint.method) {
    case 'GET':
      return api.get<unknown>(path, options);
    case 'DELETE':
      return api.delete<unknown>(path, options);
    case 'POST':
      return api.post<unknown>(path, input.body ?? {}, options);
    case 'PUT':
      return api.put<unknown>(path, input.body ?? {}, options);
    case 'PATCH':
      return api.patch<unknown>(path, input.body ?? {}, options);
  }
}
