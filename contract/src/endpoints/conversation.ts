import { z } from 'zod/mini';
import { CONVERSATION_ROUTES } from '../api-routes/conversation';
import {
  candidateThreadMessageSchema,
  candidateThreadSchema,
  teamThreadMessageSchema,
  teamThreadSchema,
  MESSAGE_TEMPLATE_NAME_MAX_LENGTH,
  messageTemplateSchema,
  messageTemplatesSchema,
  THREAD_MESSAGE_MAX_LENGTH,
  unreadThreadsSchema,
} from '../conversation';
import { attachmentCvResponseSchema } from '../cv-intake';
import { defineEndpoint } from './endpoint';
import { coercedIdParamsSchema, coercedIdSchema } from './params';

/** Body of `POST /api/team|user/applications/{id}/messages`. */
export const threadMessageBodySchema = z.strictObject({
  body: z
    .string()
    .check(z.trim(), z.minLength(1, 'Write the message.'), z.maxLength(THREAD_MESSAGE_MAX_LENGTH, `At most ${THREAD_MESSAGE_MAX_LENGTH} characters.`)),
});
export type ThreadMessageBody = z.input<typeof threadMessageBodySchema>;

/** Body of `POST /api/team/message-templates`. */
export const messageTemplateBodySchema = z.strictObject({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name the template.'), z.maxLength(MESSAGE_TEMPLATE_NAME_MAX_LENGTH, `At most ${MESSAGE_TEMPLATE_NAME_MAX_LENGTH} characters.`)),
  body: threadMessageBodySchema.shape.body,
});
export type MessageTemplateBody = z.input<typeof messageTemplateBodySchema>;

/** Body of `POST /api/team/applications/{id}/messages/{messageId}/sender`: a reply from another address kept or dropped. */
export const senderDecisionBodySchema = z.strictObject({
  decision: z.enum(['accept', 'discard'], { error: 'Choose accept or discard.' }),
});
export type SenderDecisionBody = z.input<typeof senderDecisionBodySchema>;

/**
 * The conversation of an application: the team reads and writes at `/team/...` (reading marks the
 * thread read for the reader), the candidate at `/user/...`; attachments are the team's alone.
 */
export const CONVERSATION_ENDPOINTS = {
  teamThread: defineEndpoint({ ...CONVERSATION_ROUTES.teamThread, params: coercedIdParamsSchema, responses: { 200: teamThreadSchema } }),
  teamWrite: defineEndpoint({ ...CONVERSATION_ROUTES.teamWrite, params: coercedIdParamsSchema, body: threadMessageBodySchema, responses: { 201: teamThreadMessageSchema } }),
  decideSender: defineEndpoint({
    ...CONVERSATION_ROUTES.decideSender,
    params: z.strictObject({ id: coercedIdSchema, messageId: coercedIdSchema }),
    body: senderDecisionBodySchema,
    responses: { 200: teamThreadMessageSchema },
  }),
  /** The file itself (`Content-Disposition: attachment`), so no answer schema. */
  attachment: defineEndpoint({
    ...CONVERSATION_ROUTES.attachment,
    params: z.strictObject({ id: coercedIdSchema, attachmentId: coercedIdSchema }),
    responses: {},
  }),
  /**
   * "Make a CV from this file": the attachment read like a file import (docs/intake.md). 201 when
   * a new draft was made, else 200 (a refused file, or the draft or CV made from it before).
   */
  attachmentCv: defineEndpoint({
    ...CONVERSATION_ROUTES.attachmentCv,
    params: z.strictObject({ id: coercedIdSchema, attachmentId: coercedIdSchema }),
    responses: { 200: attachmentCvResponseSchema, 201: attachmentCvResponseSchema },
  }),
  /** The reader's applications with unread replies, across the team's vacancies. */
  unread: defineEndpoint({ ...CONVERSATION_ROUTES.unread, responses: { 200: unreadThreadsSchema } }),
  templates: defineEndpoint({ ...CONVERSATION_ROUTES.templates, responses: { 200: messageTemplatesSchema } }),
  addTemplate: defineEndpoint({ ...CONVERSATION_ROUTES.addTemplate, body: messageTemplateBodySchema, responses: { 201: messageTemplateSchema } }),
  deleteTemplate: defineEndpoint({ ...CONVERSATION_ROUTES.deleteTemplate, params: coercedIdParamsSchema, responses: {} }),
  candidateThread: defineEndpoint({ ...CONVERSATION_ROUTES.candidateThread, params: coercedIdParamsSchema, responses: { 200: candidateThreadSchema } }),
  candidateWrite: defineEndpoint({ ...CONVERSATION_ROUTES.candidateWrite, params: coercedIdParamsSchema, body: threadMessageBodySchema, responses: { 201: candidateThreadMessageSchema } }),
};
