import {
  CURRENCIES,
  type Currency,
  type ExperienceRange,
  JOB_SEARCH_STATUSES,
  type JobSearchStatus,
  LANGUAGE_LEVELS,
  type LanguageLevel,
  type LanguageRequirement,
  type SalaryRange,
  SEARCH_MAX_RESULT_WINDOW,
  SEARCH_SORTS,
  type SearchFilters,
  type SearchRequest,
  type SearchSort,
} from '@platform/contract';

/** Results per page of the search page. */
export const PER_PAGE = 20;
/** The last page the API serves: it pages through the first {@link SEARCH_MAX_RESULT_WINDOW} results only. */
export const MAX_PAGE_INDEX = SEARCH_MAX_RESULT_WINDOW / PER_PAGE - 1;

/** The salary filter's currency when an address names none. */
export const DEFAULT_CURRENCY: Currency = 'RUB';

/** What the search page shows: the query, the filters, the order and the zero-based page. */
export interface SearchCriteria {
  text: string;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  /** Also find the synonyms of the words (developer = разработчик); default on. */
  synonyms?: boolean;
  /** Search corrected spellings when nothing matches as typed; off after "search instead for". */
  correct?: boolean;
}

const EMPTY_CRITERIA: SearchCriteria = { text: '', filters: {}, sort: 'relevance', page: 0 };

/** Query-string keys the criteria own; any other parameter (e.g. `utm_source`) is left untouched. */
const CRITERIA_PARAMS = ['q', 'filters', 'sort', 'page', 'synonyms', 'correct'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return values.some((candidate) => candidate === value);
}

function readStrings(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const strings = [...new Set(value.filter((item): item is string => typeof item === 'string').map((item) => item.trim()))].filter(Boolean);
  return strings.length > 0 ? strings : undefined;
}

function readCount(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

function readPositive(value: unknown): number | undefined {
  const count = readCount(value);
  return count !== undefined && count > 0 ? count : undefined;
}

function readRange(value: unknown): ExperienceRange | undefined {
  if (!isRecord(value)) return undefined;
  const min = readCount(value.min);
  const max = readCount(value.max);
  const range: ExperienceRange = {};
  if (min !== undefined) range.min = min;
  if (max !== undefined) range.max = max;
  return min === undefined && max === undefined ? undefined : range;
}

function readSalary(value: unknown): SalaryRange | undefined {
  const range = readRange(value);
  if (!range || !isRecord(value)) return undefined;
  return { ...range, currency: isOneOf(CURRENCIES, value.currency) ? value.currency : DEFAULT_CURRENCY };
}

function readLanguages(value: unknown): LanguageRequirement[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const languages: LanguageRequirement[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.language !== 'string') continue;
    const language = item.language.trim().toLowerCase();
    if (!/^[a-z]{2,3}$/.test(language) || languages.some((entry) => entry.language === language)) continue;
    const minLevel: LanguageLevel | undefined = isOneOf(LANGUAGE_LEVELS, item.minLevel) ? item.minLevel : undefined;
    languages.push(minLevel ? { language, minLevel } : { language });
  }
  return languages.length > 0 ? languages : undefined;
}

function readStatuses(value: unknown): JobSearchStatus[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const statuses = JOB_SEARCH_STATUSES.filter((status) => value.includes(status));
  return statuses.length > 0 ? statuses : undefined;
}

/**
 * Reads filters from untrusted JSON (a shared link, an old bookmark): every field is checked and a
 * malformed one is dropped rather than failing the whole search.
 */
export function readFilters(value: unknown): SearchFilters {
  if (!isRecord(value)) return {};
  const filters: SearchFilters = {};
  const city = readStrings(value.city);
  if (city) filters.city = city;
  const experienceYears = readRange(value.experienceYears);
  if (experienceYears) filters.experienceYears = experienceYears;
  const salary = readSalary(value.salary);
  if (salary) filters.salary = salary;
  const skills = readStrings(value.skills);
  if (skills) filters.skills = skills;
  const languages = readLanguages(value.languages);
  if (languages) filters.languages = languages;
  if (value.relocation === true) filters.relocation = true;
  if (value.remote === true) filters.remote = true;
  const jobSearchStatus = readStatuses(value.jobSearchStatus);
  if (jobSearchStatus) filters.jobSearchStatus = jobSearchStatus;
  const updatedWithinDays = readPositive(value.updatedWithinDays);
  if (updatedWithinDays) filters.updatedWithinDays = updatedWithinDays;
  return filters;
}

