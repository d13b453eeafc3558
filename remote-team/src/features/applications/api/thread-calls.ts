import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiClient,
  type CONVERSATION_ENDPOINTS,
  CONVERSATION_ROUTES,
  type MessageTemplateBody,
  type SenderDecisionBody,
  type TeamThreadMessage,
  type ThreadMessageBody,
} from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call, endpointPath } from '@platform/shared/call';

/** Called by their schema-free routes: the dashboard's new-replies widget imports this module, and its bundle takes no schema. */
type Conversation = typeof CONVERSATION_ENDPOINTS;

/** The conversation of an application as the team sees it; reading it marks it read for the recruiter. */
export const getThread = (api: ApiClient, applicationId: number, signal?: AbortSignal) =>
  call<Conversation['teamThread']>(api, CONVERSATION_ROUTES.teamThread, { params: { id: applicationId }, signal });

export const writeMessage = (api: ApiClient, applicationId: number, input: ThreadMessageBody) =>
  call<Conversation['teamWrite']>(api, CONVERSATION_ROUTES.teamWrite, { params: { id: applicationId }, body: input });

export const decideSender = (api: ApiClient, applicationId: number, messageId: number, input: SenderDecisionBody) =>
  call<Conversation['decideSender']>(api, CONVERSATION_ROUTES.decideSender, { params: { id: applicationId, messageId }, body: input });

/** Where the browser downloads a file of a reply (the API answers it as an attachment). */
export const attachmentPath = (applicationId: number, attachmentId: number) =>
  `/api${endpointPath(CONVERSATION_ROUTES.attachment.path, { id: applicationId, attachmentId })}`;

export const threadKey = (applicationId: number) => ['team', 'application', applicationId, 'thread'] as const;

export function useThread(applicationId: number) {
  const { api } = useMountProps();
  return useQuery({ queryKey: threadKey(applicationId), queryFn: ({ signal }) => getThread(api, applicationId, signal) });
}

/** Replaces one message of the cached thread, or appends it. */
function withMessage(items: readonly TeamThreadMessage[], message: TeamThreadMessage): TeamThreadMessage[] {
  return items.some((item) => item.id === message.id) ? items.map((item) => (item.id === message.id ? message : item)) : [...items, message];
}

export function useWriteMessageMutation(applicationId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThreadMessageBody) => writeMessage(api, applicationId, input),
    onSuccess: (message) =>
      queryClient.setQueryData(threadKey(applicationId), (thread: { items: TeamThreadMessage[] } | undefined) =>
        thread === undefined ? thread : { items: withMessage(thread.items, message) },
      ),
  });
}

export function useSenderDecisionMutation(applicationId: number) {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, decision }: { messageId: number; decision: SenderDecisionBody['decision'] }) => decideSender(api, applicationId, messageId, { decision }),
    onSuccess: (message) =>
      queryClient.setQueryData(threadKey(applicationId), (thread: { items: TeamThreadMessage[] } | undefined) =>
        thread === undefined ? thread : { items: withMessage(thread.items, message) },
      ),
  });
}

/** The recruiter's applications with unread replies, latest first (the dashboard's "new replies"). */
export const listUnreadThreads = (api: ApiClient, signal?: AbortSignal) => call<Conversation['unread']>(api, CONVERSATION_ROUTES.unread, { signal });

export const unreadThreadsKey = ['team', 'conversations', 'unread'] as const;

export const listTemplates = (api: ApiClient, signal?: AbortSignal) => call<Conversation['templates']>(api, CONVERSATION_ROUTES.templates, { signal });

export const addTemplate = (api: ApiClient, input: MessageTemplateBody) => call<Conversation['addTemplate']>(api, CONVERSATION_ROUTES.addTemplate, { body: input });

export const templatesKey = ['team', 'message-templates'] as const;

/** The team's templates for the usual answers. */
export function useTemplates() {
  const { api } = useMountProps();
  return useQuery({ queryKey: templatesKey, queryFn: ({ signal }) => listTemplates(api, signal) });
}

export function useAddTemplateMutation() {
  const { api } = useMountProps();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageTemplateBody) => addTemplate(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}
