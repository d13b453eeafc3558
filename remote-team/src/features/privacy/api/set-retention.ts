import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMountProps } from '@platform/shared';
import { type RetentionRule, retentionKey, retentionPreviewKey } from './get-retention';
import { setRetention } from './privacy-calls';

/**
 * Saves the team's retention rule. The answer is the rule as it now stands: it replaces the cached
 * one, and the dry run, which depends on it, is asked again.
 */
export function useSetRetentionMutation() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (months: number) => setRetention(api, months),
    onSuccess: (rule) => {
      queryClient.setQueryData<RetentionRule>(retentionKey(), rule);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: retentionPreviewKey() }),
  });
}
