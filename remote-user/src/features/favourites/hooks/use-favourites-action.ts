import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApiErrorText, useMountProps } from '@platform/shared';
import { FAVOURITES_KEY } from '../api/favourite-calls';

/** After a change of favourites: a toast with `message`, and every favourites query (lists, pages) loaded again. */
export function useFavouritesChanged(): (message: string) => Promise<void> {
  const { toast } = useMountProps();
  const queryClient = useQueryClient();
  return useCallback(
    async (message) => {
      toast.show({ type: 'success', message });
      await queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
    },
    [toast, queryClient],
  );
}

/**
 * Runs a change of favourites: on success see {@link useFavouritesChanged}; on failure a toast
 * with the API's reason in the user's words. Resolves `true` when the change was made.
 */
export function useFavouritesAction(): (work: () => Promise<unknown>, success: string) => Promise<boolean> {
  const { toast } = useMountProps();
  const changed = useFavouritesChanged();
  const errorText = useApiErrorText('user');
  return useCallback(
    async (work, success) => {
      try {
        await work();
      } catch (error) {
        toast.show({ type: 'error', message: errorText.message(error) });
        return false;
      }
      await changed(success);
      return true;
    },
    [toast, changed, errorText],
  );
}
