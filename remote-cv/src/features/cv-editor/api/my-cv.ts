import { useMountProps, useSession } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient, CvMe, CvMeUpdate } from '@platform/contract';

/** `GET /api/cv/me`: the signed-in candidate's own CV, contacts included. */
export function getMyCv(api: ApiClient, signal?: AbortSignal): Promise<CvMe> {
  return api.get<CvMe>('/cv/me', { signal });
}

/** `PUT /api/cv/me`: saves it; a 400 names each bad field by its path in this body. */
export function saveMyCv(api: ApiClient, update: CvMeUpdate): Promise<CvMe> {
  return api.put<CvMe>('/cv/me', update);
}

/** Query key of the signed-in user's own CV (per user: the cache outlives a sign-out). */
export function myCvKey(userId: string | null) {
  return ['cv', 'me', userId] as const;
}

export function useMyCv() {
  const { api } = useMountProps();
  const session = useSession();
  return useQuery({ queryKey: myCvKey(session?.user.id ?? null), queryFn: ({ signal }) => getMyCv(api, signal) });
}
