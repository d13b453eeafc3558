import { QueryClient } from '@tanstack/react-query';

/**
 * The platform's TanStack Query client with its defaults. The host makes one per page and hands it
 * to every remote in the mount props; a remote running alone (`mountStandalone`) and tests make
 * their own.
 *
 * - No retry by default: a page shows its error and a "Try again" button at once. The calls that
 *   retry (search, CV details) opt in with `retryPolicy()`.
 * - No refetch on window focus: a recruiter comparing tabs should not see the list jump; data is
 *   refreshed by invalidation after a change, by a new mount, and by the retry buttons.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
