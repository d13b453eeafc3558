import { APPLICATION_STAGES, CV_TYPES, MAILING_MAX_RECIPIENTS } from '@platform/contract';
import { z } from 'zod';
import { SEARCH_CRITERIA } from '../../user/criteria';

/** Most search results a mailing to a search reaches (the search's own page limit). */
export const MAILING_SEARCH_LIMIT = 100;

const CV_REF = z.strictObject({
  type: z.enum(CV_TYPES),
  id: z.number().int().positive(),
});

const RECIPIENTS = z.discriminatedUnion(
  'source',
  [
    z.strictObject({
      source: z.literal('selection'),
      cvs: z.array(CV_REF).min(1, 'Select at least one CV.').max(MAILING_MAX_RECIPIENTS, `At most ${MAILING_MAX_RECIPIENTS} recipients.`),
    }),
    z.strictObject({
      source: z.literal('favourites'),
      list: z.string().trim().min(1, 'Choose a favourites list.').max(100, 'At most 100 characters.'),
    }),
    z.strictObject({
      source: z.literal('search'),
      criteria: SEARCH_CRITERIA,
      limit: z.number().int().min(1).max(MAILING_SEARCH_LIMIT, `At most ${MAILING_SEARCH_LIMIT}.`).default(50),
    }),
    z.strictObject({
      source: z.literal('applicants'),
      stage: z.enum(APPLICATION_STAGES, { message: `Choose a stage: ${APPLICATION_STAGES.join(', ')}.` }),
    }),
  ],
  { message: "Choose recipients: selected CVs, a favourites list, a search or the vacancy's applicants at a stage." },
);

const TEXTS = {
  subject: z.string().trim().min(1, 'Enter a subject.').max(200, 'At most 200 characters.'),
  body: z.string().trim().min(1, 'Write the message.').max(10_000, 'At most 10000 characters.'),
  recipients: RECIPIENTS,
};

export const MAILING_BODY = z.strictObject(TEXTS);
export type MailingBody = z.infer<typeof MAILING_BODY>;

export const PREVIEW_BODY = z.strictObject({ ...TEXTS, recipient: CV_REF.optional() });

/** `Idempotency-Key`: any printable ASCII, as clients generate them (UUIDs mostly). */
export const IDEMPOTENCY_KEY = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key: 1 to 200 printable ASCII characters.')
  .optional();

export const RECIPIENTS_QUERY = z.object({
  status: z.enum(['queued', 'sending', 'sent', 'failed', 'skipped']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(MAILING_MAX_RECIPIENTS).default(0),
});
