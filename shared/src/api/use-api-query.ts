import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isAbortError } from './api-error';
import { createRefetch } from './create-refetch';

/** What {@link useApiQuery} returns. */
export interface ApiQueryResult<T> {
  /** The last answer for the current key; `undefined` until it arrives. Kept while a manual refetch runs. */
  data: T | undefined;
  /** The failure of the last run (never an abort); `null` when it succeeded or is running. */
  error: unknown;
  loading: boolean;
  /** Runs the fetcher again for the same key (aborting a run in flight); resolves when it settles. */
  refetch: () => Promise<void>;
}

export interface ApiQueryOptions {
  /** `false` holds the query (nothing runs, `loading` is `false`). Defaults to `true`. */
  enabled?: boolean;
}

interface QueryState<T> {
  key: string;
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * Loads data for a key and keeps it in state. A new key (compared by value, as JSON) aborts the
 * run in flight and starts a new one; unmounting aborts too, so no stale answer lands.
 *
 * @param key what the data depends on, e.g. `['cv', type, id]`; JSON-serialisable.
 * @param fetcher loads the data; pass its `signal` to the API client.
 *
 * @example
 * const { data, error, loading, refetch } = useApiQuery(['cv', type, id], (signal) =>
 *   api.post<Cv>('/webapp/resumes_search/resume/', { type, id }, { signal }));
 */
export function useApiQuery<T>(
  key: readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions = {},
): ApiQueryResult<T> {
  const enabled = options.enabled ?? true;
  const keyString = JSON.stringify(key);
  const fetcherRef = useRef(fetcher);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });
  const [refetcher] = useState(() => createRefetch<T>((signal) => fetcherRef.current(signal)));
  const [state, setState] = useState<QueryState<T>>({ key: keyString, data: undefined, error: null, loading: enabled });

  const execute = useCallback(
    async (forKey: string) => {
      setState((previous) => ({
        key: forKey,
        data: previous.key === forKey ? previous.data : undefined,
        error: null,
        loading: true,
      }));
      try {
        const data = await refetcher.run();
        setState({ key: forKey, data, error: null, loading: false });
      } catch (error) {
        // An abort means a newer run or an unmount took over: that one owns the state now.
        if (isAbortError(error)) return;
        setState((previous) => ({ key: forKey, data: previous.key === forKey ? previous.data : undefined, error, loading: false }));
      }
    },
    [refetcher],
  );

  useEffect(() => {
    if (!enabled) return undefined;
    void execute(keyString);
    return () => refetcher.cancel();
  }, [keyString, enabled, execute, refetcher]);

  const refetch = useCallback(() => execute(keyString), [execute, keyString]);

  // Between a key change and its effect, the old key's data must not show under the new key.
  if (state.key !== keyString) {
    return { data: undefined, error: null, loading: enabled, refetch };
  }
  return { data: state.data, error: state.error, loading: enabled && state.loading, refetch };
}
