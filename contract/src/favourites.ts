import { z } from 'zod/mini';
import type { CvType } from './search-constants';

/**
 * The favourites contract: a user's named lists of CVs, a private note per CV, search within
 * them and a CSV export. Private to their user: anyone else gets 404, never the data.
 *
 * - `GET /api/user/favourites/lists[?type&id]`: the lists (the default list first); naming a CV
 *   marks the lists that hold it.
 * - `POST /api/user/favourites/lists` `{ name }`, `PATCH|DELETE /api/user/favourites/lists/{id}`.
 * - `GET /api/user/favourites/lists/{id}/export`: the list as CSV.
 * - `GET /api/user/favourites?listId&q&page&perPage`: favourites, newest first, paginated.
 * - `POST /api/user/favourites` `{ type, id, listId? }`, `DELETE /api/user/favourites?type&id[&listId]`.
 * - `POST /api/user/favourites/move|copy` `{ type, id, fromListId, toListId }`.
 * - `PUT /api/user/favourites/note` `{ type, id, note }`.
 *
 * The request schemas are the API's validation; the response schemas type what the remotes read.
 */

/** The stored name of every user's default list; the front ends show it as "Favourites". */
export const DEFAULT_FAVOURITE_LIST_NAME = 'default';
/** Longest list name. */
export const FAVOURITE_LIST_NAME_MAX = 100;
/** Most lists one user keeps (the default list included). */
export const FAVOURITE_LISTS_MAX = 50;
/** Most favourites one user keeps, over all lists. */
export const FAVOURITES_MAX = 2000;
/** Longest private note on a CV. */
export const FAVOURITE_NOTE_MAX = 2000;
/** Longest text of a search within favourites. */
export const FAVOURITES_QUERY_MAX = 200;
/** Page size of `GET /api/user/favourites`: default and largest. */
export const FAVOURITES_PER_PAGE = 20;
export const FAVOURITES_PER_PAGE_MAX = 100;

const cvType = z.enum(['internal', 'imported'], { error: 'Expected one of: internal, imported.' });
const positiveId = (what: string) =>
  z.coerce.number({ error: `Expected ${what}.` }).check(z.int(`Expected ${what}.`), z.positive(`Expected ${what}.`), z.maximum(Number.MAX_SAFE_INTEGER, `Expected ${what}.`));
const cvId = positiveId('a CV id');
const listId = positiveId('a list id');

/** A list name as typed: trimmed, 1–100 characters. */
export const favouriteListNameSchema = z
  .string({ error: 'Enter a list name.' })
  .check(z.trim(), z.minLength(1, 'Enter a list name.'), z.maxLength(FAVOURITE_LIST_NAME_MAX, `At most ${FAVOURITE_LIST_NAME_MAX} characters.`));

/** Body of `POST /api/user/favourites/lists` and `PATCH /api/user/favourites/lists/{id}`. */
export const favouriteListInputSchema = z.strictObject({ name: favouriteListNameSchema });
export type FavouriteListInput = z.input<typeof favouriteListInputSchema>;

/** Query of `GET /api/user/favourites/lists`: name a CV to learn which lists hold it. */
export const favouriteListsQuerySchema = z
  .object({ type: z.optional(cvType), id: z.optional(cvId) })
  .check(
    z.refine((query) => (query.type === undefined) === (query.id === undefined), {
      message: 'Name a CV with both type and id.',
      path: ['id'],
    }),
  );

/** One of the user's lists. */
export const favouriteListSchema = z.object({
  id: z.number(),
  /** `default` for the default list (show it in the reader's language). */
  name: z.string(),
  /** The default list: always there, cannot be renamed or deleted. */
  isDefault: z.boolean(),
  /** CVs in it. */
  count: z.number(),
  createdAt: z.string(),
  /** Present when the query named a CV: whether this list holds it. */
  containsCv: z.optional(z.boolean()),
});
export type FavouriteList = z.output<typeof favouriteListSchema>;

/** `GET /api/user/favourites/lists`. */
export const favouriteListsResponseSchema = z.object({ items: z.array(favouriteListSchema) });
export type FavouriteListsResponse = z.output<typeof favouriteListsResponseSchema>;

/** Query of `GET /api/user/favourites`: one list or all, a text to find, a page (from 0). */
export const favouritesQuerySchema = z.object({
  listId: z.optional(listId),
  q: z.optional(z.string().check(z.trim(), z.maxLength(FAVOURITES_QUERY_MAX, `At most ${FAVOURITES_QUERY_MAX} characters.`))),
  page: z._default(z.coerce.number({ error: 'Expected a page number.' }).check(z.int('Expected a page number.'), z.minimum(0, 'Pages start at 0.'), z.maximum(10_000, 'At most 10000.')), 0),
  perPage: z._default(
    z.coerce.number({ error: 'Expected a number.' }).check(z.int('Expected a number.'), z.minimum(1, 'At least 1.'), z.maximum(FAVOURITES_PER_PAGE_MAX, `At most ${FAVOURITES_PER_PAGE_MAX}.`)),
    FAVOURITES_PER_PAGE,
  ),
});
export type FavouritesQuery = z.input<typeof favouritesQuerySchema>;

