import { z } from 'zod/mini';
import {
  MAILING_MAX_RECIPIENTS,
  MAILING_RECIPIENT_STATUSES,
  mailingInputSchema,
  mailingPreviewInputSchema,
  mailingPreviewSchema,
  mailingRecipientsPageSchema,
  mailingSchema,
  vacancyMailingsSchema,
} from '../mailings';
import { defineEndpoint } from './endpoint';
import { coercedIdParamsSchema, coercedIdSchema } from './params';

/** A whole number in a query string, `fallback` when absent. */
function whole(min: number, max: number, fallback: number) {
  return z._default(
    z.pipe(
      z.coerce.number({ error: 'Expected a number.' }),
      z.int({ error: 'Expected a whole number.' }).check(z.gte(min, `At least ${min}.`), z.lte(max, `At most ${max}.`)),
    ),
    fallback,
  );
}

/** Query of `GET .../mailings/{mailingId}/recipients`: one status or all, a page of up to 500. */
export const mailingRecipientsQuerySchema = z.object({
  status: z.optional(z.enum(MAILING_RECIPIENT_STATUSES, { error: `Choose one of ${MAILING_RECIPIENT_STATUSES.join(', ')}.` })),
  limit: whole(1, 500, 100),
  offset: whole(0, MAILING_MAX_RECIPIENTS, 0),
});
export type MailingRecipientsQuery = z.output<typeof mailingRecipientsQuerySchema>;

/** The params of one mailing of a vacancy. */
const mailingParamsSchema = z.strictObject({ id: coercedIdSchema, mailingId: coercedIdSchema });

/**
 * A vacancy's mailings (its team only): the list with the daily cap, a preview, sending (header
 * `Idempotency-Key`: a repeat answers 200 with the mailing the first request created), one
 * mailing's progress and its recipients.
 */
export const MAILING_ENDPOINTS = {
  list: defineEndpoint({ method: 'GET', path: '/team/vacancies/:id/mailings', params: coercedIdParamsSchema, responses: { 200: vacancyMailingsSchema }, apiKey: 'messages:send', summary: "A vacancy's mailings" }),
  preview: defineEndpoint({ method: 'POST', path: '/team/vacancies/:id/mailings/preview', params: coercedIdParamsSchema, body: mailingPreviewInputSchema, responses: { 200: mailingPreviewSchema }, apiKey: 'messages:send', summary: 'Preview a mailing' }),
  send: defineEndpoint({ method: 'POST', path: '/team/vacancies/:id/mailings', params: coercedIdParamsSchema, body: mailingInputSchema, responses: { 201: mailingSchema, 200: mailingSchema }, apiKey: 'messages:send', summary: 'Send a mailing' }),
  get: defineEndpoint({ method: 'GET', path: '/team/vacancies/:id/mailings/:mailingId', params: mailingParamsSchema, responses: { 200: mailingSchema }, apiKey: 'messages:send', summary: 'A mailing' }),
  recipients: defineEndpoint({
    method: 'GET',
    path: '/team/vacancies/:id/mailings/:mailingId/recipients',
    params: mailingParamsSchema,
    query: mailingRecipientsQuerySchema,
    responses: { 200: mailingRecipientsPageSchema },
    apiKey: 'messages:send',
    summary: "A mailing's recipients",
  }),
};
