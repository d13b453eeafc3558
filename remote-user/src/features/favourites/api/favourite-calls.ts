import type { ApiClient, CvType } from '@platform/contract';

/** The list a favourite goes to when none is named (shown as "Favourites"). */
export const DEFAULT_LIST = 'default';

export interface Favourite {
  type: CvType;
  id: number;
  list: string;
  name: string;
  title: string;
  city: string | null;
  addedAt: string;
}

export interface FavouriteList {
  name: string;
  count: number;
}

export interface Favourites {
  lists: FavouriteList[];
  items: Favourite[];
}

export const listFavourites = (api: ApiClient, list: string | null, signal?: AbortSignal) =>
  api.get<Favourites>('/user/favourites', { signal, ...(list === null ? {} : { query: `list=${encodeURIComponent(list)}` }) });

export const addFavourite = (api: ApiClient, input: { type: CvType; id: number; list?: string }) => api.post<Favourite>('/user/favourites', input);

/** Removes a CV from one list (DELETE carries no body, so the CV is named in the query). */
export const removeFavourite = (api: ApiClient, favourite: Pick<Favourite, 'type' | 'id' | 'list'>) =>
  api.delete<null>('/user/favourites', {
    query: `type=${favourite.type}&id=${favourite.id}&list=${encodeURIComponent(favourite.list)}`,
  });
