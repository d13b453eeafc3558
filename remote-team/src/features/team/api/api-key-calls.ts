import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_KEY_ENDPOINTS, type ApiClient, type ApiKey, type ApiKeyBody, type ApiKeyList, type ApiKeyScope, type CreatedApiKey } from '@platform/contract';
import { useAreaQuery, useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** The locale key of each scope's name (i18next reads a `:` in a key as a namespace). */
export const SCOPE_TEXT_KEYS = {
  'cvs:read': 'apiKeys.scope.cvsRead',
  'pipeline:write': 'apiKeys.scope.pipelineWrite',
  'messages:send': 'apiKeys.scope.messagesSend',
} as const satisfies Record<ApiKeyScope, string>;

/** Query key of the team's API keys (owners only). */
export const API_KEYS_KEY = ['team', 'api-keys'] as const;

export const listApiKeys = (api: ApiClient, signal?: AbortSignal) => call(api, API_KEY_ENDPOINTS.list, { signal });

export const createApiKey = (api: ApiClient, input: ApiKeyBody) => call(api, API_KEY_ENDPOINTS.create, { body: input });

export const revokeApiKey = (api: ApiClient, id: string) => call(api, API_KEY_ENDPOINTS.revoke, { params: { id } });

/** The team's API keys, newest first. */
export function useApiKeys() {
  return useAreaQuery(API_KEYS_KEY, listApiKeys);
}

/** Creates a key; the list gains it at once (without its token, which only the answer holds). */
export function useCreateApiKeyMutation() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyBody) => createApiKey(api, input),
    onSuccess: (created: CreatedApiKey) => {
      const key: ApiKey = {
        id: created.id,
        name: created.name,
        scopes: created.scopes,
        prefix: created.prefix,
        createdAt: created.createdAt,
        createdBy: created.createdBy,
        lastUsedAt: created.lastUsedAt,
      };
      queryClient.setQueryData<ApiKeyList>(API_KEYS_KEY, (list) => (list === undefined ? list : { items: [key, ...list.items] }));
      return queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
    },
  });
}

/** Revokes a key; it leaves the list at once. */
export function useRevokeApiKeyMutation() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiKey(api, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ApiKeyList>(API_KEYS_KEY, (list) => (list === undefined ? list : { items: list.items.filter((key) => key.id !== id) }));
      return queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
    },
  });
}
