import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from '@platform/shared/router';
import { criteriaFromParams, criteriaToParams, forwardedQuery, type SearchCriteria } from '../../../lib/criteria';

export interface SearchCriteriaState {
  criteria: SearchCriteria;
  /** Pushes new criteria into the address (a history entry, so Back returns to the previous search). */
  setCriteria: (next: SearchCriteria) => void;
  /** The page's query string, forwarded to the search call (its campaign parameters), if any. */
  forwarded: string | undefined;
}

/** The search criteria live in the address: shareable, bookmarkable, and Back restores them. */
export function useSearchCriteria(): SearchCriteriaState {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const criteria = useMemo(() => criteriaFromParams(params), [params]);
  const setCriteria = useCallback(
    (next: SearchCriteria) => {
      setParams((current) => criteriaToParams(next, current));
    },
    [setParams],
  );
  return { criteria, setCriteria, forwarded: forwardedQuery(search) };
}