/** A CV in one of the user's lists. Name, title and city are as they were when it was added. */
export const favouriteItemSchema = z.object({
  type: cvType,
  id: z.number(),
  list: z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() }),
  name: z.string(),
  title: z.string(),
  city: z.nullable(z.string()),
  /** The user's private note on this CV (the same in every list), `null` without one. */
  note: z.nullable(z.string()),
  addedAt: z.string(),
});
export type FavouriteItem = z.output<typeof favouriteItemSchema>;

/** `GET /api/user/favourites`. */
export const favouritesPageSchema = z.object({
  total: z.number(),
  page: z.number(),
  perPage: z.number(),
  items: z.array(favouriteItemSchema),
});
export type FavouritesPage = z.output<typeof favouritesPageSchema>;

/** Body of `POST /api/user/favourites`: the default list when `listId` is absent. */
export const favouriteAddInputSchema = z.strictObject({ type: cvType, id: cvId, listId: z.optional(listId) });
export type FavouriteAddInput = z.input<typeof favouriteAddInputSchema>;

/** Query of `DELETE /api/user/favourites`: from one list, or from every list without `listId`. */
export const favouriteRemoveQuerySchema = z.object({ type: cvType, id: cvId, listId: z.optional(listId) });

/** Body of `POST /api/user/favourites/move` and `/copy`. */
export const favouriteTransferInputSchema = z
  .strictObject({ type: cvType, id: cvId, fromListId: listId, toListId: listId })
  .check(
    z.refine((input) => input.fromListId !== input.toListId, {
      message: 'Choose another list.',
      path: ['toListId'],
      params: { code: 'same_list' },
    }),
  );
export type FavouriteTransferInput = z.input<typeof favouriteTransferInputSchema>;

/** Body of `PUT /api/user/favourites/note`: an empty note removes it. */
export const favouriteNoteInputSchema = z.strictObject({
  type: cvType,
  id: cvId,
  note: z.string({ error: 'Expected text.' }).check(z.trim(), z.maxLength(FAVOURITE_NOTE_MAX, `At most ${FAVOURITE_NOTE_MAX} characters.`)),
});
export type FavouriteNoteInput = z.input<typeof favouriteNoteInputSchema>;

/** `PUT /api/user/favourites/note`. */
export const favouriteNoteSchema = z.object({ type: cvType, id: z.number(), note: z.nullable(z.string()) });
export type FavouriteNote = z.output<typeof favouriteNoteSchema>;

/** Most CVs one `GET /api/user/favourites/marks` names (a search page shows at most 50). */
export const CV_MARKS_MAX = 100;
const CV_REF = /^(internal|imported):[1-9][0-9]{0,15}$/;

/** `imported:7` → `{ type: 'imported', id: 7 }` (checked against CV_REF first). */
function cvRefOf(ref: string): { type: CvType; id: number } {
  const [type, id] = ref.split(':');
  return { type: type === 'imported' ? 'imported' : 'internal', id: Number(id) };
}

/**
 * Query of `GET /api/user/favourites/marks?cvs=internal:12,imported:7`: the CVs of a page of
 * results, `type:id` separated by commas, at most {@link CV_MARKS_MAX}.
 */
export const cvMarksQuerySchema = z.object({
  cvs: z.pipe(
    z.string({ error: 'Name the CVs as type:id, separated by commas.' }).check(
      z.refine((value) => value.split(',').every((ref) => CV_REF.test(ref)), 'Name the CVs as type:id (internal:12), separated by commas.'),
      z.refine((value) => value.split(',').length <= CV_MARKS_MAX, `At most ${CV_MARKS_MAX} CVs.`),
    ),
    z.transform((value) => value.split(',').map(cvRefOf)),
  ),
});
export type CvMarksQuery = z.input<typeof cvMarksQuerySchema>;

/** What the signed-in recruiter (and their team) already did with one CV. */
export const cvMarkSchema = z.strictObject({
  type: cvType,
  id: z.number(),
  /** The user's own lists that hold it, the default list first (show its name in the reader's language). */
  lists: z.array(z.strictObject({ id: z.number(), name: z.string(), isDefault: z.boolean() })),
  /** When the recruiter's team opened its contacts (spent a credit on them), or null. */
  contactsOpenedAt: z.nullable(z.string()),
});
export type CvMark = z.output<typeof cvMarkSchema>;

/** `GET /api/user/favourites/marks`: a mark for each named CV that has one; the others are left out. */
export const cvMarksResponseSchema = z.object({ items: z.array(cvMarkSchema) });
export type CvMarksResponse = z.output<typeof cvMarksResponseSchema>;
