import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, type CandidateThreadMessage, CONVERSATION_ENDPOINTS, type ThreadMessageBody } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** `GET /api/user/applications/{id}/messages`: the conversation with the team, oldest first. */
export const getThread = (api: ApiClient, applicationId: number, signal?: AbortSignal) =>
  call(api, CONVERSATION_ENDPOINTS.candidateThread, { params: { id: applicationId }, signal });

export const writeMessage = (api: ApiClient, applicationId: number, input: ThreadMessageBody) =>
  call(api, CONVERSATION_ENDPOINTS.candidateWrite, { params: { id: applicationId }, body: input });

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
