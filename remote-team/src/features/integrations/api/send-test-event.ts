import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMountProps } from '@platform/shared';
import { type DeliveryList, deliveriesKey } from './get-webhook-deliveries';
import { webhooksKey } from './get-webhooks';
import { sendTestEvent } from './webhook-calls';

/**
 * Sends a webhook a test event. The queued delivery heads its cached log at once (the log then
 * polls until it is delivered or failed); the log and the list (a landing test event enables a
 * disabled endpoint again) are refetched afterwards.
 */
export function useSendTestEventMutation() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendTestEvent(api, id),
    onSuccess: (delivery, id) => {
      queryClient.setQueryData<DeliveryList>(deliveriesKey(id), (log) => (log === undefined ? undefined : { items: [delivery, ...log.items.filter((item) => item.id !== delivery.id)] }));
    },
    onSettled: (_delivery, _error, id) =>
      Promise.all([queryClient.invalidateQueries({ queryKey: deliveriesKey(id) }), queryClient.invalidateQueries({ queryKey: webhooksKey(), exact: true })]),
  });
}
