import type { ApiClient, CvType } from '@platform/contract';

/** `POST /api/user/favourites`: keeps a CV in the signed-in user's favourites (the default list). */
export function addFavourite(api: ApiClient, cv: { type: CvType; id: number }) {
  return api.post<unknown>('/user/favourites', { type: cv.type, id: cv.id });
}
