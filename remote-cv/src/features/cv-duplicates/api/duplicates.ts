import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CV_DUPLICATE_ENDPOINTS, type CvType } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** A CV as its address names it. */
export interface CvRef {
  type: CvType;
  id: number;
}

/** Query key prefix of every CV query of this remote: a merge changes the CV pages and their duplicates. */
const CV_QUERIES = ['cv'] as const;

function duplicatesKey(cv: CvRef) {
  return [...CV_QUERIES, 'duplicates', cv.type, cv.id] as const;
}

/** `GET /api/cv/{type}/{id}/duplicates`: likely duplicates of a CV and the merges into it (recruiters only). */
export function useDuplicates(cv: CvRef, enabled: boolean) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: duplicatesKey(cv),
    queryFn: ({ signal }) => call(api, CV_DUPLICATE_ENDPOINTS.duplicates, { params: { type: cv.type, id: cv.id }, signal }),
    enabled,
  });
}

/** `POST /api/cv/{type}/{id}/merge`: merges `with` (the team's import) into `cv`; every CV query is read again. */
export function useMergeMutation(cv: CvRef) {
  const { api } = useMountProps();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (other: CvRef) => call(api, CV_DUPLICATE_ENDPOINTS.merge, { params: { type: cv.type, id: cv.id }, body: { with: other } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CV_QUERIES }),
  });
}

/** `POST /api/cv/merges/{id}/undo`: restores the merged CV; every CV query is read again. */
export function useUndoMergeMutation() {
  const { api } = useMountProps();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mergeId: number) => call(api, CV_DUPLICATE_ENDPOINTS.undoMerge, { params: { id: mergeId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CV_QUERIES }),
  });
}
