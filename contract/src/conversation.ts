import { z } from 'zod/mini';

/**
 * The hiring conversation: one thread per application that the team and the candidate both
 * write in, on the site or by replying to the e-mail each message sends. Routes in
 * `endpoints/conversation.ts`.
 */

/** Longest message written on the site. */
export const THREAD_MESSAGE_MAX_LENGTH = 5000;

export const THREAD_SIDES = ['team', 'candidate'] as const;
export type ThreadSide = (typeof THREAD_SIDES)[number];

/**
 * Whether an e-mailed reply came from the candidate's address: `ok` (or written on the site),
 * `pending` from another address until the team decides, then `accepted` or `discarded`.
 */
export const SENDER_CHECKS = ['ok', 'pending', 'accepted', 'discarded'] as const;
export type SenderCheck = (typeof SENDER_CHECKS)[number];

/** A file of an e-mailed reply; its type is the one found in its content. */
export const threadAttachmentSchema = z.strictObject({
  id: z.number(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
});
export type ThreadAttachment = z.infer<typeof threadAttachmentSchema>;

/** One message as its candidate sees it. */
export const candidateThreadMessageSchema = z.strictObject({
  id: z.number(),
  side: z.enum(THREAD_SIDES),
  via: z.enum(['site', 'email']),
  /** The writer's name (the team's member, or the candidate); `null` once the account is gone. */
  author: z.nullable(z.string()),
  /** The text, quoted history and signature of an e-mail trimmed. */
  body: z.string(),
  createdAt: z.string(),
});
export type CandidateThreadMessage = z.infer<typeof candidateThreadMessageSchema>;

/** One message as the team sees it: with the sender's address, the untrimmed text and the files. */
export const teamThreadMessageSchema = z.extend(candidateThreadMessageSchema, {
  fromEmail: z.nullable(z.string()),
  senderCheck: z.enum(SENDER_CHECKS),
  original: z.string(),
  attachments: z.array(threadAttachmentSchema),
  /** A candidate's message the reader had not seen before this answer. */
  unread: z.boolean(),
});
export type TeamThreadMessage = z.infer<typeof teamThreadMessageSchema>;

/** `GET /api/team/applications/{id}/messages`. */
export const teamThreadSchema = z.strictObject({ items: z.array(teamThreadMessageSchema) });
export type TeamThread = z.infer<typeof teamThreadSchema>;

/** `GET /api/user/applications/{id}/messages`. */
export const candidateThreadSchema = z.strictObject({ items: z.array(candidateThreadMessageSchema) });
export type CandidateThread = z.infer<typeof candidateThreadSchema>;

/** An application with candidate's messages the reader has not read (the dashboard's "new replies"). */
export const unreadThreadSchema = z.strictObject({
  applicationId: z.number(),
  vacancyId: z.number(),
  vacancy: z.string(),
  candidate: z.string(),
  unread: z.number(),
  lastAt: z.string(),
});
export type UnreadThread = z.infer<typeof unreadThreadSchema>;

/** `GET /api/team/conversations/unread`: the most recent first, at most {@link UNREAD_THREADS_LIMIT}. */
export const unreadThreadsSchema = z.strictObject({ items: z.array(unreadThreadSchema) });
export type UnreadThreads = z.infer<typeof unreadThreadsSchema>;

export const UNREAD_THREADS_LIMIT = 10;

/** Longest name of a message template, and most templates a team keeps. */
export const MESSAGE_TEMPLATE_NAME_MAX_LENGTH = 80;
export const MESSAGE_TEMPLATES_MAX = 100;

/**
 * A team's template for a usual answer. Its text may use the mailing variables (`{name}`,
 * `{vacancy}`, `{team}`, `{sender}`): a team message is filled for its application when sent.
 */
export const messageTemplateSchema = z.strictObject({ id: z.number(), name: z.string(), body: z.string() });
export type MessageTemplate = z.infer<typeof messageTemplateSchema>;
export const messageTemplatesSchema = z.strictObject({ items: z.array(messageTemplateSchema) });
