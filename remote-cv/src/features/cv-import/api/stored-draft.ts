import { useQuery } from '@tanstack/react-query';
import { CV_ENDPOINTS } from '@platform/contract';
import { useMountProps } from '@platform/shared';
import { call } from '@platform/shared/call';

/** `GET /api/cv/import/drafts/{id}`: a draft kept on the server (a file e-mailed to a thread), with its duplicates. */
export function useStoredDraft(draftId: string) {
  const { api } = useMountProps();
  return useQuery({
    queryKey: ['cv', 'draft', draftId],
    queryFn: ({ signal }) => call(api, CV_ENDPOINTS.draft, { params: { id: draftId }, signal }),
    // Saved once, the draft is gone: never read again behind the reviewer's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
