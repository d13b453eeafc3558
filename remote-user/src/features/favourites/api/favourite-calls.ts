import {
  type ApiClient,
  type CvType,
  FAVOURITE_ENDPOINTS,
  type FavouriteAddInput,
  type FavouriteItem,
  type FavouritesQuery,
  type FavouriteTransferInput,
} from '@platform/contract';
import { call, endpointPath } from '@platform/shared/call';

/** The query keys of this feature: every change invalidates {@link FAVOURITES_KEY} (lists and pages). */
export const FAVOURITES_KEY = ['user', 'favourites'] as const;

export const listFavouriteLists = (api: ApiClient, signal?: AbortSignal) => call(api, FAVOURITE_ENDPOINTS.lists, { signal });

/** `GET /api/user/favourites`: one list or all (`listId` absent), a text to find, a page (from 0). */
export function listFavourites(api: ApiClient, view: FavouritesQuery, signal?: AbortSignal) {
  const text = view.q?.trim() ?? '';
  return call(api, FAVOURITE_ENDPOINTS.list, { query: { page: view.page ?? 0, listId: view.listId, q: text === '' ? undefined : text }, signal });
}

export const createList = (api: ApiClient, name: string) => call(api, FAVOURITE_ENDPOINTS.createList, { body: { name } });

export const renameList = (api: ApiClient, listId: number, name: string) => call(api, FAVOURITE_ENDPOINTS.renameList, { params: { id: listId }, body: { name } });

export const deleteList = (api: ApiClient, listId: number) => call(api, FAVOURITE_ENDPOINTS.deleteList, { params: { id: listId } });

/** Where the browser downloads a list as CSV (a plain link: the session cookie goes along). */
export const exportListUrl = (listId: number) => `/api${endpointPath(FAVOURITE_ENDPOINTS.exportList.path, { id: listId })}`;

export const addFavourite = (api: ApiClient, input: FavouriteAddInput) => call(api, FAVOURITE_ENDPOINTS.add, { body: input });

/** Removes a CV from one list (DELETE carries no body, so the CV is named in the query). */
export const removeFavourite = (api: ApiClient, item: Pick<FavouriteItem, 'type' | 'id' | 'list'>) =>
  call(api, FAVOURITE_ENDPOINTS.remove, { query: { type: item.type, id: item.id, listId: item.list.id } });

export const transferFavourite = (api: ApiClient, mode: 'move' | 'copy', input: FavouriteTransferInput) => call(api, FAVOURITE_ENDPOINTS[mode], { body: input });

export const saveNote = (api: ApiClient, cv: { type: CvType; id: number }, note: string) => call(api, FAVOURITE_ENDPOINTS.note, { body: { ...cv, note } });
