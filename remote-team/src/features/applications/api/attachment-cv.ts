import { useMutation } from '@tanstack/react-query';
import { type ApiClient, type CONVERSATION_ENDPOINTS, CONVERSATION_ROUTES } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

type Conversation = typeof CONVERSATION_ENDPOINTS;

/** The types of a reply's file that the file import reads (the type the API found in its content). */
const IMPORTABLE_TYPES: readonly string[] = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'];

export const isImportableFile = (contentType: string) => IMPORTABLE_TYPES.includes(contentType);

/** "Make a CV from this file": a draft to review (or the draft or CV made from it before), or why it was refused. */
export const makeCvFromAttachment = (api: ApiClient, applicationId: number, attachmentId: number) =>
  call<Conversation['attachmentCv']>(api, CONVERSATION_ROUTES.attachmentCv, { params: { id: applicationId, attachmentId } });

export function useMakeCvMutation(applicationId: number, attachmentId: number) {
  const { api } = useMountProps();
  return useMutation({ mutationFn: () => makeCvFromAttachment(api, applicationId, attachmentId) });
}
