import { skipToken, useQuery } from '@tanstack/react-query';
import { useMountProps } from '@platform/shared';
import { getApplication } from './application-calls';

/** Query key of an opened application (history and notes); moves and notes update it too. */
export const applicationKey = (id: number) => ['team', 'application', id] as const;

/**
 * An application with its history and notes, while it is open (`id` not `null`). A failure stays
 * in the dialog (with *Try again*) rather than replacing the board with the host's error screen.
 */
export function useApplication(id: number | null) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: applicationKey(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => getApplication(api, id, signal),
  });
}
