import { type ApiClient, isApiError, useApiQuery, useMountProps, type ApiQueryResult } from '@platform/shared';
import { useEffect } from 'react';

/** Statuses that replace the whole area with the host's error screen instead of an inline error. */
const SCREEN_STATUSES = new Set([403, 404]);

/**
 * Loads what a page shows through the host's API client. A 403 or 404 hands over to the host's
 * error screen (another user's scouting result, a missing item); other failures stay in `error` for the
 * page to show inline with a retry.
 */
export function useAreaQuery<T>(key: readonly unknown[], load: (api: ApiClient, signal: AbortSignal) => Promise<T>): ApiQueryResult<T> {
  const { api, showErrorScreen } = useMountProps();
  const query = useApiQuery(key, (signal) => load(api, signal));
  const { error } = query;
  useEffect(() => {
    if (isApiError(error) && SCREEN_STATUSES.has(error.status)) showErrorScreen(error.status);
  }, [error, showErrorScreen]);
  return query;
}

/** Whether an error is one {@link useAreaQuery} already handed to the host's error screen. */
export function isScreenError(error: unknown): boolean {
  return isApiError(error) && SCREEN_STATUSES.has(error.status);
}
