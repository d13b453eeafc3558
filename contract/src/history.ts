import { z } from 'zod/mini';

/**
 * History (`/api/user/history`): the searches a signed-in user made and the CVs they opened,
 * kept for the API's `HISTORY_RETENTION_DAYS` (default 180) and purged daily. The API validates
 * its input with these schemas and the user remote takes its types from them.
 */

export const HISTORY_KINDS = ['search', 'view'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Largest page of history. */
export const HISTORY_MAX_LIMIT = 100;

const kind = z.enum(HISTORY_KINDS, { error: 'Choose search or view.' });
const wholeNumber = (min: number, max: number) =>
  z.pipe(
    z.pipe(z.string({ error: 'Expected a number.' }).check(z.regex(/^\d{1,15}$/, 'Expected a whole number.')), z.transform(Number)),
    z.number().check(z.gte(min, `Expected ${min} or more.`), z.lte(max, `Expected at most ${max}.`)),
  );

/** Query of `GET /api/user/history`. */
export const historyQuerySchema = z.object({
  kind: z._default(kind, 'search'),
  limit: z._default(wholeNumber(1, HISTORY_MAX_LIMIT), 20),
  offset: z._default(wholeNumber(0, 1_000_000_000), 0),
});

/** Query of `DELETE /api/user/history`: without `kind` both histories; with `id` one entry of `kind`. */
export const historyDeleteQuerySchema = z
  .object({ kind: z.optional(kind), id: z.optional(wholeNumber(1, Number.MAX_SAFE_INTEGER)) })
  .check(z.refine((value) => value.id === undefined || value.kind !== undefined, { message: 'Say which history the id is from.', path: ['kind'] }));

/**
 * A search as the search page sent it (and the search validated it): the text, filters, sort and
 * the switches, everything needed to run it again.
 */
export const historyCriteriaSchema = z.looseObject({
  text: z.optional(z.nullable(z.string())),
  filters: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
  sort: z.optional(z.string()),
  synonyms: z.optional(z.boolean()),
  correct: z.optional(z.boolean()),
});
export type HistoryCriteria = z.infer<typeof historyCriteriaSchema>;

/** A search the user made, and how many CVs it found. */
export const searchHistoryItemSchema = z.object({
  id: z.number(),
  criteria: historyCriteriaSchema,
  total: z.number(),
  createdAt: z.string(),
});
export type SearchHistoryItem = z.infer<typeof searchHistoryItemSchema>;

/** A CV the user opened; `resume` is `null` once the CV is gone. */
export const viewHistoryItemSchema = z.object({
  id: z.number(),
  resume: z.nullable(z.object({ type: z.enum(['internal', 'imported']), id: z.number(), name: z.string(), title: z.string() })),
  createdAt: z.string(),
});
export type ViewHistoryItem = z.infer<typeof viewHistoryItemSchema>;

const page = { total: z.number(), retentionDays: z.number() };

/** `GET /api/user/history`: one page, newest first; `retentionDays` says how long entries are kept. */
export const historyPageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('search'), ...page, items: z.array(searchHistoryItemSchema) }),
  z.object({ kind: z.literal('view'), ...page, items: z.array(viewHistoryItemSchema) }),
]);
export type HistoryPage = z.infer<typeof historyPageSchema>;
