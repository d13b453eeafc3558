import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMountProps } from '@platform/shared';
import { deliveriesKey } from './get-webhook-deliveries';
import { type WebhookList, webhooksKey } from './get-webhooks';
import { removeWebhook } from './webhook-calls';

/** Removes a webhook: it leaves the cached list, its delivery log leaves the cache, and the list is refetched. */
export function useRemoveWebhookMutation() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeWebhook(api, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<WebhookList>(webhooksKey(), (list) => (list === undefined ? undefined : { items: list.items.filter((webhook) => webhook.id !== id) }));
      queryClient.removeQueries({ queryKey: deliveriesKey(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(), exact: true }),
  });
}
