import { type QueryKey, useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '@platform/contract';
import { shouldShowErrorScreen } from '../api/error-screen';
import { useMountProps } from './mount-props-context';

/** TanStack Query options of {@link useAreaQuery}, but the key and the function it builds itself. */
export type AreaQueryOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'>;

/**
 * A TanStack query of a remote's page through the host's API client (`props.api`), in the page's
 * one query cache (`props.queryClient`). A 403 or 404 hands over to the host's error screen
 * (another team's data, a missing item); other failures stay in `error` for the page to show
 * inline with a retry (see `QueryView`).
 *
 * The key is global to the page: start it with the area's name (`['team', 'vacancy', id]`), and
 * invalidate that prefix after a change (`queryClient.invalidateQueries({ queryKey: ['team'] })`).
 *
 * @param key what the data depends on; JSON-serialisable.
 * @param load loads the data with the host's client; pass `signal` on to it, so a query nobody
 *   watches any more is cancelled.
 *
 * @example
 * const query = useAreaQuery(['team', 'vacancy', id], (api, signal) => getVacancy(api, id, signal));
 * return <QueryView query={query}>{(vacancy) => <VacancyView vacancy={vacancy} />}</QueryView>;
 */
export function useAreaQuery<T>(
  key: QueryKey,
  load: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  options: AreaQueryOptions<T> = {},
): UseQueryResult<T, Error> {
  const { api, showErrorScreen } = useMountProps();
  const query = useQuery({ ...options, queryKey: key, queryFn: ({ signal }) => load(api, signal) });
  const { error } = query;
  useEffect(() => {
    if (shouldShowErrorScreen(error)) showErrorScreen(error.status);
  }, [error, showErrorScreen]);
  return query;
}
