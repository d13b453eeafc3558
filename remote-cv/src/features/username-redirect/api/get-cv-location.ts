import { type ApiClient, CV_ENDPOINTS } from '@platform/contract';
import { call } from '@platform/shared/call';

/** `GET /api/cv/username/{username}`: where a username's canonical CV page is. */
export function getCvLocation(api: ApiClient, username: string, signal?: AbortSignal) {
  return call(api, CV_ENDPOINTS.location, { params: { username }, signal });
}
