import type { QueryClient } from '@tanstack/react-query';
import { type ApiClient, apiQueryKey, type ResolvedFirstRequest, resolveFirstRequest, type RouteGuard, type Session } from '@platform/contract';
import { JUST_FETCHED_MS, queryString } from '@platform/shared';
import { matchRoute } from './match-route';

export interface FirstRequestDependencies {
  /** The API without the host's error handler: a failed prefetch is not the user's error (the page asks again). */
  api: ApiClient;
  queryClient: QueryClient;
}

function send(api: ApiClient, request: ResolvedFirstRequest, signal: AbortSignal): Promise<unknown> {
  if (request.method === 'POST') {
    return api.post<unknown>(request.path, request.input, { signal, ...(request.forwardQuery === undefined ? {} : { query: request.forwardQuery }) });
  }
  const query = [queryString(request.input), request.forwardQuery ?? ''].filter((part) => part !== '').join('&');
  return api.get<unknown>(request.path, { signal, ...(query === '' ? {} : { query }) });
}

/** Whether the route's guards would let this visitor in (only then is its data worth asking for). */
function guardsLetIn(guards: readonly RouteGuard[], session: Session | null): boolean {
  return guards.every((guard) => (guard === 'auth' ? session !== null : session === null));
}

/**
 * Issues the request the page at `url` makes first (its route's `firstRequest`), so its answer
 * downloads beside the remote's code and the page finds it in the query cache when it mounts
 * (docs/architecture.md#data-in-parallel-with-code). A page with guards is asked for only once
 * the session is known (`session` not `undefined`) and lets the visitor in. An answer fetched
 * moments ago is not asked for again; a failure is left for the page, which asks again itself.
 *
 * @returns whether the request was issued (or already under way).
 */
export function prefetchFirstRequest(url: URL, dependencies: FirstRequestDependencies, session: Session | null | undefined): boolean {
  const result = matchRoute(url.pathname);
  if (result.kind !== 'matched') return false;
  const { entry, params } = result.match;
  if (entry.firstRequest === undefined) return false;
  if (entry.middleware.length > 0 && (session === undefined || !guardsLetIn(entry.middleware, session))) return false;
  const request = resolveFirstRequest(entry.firstRequest, params, url.search);
  if (request === null) return false;
  void dependencies.queryClient.prefetchQuery({
    queryKey: apiQueryKey(entry.owner, request.method, request.path, request.input, request.forwardQuery),
    queryFn: ({ signal }) => send(dependencies.api, request, signal),
    staleTime: JUST_FETCHED_MS,
  });
  return true;
}
