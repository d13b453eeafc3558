import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMountProps } from '@platform/shared';
import { auditKey } from './get-audit';
import { type ErasureRequestList, erasureRequestsKey } from './get-erasure-requests';
import { carryOutErasure } from './privacy-calls';

/**
 * Has a pending erasure request carried out now. The API queues the job and answers the list as it
 * stands (the request still pending): that replaces the cached list, which the page then polls
 * until the job has erased it. The audit gains the job's records, so its cached pages go stale.
 */
export function useCarryOutErasureMutation() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => carryOutErasure(api, id),
    onSuccess: (list) => {
      queryClient.setQueryData<ErasureRequestList>(erasureRequestsKey(), list);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: erasureRequestsKey() }), queryClient.invalidateQueries({ queryKey: auditKey() })]),
  });
}
