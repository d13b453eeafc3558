import { lazy, type ReactNode, Suspense } from 'react';
import { isApiError } from '../../api/api-error';
import { shouldShowErrorScreen } from '../../api/error-screen';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Skeleton } from '../Skeleton';
import { useUiText } from '../use-ui-text';

/** Loaded only when a page meets a 401: most pages never show it. */
const SignInPrompt = lazy(() => import('./sign-in-prompt.lazy'));

/** The part of a TanStack Query result (`useQuery`, `useAreaQuery`) that {@link QueryView} reads. */
export interface QueryViewQuery<T> {
  data: T | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  /** A result of `useQuery` or `useAreaQuery`. */
  query: QueryViewQuery<T>;
  /** Renders the data once it is there (also while a refetch runs). */
  children: (data: T) => ReactNode;
  /** Placeholder lines while loading. Defaults to 3. */
  lines?: number;
}

/**
 * The three states of a loaded page part: a {@link Skeleton} while loading, an error
 * {@link EmptyState} with a "Try again" button on failure, the data through `children` once it is
 * there. A 403 or 404 renders nothing: `useAreaQuery` has handed it to the host's error screen. A
 * 401 offers to sign in and come back.
 *
 * @example
 * const query = useAreaQuery(['team'], (api, signal) => getTeam(api, signal));
 * <QueryView query={query} lines={6}>{(team) => <TeamMembers team={team} />}</QueryView>
 */
export function QueryView<T>({ query, children, lines = 3 }: QueryViewProps<T>) {
  const text = useUiText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error !== null && query.error !== undefined) {
    // The host's error screen already stands for these; an inline error would repeat it.
    if (shouldShowErrorScreen(query.error)) return null;
    if (isApiError(query.error) && query.error.status === 401) {
      return (
        <Suspense fallback={<Skeleton lines={lines} />}>
          <SignInPrompt />
        </Suspense>
      );
    }
    return (
      <EmptyState
        variant="error"
        title={text('loadFailed')}
        text={text('loadFailedText')}
        action={<Button onClick={() => void query.refetch()}>{text('retry')}</Button>}
      />
    );
  }
  return <Skeleton lines={lines} />;
}
