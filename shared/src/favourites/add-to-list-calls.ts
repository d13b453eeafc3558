import type { ApiClient, CvType, FavouriteItem, FavouriteList, FavouriteListsResponse } from '@platform/contract';

/** A CV as the favourites API names it. */
export interface CvRef {
  type: CvType;
  id: number;
}

/** Every favourites query of the page starts with this key: a change anywhere invalidates them all. */
export const FAVOURITES_QUERY_KEY = ['user', 'favourites'] as const;

/** The user's lists, each marked whether it holds `cv`. */
export const listListsFor = (api: ApiClient, cv: CvRef, signal?: AbortSignal) =>
  api.get<FavouriteListsResponse>('/user/favourites/lists', { signal, query: `type=${cv.type}&id=${cv.id}` });

export const addToList = (api: ApiClient, cv: CvRef, listId: number) => api.post<FavouriteItem>('/user/favourites', { type: cv.type, id: cv.id, listId });

export const removeFromList = (api: ApiClient, cv: CvRef, listId: number) =>
  api.delete<null>('/user/favourites', { query: `type=${cv.type}&id=${cv.id}&listId=${listId}` });

export const createList = (api: ApiClient, name: string) => api.post<FavouriteList>('/user/favourites/lists', { name });
