import { z } from 'zod/mini';

// Apart from first-request.ts: the page's code reads requests with that module, and this one
// (zod) stays out of a remote's bundle; the host checks declarations with it.

const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,31}$/;
const API_PATH = /^(\/(?::[A-Za-z_][A-Za-z0-9_]{0,31}|[A-Za-z0-9_.~-]+))+\/?$/;

const constant = z.union([z.string().check(z.maxLength(200)), z.number(), z.boolean()]);

const inputValueSchema = z.union([
  /** Always this value. */
  z.strictObject({ value: constant }),
  /** The route parameter of this name (`:id` of `/team/vacancy/:id`), as text or (an `id` parameter) as a number. */
  z.strictObject({ param: z.string().check(z.regex(NAME)), read: z.optional(z.enum(['text', 'number'])) }),
  /**
   * A parameter of the page's query string. `text` (the default): trimmed, left out when empty,
   * and when `oneOf` is given, any other value counts as absent. `json`: an object of at least one
   * field, else absent. `number`: a whole number of at most ten digits, at most `max`, else absent.
   * `index`: a one-based page number read as a zero-based index, at most `max`, absent or invalid
   * is 0. `page`: the same page number kept one-based, absent or invalid is 1. Absent values take
   * `default`, or leave the field out.
   */
  z.strictObject({
    query: z.string().check(z.regex(NAME)),
    read: z.optional(z.enum(['text', 'json', 'number', 'index', 'page'])),
    oneOf: z.optional(z.array(z.string().check(z.maxLength(60))).check(z.minLength(1), z.maxLength(20))),
    max: z.optional(z.number().check(z.int(), z.nonnegative())),
    default: z.optional(constant),
  }),
  /** `value` when the page's query parameter is exactly `equals` (a switch like `synonyms=0`), else absent. */
  z.strictObject({ query: z.string().check(z.regex(NAME)), equals: z.string().check(z.maxLength(60)), then: constant }),
]);
export type FirstRequestValue = z.infer<typeof inputValueSchema>;

export const firstRequestSchema = z.strictObject({
  method: z.enum(['GET', 'POST']),
  /** The API path without `/api`, `:name` filled from the route parameter of that name. */
  path: z.string().check(z.maxLength(200), z.regex(API_PATH)),
  /** The query (GET) or the body (POST), field by field. */
  input: z.optional(z.record(z.string().check(z.regex(NAME)), inputValueSchema)),
  /** Send the page's whole query string along when it carries campaign parameters (`utm_source`). */
  forwardCampaign: z.optional(z.boolean()),
});
export type FirstRequest = z.infer<typeof firstRequestSchema>;

