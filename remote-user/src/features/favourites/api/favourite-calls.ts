import type {
  ApiClient,
  CvType,
  FavouriteAddInput,
  FavouriteItem,
  FavouriteList,
  FavouriteListsResponse,
  FavouriteNote,
  FavouritesPage,
  FavouritesQuery,
  FavouriteTransferInput,
} from '@platform/contract';

/** The query keys of this feature: every change invalidates {@link FAVOURITES_KEY} (lists and pages). */
export const FAVOURITES_KEY = ['user', 'favourites'] as const;

export const listFavouriteLists = (api: ApiClient, signal?: AbortSignal) => api.get<FavouriteListsResponse>('/user/favourites/lists', { signal });

/** `GET /api/user/favourites`: one list or all (`listId` absent), a text to find, a page (from 0). */
export function listFavourites(api: ApiClient, view: FavouritesQuery, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(view.page ?? 0) });
  if (view.listId !== undefined) query.set('listId', String(view.listId));
  if (view.q !== undefined && view.q.trim() !== '') query.set('q', view.q.trim());
  return api.get<FavouritesPage>('/user/favourites', { signal, query: query.toString() });
}

export const createList = (api: ApiClient, name: string) => api.post<FavouriteList>('/user/favourites/lists', { name });

export const renameList = (api: ApiClient, listId: number, name: string) => api.patch<FavouriteList>(`/user/favourites/lists/${listId}`, { name });

export const deleteList = (api: ApiClient, listId: number) => api.delete<null>(`/user/favourites/lists/${listId}`);

/** Where the browser downloads a list as CSV (a plain link: the session cookie goes along). */
export const exportListUrl = (listId: number) => `/api/user/favourites/lists/${listId}/export`;

export const addFavourite = (api: ApiClient, input: FavouriteAddInput) => api.post<FavouriteItem>('/user/favourites', input);

/** Removes a CV from one list (DELETE carries no body, so the CV is named in the query). */
export const removeFavourite = (api: ApiClient, item: Pick<FavouriteItem, 'type' | 'id' | 'list'>) =>
  api.delete<null>('/user/favourites', { query: `type=${item.type}&id=${item.id}&listId=${item.list.id}` });

export const transferFavourite = (api: ApiClient, mode: 'move' | 'copy', input: FavouriteTransferInput) =>
  api.post<FavouriteItem>(`/user/favourites/${mode}`, input);

export const saveNote = (api: ApiClient, cv: { type: CvType; id: number }, note: string) => api.put<FavouriteNote>('/user/favourites/note', { ...cv, note });
