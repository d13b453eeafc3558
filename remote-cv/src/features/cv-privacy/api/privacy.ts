import { useQuery } from '@tanstack/react-query';
import { type ApiClient, type CvType, type Locale, PRIVACY_ENDPOINTS } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** Query key prefix of a CV's privacy state: every change invalidates it. */
export const PRIVACY_QUERY_KEY = ['cv', 'privacy'] as const;

/** `GET /api/cv/{type}/{id}/privacy`: the consent, legal hold and retention of a team's import (docs/privacy.md). */
export function useCvPrivacy(cv: { type: CvType; id: number }) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: [...PRIVACY_QUERY_KEY, cv.type, cv.id],
    queryFn: ({ signal }) => call(api, PRIVACY_ENDPOINTS.cv, { params: { type: cv.type, id: cv.id }, signal }),
  });
}

/** Mails the person a consent request in `locale`. */
export function requestConsent(api: ApiClient, cv: { type: CvType; id: number }, locale: Locale) {
  return call(api, PRIVACY_ENDPOINTS.requestConsent, { params: { type: cv.type, id: cv.id }, body: { locale } });
}

/** Sets a legal hold with its reason, or clears it (`reason` null). */
export function changeLegalHold(api: ApiClient, cv: { type: CvType; id: number }, reason: string | null) {
  const params = { type: cv.type, id: cv.id };
  return reason === null ? call(api, PRIVACY_ENDPOINTS.clearLegalHold, { params }) : call(api, PRIVACY_ENDPOINTS.setLegalHold, { params, body: { reason } });
}
