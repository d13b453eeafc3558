import { z } from 'zod';

/**
 * The shape of saved search criteria (PRODUCT §8) as far as scouting and mailings need to know:
 * an object with an optional `text` and `filters`. The search itself validates every field when
 * the criteria run, and its 400 names the bad path.
 */
export const SEARCH_CRITERIA = z
  .looseObject({
    text: z.string().max(1000, 'At most 1000 characters.').nullish(),
    filters: z.record(z.string(), z.unknown()).nullish(),
    sort: z.string().optional(),
  })
  .refine((value) => JSON.stringify(value).length <= 10_000, { message: 'The criteria are too large.' });

export type SearchCriteria = z.infer<typeof SEARCH_CRITERIA>;
