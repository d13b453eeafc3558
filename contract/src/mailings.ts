import { z } from 'zod/mini';
import { APPLICATION_STAGES } from './pipeline';
import { scoutCriteriaSchema } from './scouts';
import { CV_TYPES } from './search-constants';

/**
 * Vacancy mailings: who they reach, how their delivery goes, and what a preview shows. Answers
 * are `strictObject` schemas; the routes and request bodies are in `endpoints/mailings.ts`.
 */

/** Most recipients one mailing may reach. */
export const MAILING_MAX_RECIPIENTS = 10_000;

/** Most search results a mailing to a search reaches (the search's own page limit). */
export const MAILING_SEARCH_LIMIT = 100;

/** Variables a mailing's subject and body may use, e.g. `Hello {name}`. */
export const MAILING_VARIABLES = ['name', 'vacancy', 'team', 'sender'] as const;
export type MailingVariable = (typeof MAILING_VARIABLES)[number];

/** A CV as a mailing names it. */
export const mailingCvRefSchema = z.strictObject({
  type: z.enum(CV_TYPES),
  id: z.int().check(z.positive()),
});
export type MailingCvRef = z.infer<typeof mailingCvRefSchema>;

/** Where a mailing's recipients come from. */
export const mailingRecipientsInputSchema = z.discriminatedUnion(
  'source',
  [
    /** CVs picked from search results (at most {@link MAILING_MAX_RECIPIENTS}). */
    z.strictObject({
      source: z.literal('selection'),
      cvs: z
        .array(mailingCvRefSchema)
        .check(z.minLength(1, 'Select at least one CV.'), z.maxLength(MAILING_MAX_RECIPIENTS, `At most ${MAILING_MAX_RECIPIENTS} recipients.`)),
    }),
    /** One of the author's favourites lists. */
    z.strictObject({
      source: z.literal('favourites'),
      list: z.string().check(z.trim(), z.minLength(1, 'Choose a favourites list.'), z.maxLength(100, 'At most 100 characters.')),
    }),
    /** The first `limit` results of a search (at most {@link MAILING_SEARCH_LIMIT}, 50 by default). */
    z.strictObject({
      source: z.literal('search'),
      criteria: scoutCriteriaSchema,
      limit: z._default(z.int().check(z.gte(1), z.lte(MAILING_SEARCH_LIMIT, `At most ${MAILING_SEARCH_LIMIT}.`)), 50),
    }),
    /** The platform CVs of the mailing's vacancy's applicants whose application is at `stage` now. */
    z.strictObject({
      source: z.literal('applicants'),
      stage: z.enum(APPLICATION_STAGES, { error: `Choose a stage: ${APPLICATION_STAGES.join(', ')}.` }),
    }),
  ],
  { message: "Choose recipients: selected CVs, a favourites list, a search or the vacancy's applicants at a stage." },
);
/** Recipients as a client sends them (`limit` of a search may be left out). */
export type MailingRecipientsInput = z.input<typeof mailingRecipientsInputSchema>;

/** Body of `POST /api/team/vacancies/{id}/mailings` (header `Idempotency-Key` recommended). */
export const mailingInputSchema = z.strictObject({
  subject: z.string().check(z.trim(), z.minLength(1, 'Enter a subject.'), z.maxLength(200, 'At most 200 characters.')),
  body: z.string().check(z.trim(), z.minLength(1, 'Write the message.'), z.maxLength(10_000, 'At most 10000 characters.')),
  recipients: mailingRecipientsInputSchema,
});
export type MailingInput = z.input<typeof mailingInputSchema>;

/** Body of `POST /api/team/vacancies/{id}/mailings/preview`: `recipient` is the one to render it for (default: the first who can receive it). */
export const mailingPreviewInputSchema = z.extend(mailingInputSchema, { recipient: z.optional(mailingCvRefSchema) });
export type MailingPreviewInput = z.input<typeof mailingPreviewInputSchema>;

