import type { ApiClient, CvLocation } from '@platform/contract';

/** `GET /api/cv/username/{username}`: where a username's canonical CV page is. */
export function getCvLocation(api: ApiClient, username: string, signal?: AbortSignal): Promise<CvLocation> {
  return api.get<CvLocation>(`/cv/username/${encodeURIComponent(username)}`, { signal });
}
