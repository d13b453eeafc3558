import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiClient, apiQueryPrefix, CV_ENDPOINTS, type CvMeUpdate } from '@platform/contract';
import { useMountProps, useSession } from '@platform/shared';
import { call } from '@platform/shared/call';

/** `GET /api/cv/me`: the signed-in candidate's own CV, contacts and platform fields included. */
export function getMyCv(api: ApiClient, signal?: AbortSignal) {
  return call(api, CV_ENDPOINTS.me, { signal });
}

/** `PUT /api/cv/me`: saves it (the first save creates it); a 400 names each bad field by its path in this body. */
export function saveMyCv(api: ApiClient, update: CvMeUpdate) {
  return call(api, CV_ENDPOINTS.saveMe, { body: update });
}

/** Query key of the signed-in user's own CV (per user: the cache outlives a sign-out). */
export function myCvKey(userId: string | null) {
  return ['cv', 'me', userId] as const;
}

/** Prefix of every CV page's details (`cv-view`'s key): a saved CV reads anew there. */
const CV_DETAILS_KEY = apiQueryPrefix('cv', CV_ENDPOINTS.details.method, CV_ENDPOINTS.details.path);

export function useMyCv() {
  const { api } = useMountProps();
  const session = useSession();
  return useQuery({ queryKey: myCvKey(session?.user.id ?? null), queryFn: ({ signal }) => getMyCv(api, signal) });
}

/**
 * Saves the candidate's CV: the answer becomes the cached `GET /api/cv/me`, and the CV pages'
 * details are invalidated, so the page, the editor and *My CV* show what was saved.
 */
export function useSaveMyCvMutation() {
  const { api } = useMountProps();
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: CvMeUpdate) => saveMyCv(api, update),
    onSuccess: async (saved) => {
      queryClient.setQueryData(myCvKey(session?.user.id ?? null), saved);
      await queryClient.invalidateQueries({ queryKey: CV_DETAILS_KEY });
    },
  });
}
