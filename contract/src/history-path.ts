import type { HistoryCriteria } from './history';

// Apart from the history's schemas (./history): the search remote links past searches with this
// and bundles no zod for it (webpack keeps every top-level schema of a module it includes).

/**
 * The search page's address that runs `criteria` again: `/search?q=…&filters=<json>&sort=…`, plus
 * `synonyms=0` / `correct=0` when those were off: the address format remote-search reads
 * (`criteriaFromParams`). Empty filters are left out; the page is not kept (a re-run starts at
 * the first page).
 */
export function historySearchPath(criteria: HistoryCriteria): string {
  const params = new URLSearchParams();
  const text = criteria.text?.trim();
  if (text) params.set('q', text);
  const filters = Object.fromEntries(
    Object.entries(criteria.filters ?? {}).filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)),
  );
  if (Object.keys(filters).length > 0) params.set('filters', JSON.stringify(filters));
  if (criteria.sort !== undefined && criteria.sort !== 'relevance') params.set('sort', criteria.sort);
  if (criteria.synonyms === false) params.set('synonyms', '0');
  if (criteria.correct === false) params.set('correct', '0');
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}
