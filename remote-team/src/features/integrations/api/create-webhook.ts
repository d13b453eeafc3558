import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookCreate } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { type WebhookList, webhooksKey } from './get-webhooks';
import { createWebhook } from './webhook-calls';

/**
 * Registers a webhook. The new endpoint joins the cached list at once and the list is refetched
 * afterwards; the answer (with the signing secret) is the mutation's `data`, which the page shows
 * once and forgets with `reset()`: the secret is never put in the cache.
 */
export function useCreateWebhookMutation() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WebhookCreate) => createWebhook(api, input),
    onSuccess: ({ webhook }) => {
      queryClient.setQueryData<WebhookList>(webhooksKey(), (list) => (list === undefined ? undefined : { items: [...list.items, webhook] }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksKey(), exact: true }),
  });
}
