import { type ApiClient, type CvMe, type CvMeUpdate, useApiQuery, useMountProps } from '@platform/shared';

/** `GET /api/cv/me`: the signed-in candidate's own CV, contacts included. */
export function getMyCv(api: ApiClient, signal?: AbortSignal): Promise<CvMe> {
  return api.get<CvMe>('/cv/me', { signal });
}

/** `PUT /api/cv/me`: saves it; a 400 names each bad field by its path in this body. */
export function saveMyCv(api: ApiClient, update: CvMeUpdate): Promise<CvMe> {
  return api.put<CvMe>('/cv/me', update);
}

export function useMyCv() {
  const { api, session } = useMountProps();
  return useApiQuery(['cv-me', session?.user.id ?? null], (signal) => getMyCv(api, signal));
}
