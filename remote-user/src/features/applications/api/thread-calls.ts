import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type CandidateThreadMessage, CONVERSATION_ENDPOINTS, type ResponseOf, type ThreadMessageBody } from '@platform/contract';
import { useMountProps } from '@platform/shared';

/** `GET /api/user/applications/{id}/messages`: the conversation with the team, oldest first. */
export const getThread = (api: ApiClient, applicationId: number, signal?: AbortSignal) =>
  api.get<ResponseOf<typeof CONVERSATION_ENDPOINTS.candidateThread>>(`/user/applications/${applicationId}/messages`, { signal });

export const writeMessage = (api: ApiClient, applicationId: number, input: ThreadMessageBody) =>
  api.post<ResponseOf<typeof CONVERSATION_ENDPOINTS.candidateWrite, 201>>(`/user/applications/${applicationId}/messages`, input);

export const threadKey = (applicationId: number) => ['user', 'applications', applicationId, 'thread'] as const;

/** The thread, loaded once `enabled` (the candidate opened it). */
export function useThread(applicationId: number, enabled: boolean) {
  const { api } = useMountProps();
  return useQuery({ queryKey: threadKey(applicationId), queryFn: ({ signal }) => getThread(api, applicationId, signal), enabled });
}

export function useWriteMessageMutation(applicationId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadMessageBody) => writeMessage(api, applicationId, input),
    onSuccess: (message) =>
      queryClient.setQueryData(threadKey(applicationId), (thread: { items: CandidateThreadMessage[] } | undefined) =>
        thread === undefined ? thread : { items: [...thread.items, message] },
      ),
  });
}
