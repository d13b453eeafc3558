import { FAVOURITE_ROUTES } from '../api-routes/user-favourites';
import {
  cvMarksQuerySchema,
  cvMarksResponseSchema,
  favouriteAddInputSchema,
  favouriteItemSchema,
  favouriteListInputSchema,
  favouriteListSchema,
  favouriteListsQuerySchema,
  favouriteListsResponseSchema,
  favouriteNoteInputSchema,
  favouriteNoteSchema,
  favouriteRemoveQuerySchema,
  favouritesPageSchema,
  favouritesQuerySchema,
  favouriteTransferInputSchema,
} from '../favourites';
import { defineEndpoint } from './endpoint';
import { coercedIdParamsSchema } from './params';

/**
 * Favourites: named lists, the CVs in them, private notes and the CSV export:
 * `/api/user/favourites*`. Adding, moving or copying answers 201 when a CV was added to the list
 * and 200 when it was there already.
 */
export const FAVOURITE_ENDPOINTS = {
  lists: defineEndpoint({ ...FAVOURITE_ROUTES.lists, query: favouriteListsQuerySchema, responses: { 200: favouriteListsResponseSchema } }),
  createList: defineEndpoint({ ...FAVOURITE_ROUTES.createList, body: favouriteListInputSchema, responses: { 201: favouriteListSchema } }),
  renameList: defineEndpoint({ ...FAVOURITE_ROUTES.renameList, params: coercedIdParamsSchema, body: favouriteListInputSchema, responses: { 200: favouriteListSchema } }),
  deleteList: defineEndpoint({ ...FAVOURITE_ROUTES.deleteList, params: coercedIdParamsSchema, responses: {} }),
  /** A CSV file (`text/csv`), not JSON. */
  exportList: defineEndpoint({ ...FAVOURITE_ROUTES.exportList, params: coercedIdParamsSchema, responses: {} }),
  list: defineEndpoint({ ...FAVOURITE_ROUTES.list, query: favouritesQuerySchema, responses: { 200: favouritesPageSchema } }),
  add: defineEndpoint({ ...FAVOURITE_ROUTES.add, body: favouriteAddInputSchema, responses: { 200: favouriteItemSchema, 201: favouriteItemSchema } }),
  remove: defineEndpoint({ ...FAVOURITE_ROUTES.remove, query: favouriteRemoveQuerySchema, responses: {} }),
  move: defineEndpoint({ ...FAVOURITE_ROUTES.move, body: favouriteTransferInputSchema, responses: { 200: favouriteItemSchema, 201: favouriteItemSchema } }),
  copy: defineEndpoint({ ...FAVOURITE_ROUTES.copy, body: favouriteTransferInputSchema, responses: { 200: favouriteItemSchema, 201: favouriteItemSchema } }),
  note: defineEndpoint({ ...FAVOURITE_ROUTES.note, body: favouriteNoteInputSchema, responses: { 200: favouriteNoteSchema } }),
  /** What the user and their team already did with the CVs of a page of results: lists that hold them, contacts opened. */
  marks: defineEndpoint({ ...FAVOURITE_ROUTES.marks, query: cvMarksQuerySchema, responses: { 200: cvMarksResponseSchema } }),
};
