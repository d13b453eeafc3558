import {
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

/**
 * Favourites: named lists, the CVs in them, private notes and the CSV export:
 * `/api/user/favourites*`. Adding, moving or copying answers 201 when a CV was added to the list
 * and 200 when it was there already.
 */
export const FAVOURITE_ENDPOINTS = {
  lists: defineEndpoint({ method: 'GET', path: '/user/favourites/lists', query: favouriteListsQuerySchema, responses: { 200: favouriteListsResponseSchema } }),
  createList: defineEndpoint({ method: 'POST', path: '/user/favourites/lists', body: favouriteListInputSchema, responses: { 201: favouriteListSchema } }),
  renameList: defineEndpoint({ method: 'PATCH', path: '/user/favourites/lists/:id', body: favouriteListInputSchema, responses: { 200: favouriteListSchema } }),
  deleteList: defineEndpoint({ method: 'DELETE', path: '/user/favourites/lists/:id', responses: {} }),
  /** A CSV file (`text/csv`), not JSON. */
  exportList: defineEndpoint({ method: 'GET', path: '/user/favourites/lists/:id/export', responses: {} }),
  list: defineEndpoint({ method: 'GET', path: '/user/favourites', query: favouritesQuerySchema, responses: { 200: favouritesPageSchema } }),
  add: defineEndpoint({ method: 'POST', path: '/user/favourites', body: favouriteAddInputSchema, responses: { 200: favouriteItemSchema, 201: favouriteItemSchema } }),
  remove: defineEndpoint({ method: 'DELETE', path: '/user/favourites', query: favouriteRemoveQuerySchema, responses: {} }),
  move: defineEndpoint({ method: 'POST', path: '/user/favourites/move', body: favouriteTransferInputSchema, responses: { 200: favouriteItemSchema, 201: favouriteItemSchema } }),
  copy: defineEndpoint({ method: 'POST', path: '/user/favourites/copy', body: favouriteTransferInputSchema, responses: { 200: favouriteItemSchema, 201: favouriteItemSchema } }),
  note: defineEndpoint({ method: 'PUT', path: '/user/favourites/note', body: favouriteNoteInputSchema, responses: { 200: favouriteNoteSchema } }),
};
