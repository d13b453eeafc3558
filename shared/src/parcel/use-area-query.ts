import { useEffect } from 'react';
import { shouldShowErrorScreen } from '../api/error-screen';
import { type ApiQueryResult, useApiQuery } from '../api/use-api-query';
import type { ApiClient } from '../contract';
import { useMountProps } from './mount-props-context';

/**
 * Loads what a remote's page shows through the host's API client ({@link useApiQuery} with
 * `props.api`). A 403 or 404 hands over to the host's error screen (another team's data, a missing
 * item); other failures stay in `error` for the page to show inline with a retry (see `QueryView`).
 *
 * @param key what the data depends on, e.g. `['vacancy', id]`; JSON-serialisable.
 * @param load loads the data with the host's client; pass `signal` on to it.
 *
 * @example
 * const query = useAreaQuery(['vacancy', id], (api, signal) => getVacancy(api, id, signal));
 * return <QueryView query={query}>{(vacancy) => <VacancyView vacancy={vacancy} />}</QueryView>;
 */
export function useAreaQuery<T>(key: readonly unknown[], load: (api: ApiClient, signal: AbortSignal) => Promise<T>): ApiQueryResult<T> {
  const { api, showErrorScreen } = useMountProps();
  const query = useApiQuery(key, (signal) => load(api, signal));
  const { error } = query;
  useEffect(() => {
    if (shouldShowErrorScreen(error)) showErrorScreen(error.status);
  }, [error, showErrorScreen]);
  return query;
}
