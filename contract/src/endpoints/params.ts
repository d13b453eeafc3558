import { z } from 'zod/mini';

/** A numeric id in a path (`/team/webhooks/:id`): digits only, within JavaScript's safe integers. */
export const numericIdSchema = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, 'Expected a positive whole number.')),
  z.transform((value: string) => Number(value)),
).check(z.refine((value: number) => Number.isSafeInteger(value), 'Expected a positive whole number.'));

/** The params of a route whose one parameter is `:id`. */
export const idParamsSchema = z.strictObject({ id: numericIdSchema });