/** Drops empty parts so that equal searches serialise equally (and a cleared filter leaves the URL). */
export function normalizeFilters(filters: SearchFilters): SearchFilters {
  return readFilters(filters);
}

export function hasFilters(filters: SearchFilters): boolean {
  return Object.keys(normalizeFilters(filters)).length > 0;
}

/** How many conditions the filters set: each city, skill, language and status counts once. */
export function activeFilterCount(filters: SearchFilters): number {
  const normalized = normalizeFilters(filters);
  return Object.values(normalized).reduce<number>((count, value) => count + (Array.isArray(value) ? value.length : 1), 0);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The criteria a page address describes (`?q=…&filters=<json>&sort=…&page=…`, page one-based). */
export function criteriaFromParams(params: URLSearchParams): SearchCriteria {
  const text = (params.get('q') ?? '').trim();
  const filtersText = params.get('filters');
  const filters = filtersText ? readFilters(parseJson(filtersText)) : {};
  const sortParam = params.get('sort');
  const sort: SearchSort = isOneOf(SEARCH_SORTS, sortParam) ? sortParam : 'relevance';
  const pageNumber = Number(params.get('page') ?? '1');
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? Math.min(pageNumber - 1, MAX_PAGE_INDEX) : 0;
  const criteria: SearchCriteria = { text, filters, sort, page };
  if (params.get('synonyms') === '0') criteria.synonyms = false;
  if (params.get('correct') === '0') criteria.correct = false;
  return criteria;
}

/**
 * Writes criteria into a copy of `base` (the current query string), replacing only the criteria's
 * own parameters: campaign parameters (`utm_*`) and anything else stay where they were. Defaults are
 * left out, so a plain search reads `?q=java`.
 */
export function criteriaToParams(criteria: SearchCriteria, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of CRITERIA_PARAMS) params.delete(key);
  const text = criteria.text.trim();
  if (text) params.set('q', text);
  const filters = normalizeFilters(criteria.filters);
  if (Object.keys(filters).length > 0) params.set('filters', JSON.stringify(filters));
  if (criteria.sort !== 'relevance') params.set('sort', criteria.sort);
  if (criteria.page > 0) params.set('page', String(criteria.page + 1));
  if (criteria.synonyms === false) params.set('synonyms', '0');
  if (criteria.correct === false) params.set('correct', '0');
  return params;
}

/** The body of the search call for these criteria. */
export function criteriaToRequest(criteria: SearchCriteria): SearchRequest {
  const request: SearchRequest = { sort: criteria.sort, page: criteria.page, perPage: PER_PAGE };
  const text = criteria.text.trim();
  if (text) request.text = text;
  const filters = normalizeFilters(criteria.filters);
  if (Object.keys(filters).length > 0) request.filters = filters;
  if (criteria.synonyms === false) request.synonyms = false;
  if (criteria.correct === false) request.correct = false;
  return request;
}

/** A search address (`/search?…`) for criteria, e.g. a recent search or a shared link. */
export function searchPath(criteria: Pick<SearchCriteria, 'text' | 'filters'> & Partial<SearchCriteria>): string {
  const query = criteriaToParams({ ...EMPTY_CRITERIA, ...criteria }).toString();
  return query ? `/search?${query}` : '/search';
}

/**
 * The query string to forward to the search call: the page's whole query string when
 * it carries `utm_source`, else nothing.
 */
export function forwardedQuery(search: string): string | undefined {
  const query = search.replace(/^\?/, '');
  return new URLSearchParams(query).has('utm_source') ? query : undefined;
}
