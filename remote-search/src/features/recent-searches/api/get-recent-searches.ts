import { useMountProps, useSession } from '@platform/shared';
import { useQuery } from '@tanstack/react-query';
import { readFilters, type SearchCriteria } from '../../../lib/criteria';
import { type ApiClient, SEARCH_SORTS, type SearchSort } from '@platform/contract';

/** How many searches the dashboard widget lists. */
export const RECENT_SEARCHES_LIMIT = 5;

/** One past search, ready to be linked back to. */
export interface RecentSearch {
  id: string;
  /** Everything that runs it again as it ran: the words, filters, order and the two switches. */
  criteria: Pick<SearchCriteria, 'text' | 'filters' | 'sort' | 'synonyms' | 'correct'>;
  /** How many CVs it found then, when the history recorded it. */
  total: number | null;
  /** ISO 8601. */
  searchedAt: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readSort(value: unknown): SearchSort {
  return SEARCH_SORTS.find((sort) => sort === value) ?? 'relevance';
}

function readEntry(value: unknown, index: number): RecentSearch | null {
  if (!isRecord(value)) return null;
  const criteria = isRecord(value.criteria) ? value.criteria : null;
  if (!criteria) return null;
  const id = typeof value.id === 'string' || typeof value.id === 'number' ? String(value.id) : `search-${index}`;
  const searchedAt = typeof value.createdAt === 'string' ? value.createdAt : null;
  const read: RecentSearch['criteria'] = {
    text: typeof criteria.text === 'string' ? criteria.text.trim() : '',
    filters: readFilters(criteria.filters),
    sort: readSort(criteria.sort),
  };
  // Only an explicit "off" is kept: both switches are on by default.
  if (criteria.synonyms === false) read.synonyms = false;
  if (criteria.correct === false) read.correct = false;
  return {
    id,
    criteria: read,
    total: typeof value.total === 'number' ? value.total : null,
    searchedAt,
  };
}

/**
 * Reads the history answer (`{ kind, total, items: [{ id, criteria, total, createdAt }] }`). The
 * criteria are stored as each search sent them, but they are checked like a hand-edited address:
 * a malformed entry is skipped, never rendered half-broken.
 */
export function readRecentSearches(body: unknown): RecentSearch[] {
  const items = isRecord(body) && Array.isArray(body.items) ? body.items : [];
  return items
    .map(readEntry)
    .filter((entry): entry is RecentSearch => entry !== null)
    .slice(0, RECENT_SEARCHES_LIMIT);
}

/** `GET /api/user/history?kind=search&limit=5`: the signed-in user's last searches, newest first. */
export async function getRecentSearches(api: ApiClient, signal?: AbortSignal): Promise<RecentSearch[]> {
  const body = await api.get<unknown>('/user/history', { query: `kind=search&limit=${RECENT_SEARCHES_LIMIT}`, signal });
  return readRecentSearches(body);
}

/** The widget's data; nothing is asked for while nobody is signed in. */
export function useRecentSearches() {
  const { api } = useMountProps();
  const session = useSession();
  return useQuery({
    queryKey: ['search', 'recent', session?.user.id ?? null],
    queryFn: ({ signal }) => getRecentSearches(api, signal),
    enabled: session !== null,
  });
}
