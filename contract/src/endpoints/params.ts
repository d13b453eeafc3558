import { z } from 'zod/mini';

/** A numeric id in a path (`/team/webhooks/:id`): digits only, within JavaScript's safe integers. */
export const numericIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, 'Expected a positive whole number.')),
  z.transform((value: string) => Number(value)),
).check(z.refine((value: number) => Number.isSafeInteger(value), 'Expected a positive whole number.'));

/** The params of a route whose one parameter is `:id`. */
export const idParamsSchema = z.strictObject({ id: numericIdSchema });

/**
 * A numeric id in a path read as JavaScript's `Number()` reads it (`7`, `07` and `7.0` are all 7),
 * then a positive whole number within the safe integers: the ids of vacancies, applications, their
 * messages, attachments, mailings and message templates. A string in (a path segment, as the API
 * reference documents it), a number out.
 */
export const coercedIdSchema = z.pipe(z.string(), z.pipe(z.coerce.number<string>(), z.int().check(z.positive())));

/** The params of such a route whose one parameter is `:id`. */
export const coercedIdParamsSchema = z.strictObject({ id: coercedIdSchema });

/** The params of a route whose one parameter is `:id`, a UUID (a team member, an invitation), in any case; read in lower case, as stored. */
export const uuidParamsSchema = z.strictObject({ id: z.uuid().check(z.toLowerCase()) });
