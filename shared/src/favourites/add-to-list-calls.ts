import { type ApiClient, type CvType, type FAVOURITE_ENDPOINTS, FAVOURITE_ROUTES } from '@platform/contract';
import { loadCall } from '../api/load-call';

/** Called by their schema-free routes: this module is in every page's first load. */
type Favourites = typeof FAVOURITE_ENDPOINTS;

/** A CV as the favourites API names it. */
export interface CvRef {
  type: CvType;
  id: number;
}

/** Every favourites query of the page starts with this key: a change anywhere invalidates them all. */
export const FAVOURITES_QUERY_KEY = ['user', 'favourites'] as const;

/** The user's lists, each marked whether it holds `cv`. */
export const listListsFor = async (api: ApiClient, cv: CvRef, signal?: AbortSignal) =>
  (await loadCall())<Favourites['lists']>(api, FAVOURITE_ROUTES.lists, { query: { type: cv.type, id: cv.id }, signal });

export const addToList = async (api: ApiClient, cv: CvRef, listId: number) =>
  (await loadCall())<Favourites['add']>(api, FAVOURITE_ROUTES.add, { body: { type: cv.type, id: cv.id, listId } });

export const removeFromList = async (api: ApiClient, cv: CvRef, listId: number) =>
  (await loadCall())<Favourites['remove']>(api, FAVOURITE_ROUTES.remove, { query: { type: cv.type, id: cv.id, listId } });

export const createList = async (api: ApiClient, name: string) => (await loadCall())<Favourites['createList']>(api, FAVOURITE_ROUTES.createList, { body: { name } });
