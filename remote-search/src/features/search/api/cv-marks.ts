import { useQuery } from '@tanstack/react-query';
import { type ApiClient, type CvMark, type FAVOURITE_ENDPOINTS, FAVOURITE_ROUTES } from '@platform/contract';
import { FAVOURITES_QUERY_KEY, useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** `GET /api/user/favourites/marks?cvs=internal:12,…`: the lists that hold each CV and the contacts the team opened (by descriptor, no schema). */
export function listCvMarks(api: ApiClient, cvs: string, signal?: AbortSignal) {
  return call<typeof FAVOURITE_ENDPOINTS.marks>(api, FAVOURITE_ROUTES.marks, { query: { cvs }, signal });
}

/**
 * The marks of a page of results (`pageCvs`: `internal:12,imported:7`), by `type:id`. Every card
 * asks with the same key, so the page makes one request. Under the favourites key: adding a CV to
 * a list or taking it out asks again; coming back from a CV whose contacts were opened too.
 */
export function useCvMarks(pageCvs: string) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: [...FAVOURITES_QUERY_KEY, 'marks', pageCvs],
    queryFn: ({ signal }) => listCvMarks(api, pageCvs, signal),
    enabled: pageCvs !== '',
    select: (answer) => new Map<string, CvMark>(answer.items.map((mark) => [`${mark.type}:${mark.id}`, mark])),
  });
}