/** Why a recipient gets nothing: CV hidden, opted out of mailings, no e-mail address, or already sent this text. */
export const MAILING_SKIP_REASONS = ['hidden', 'opted_out', 'no_email', 'already_received'] as const;
export type MailingSkipReason = (typeof MAILING_SKIP_REASONS)[number];

/** A recipient's delivery status (`skipped` with a {@link MailingSkipReason}). */
export const MAILING_RECIPIENT_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped'] as const;
export type MailingRecipientStatus = (typeof MAILING_RECIPIENT_STATUSES)[number];

/** A CV an answer names, with the person's name. */
const namedCvSchema = z.strictObject({ type: z.enum(CV_TYPES), id: z.number(), name: z.string() });

/** One recipient as the team sees it (never the e-mail address); `reason`: the skip reason, or the delivery error of a failed (or retrying) message. */
export const mailingRecipientSchema = z.extend(namedCvSchema, {
  status: z.enum(MAILING_RECIPIENT_STATUSES),
  reason: z.nullable(z.string()),
});
export type MailingRecipient = z.infer<typeof mailingRecipientSchema>;

/**
 * Recipients per status. `retrying`, of `queued`: messages already tried that wait for their next
 * attempt (the mail server was unreachable or answered 4xx); each recipient's `reason` says what happened.
 */
export const mailingProgressSchema = z.strictObject({
  total: z.number(),
  queued: z.number(),
  sending: z.number(),
  sent: z.number(),
  failed: z.number(),
  skipped: z.number(),
  retrying: z.number(),
});
export type MailingProgress = z.infer<typeof mailingProgressSchema>;

/**
 * A mailing as the vacancy's team sees it: `charged` credits (one per recipient whose contacts the
 * team had not revealed), `state` `sending` while any message is queued or being sent.
 */
export const mailingSchema = z.strictObject({
  id: z.number(),
  vacancyId: z.number(),
  subject: z.string(),
  body: z.string(),
  source: z.enum(['selection', 'favourites', 'search', 'applicants']),
  sourceDetail: z.record(z.string(), z.unknown()),
  charged: z.number(),
  progress: mailingProgressSchema,
  state: z.enum(['sending', 'done']),
  createdAt: z.string(),
  author: z.nullable(z.strictObject({ id: z.string(), name: z.string() })),
});
export type Mailing = z.infer<typeof mailingSchema>;

/** `GET /api/team/vacancies/{id}/mailings`: `dailyLimit` is the team's daily cap and how much of it today's mailings used (UTC day). */
export const vacancyMailingsSchema = z.strictObject({
  vacancy: z.strictObject({ id: z.number(), title: z.string(), status: z.string() }),
  items: z.array(mailingSchema),
  dailyLimit: z.strictObject({ limit: z.number(), used: z.number() }),
});
export type VacancyMailings = z.infer<typeof vacancyMailingsSchema>;

/** `GET /api/team/vacancies/{id}/mailings/{mailingId}/recipients?status&limit&offset`. */
export const mailingRecipientsPageSchema = z.strictObject({
  total: z.number(),
  items: z.array(mailingRecipientSchema),
});
export type MailingRecipientsPage = z.infer<typeof mailingRecipientsPageSchema>;

/**
 * `POST .../mailings/preview`: who would receive it, what it costs, and one rendered message;
 * `skipped` (with the reason) and `reachable` list the first 200 each.
 */
export const mailingPreviewSchema = z.strictObject({
  recipients: z.strictObject({ total: z.number(), reachable: z.number() }),
  skipped: z.array(z.extend(namedCvSchema, { reason: z.enum(MAILING_SKIP_REASONS) })),
  reachable: z.array(namedCvSchema),
  cost: z.strictObject({ credits: z.number(), balance: z.number(), missing: z.number() }),
  dailyLimit: z.strictObject({ limit: z.number(), used: z.number(), remaining: z.number() }),
  message: z.nullable(
    z.strictObject({ recipient: namedCvSchema, subject: z.string(), text: z.string(), html: z.string() }),
  ),
});
export type MailingPreview = z.infer<typeof mailingPreviewSchema>;
