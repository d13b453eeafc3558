/**
 * The search's plain constants: the lists and limits the pages use at run time. They live apart
 * from the schemas in `./search` so an app that needs only them bundles no zod (webpack keeps every
 * top-level schema of a module it includes, used or not).
 */

/** Where a CV comes from: written on the platform by its owner, or imported by a team. */
export const CV_TYPES = ['internal', 'imported'] as const;
export type CvType = (typeof CV_TYPES)[number];

/** Who can find a candidate's own CV: everyone, or nobody but the owner. */
export const CV_VISIBILITIES = ['public', 'hidden'] as const;
export type CvVisibility = (typeof CV_VISIBILITIES)[number];

/** A candidate's job-search status: actively looking, open to offers, not looking. */
export const JOB_SEARCH_STATUSES = ['active', 'open', 'not_looking', 'unspecified'] as const;
export type JobSearchStatus = (typeof JOB_SEARCH_STATUSES)[number];

/** Salary currencies of the platform. */
export const CURRENCIES = ['RUB', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** CEFR language levels, lowest first, plus `native`. */
export const LANGUAGE_LEVELS = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'native'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];

/** Sort orders of the search; `relevance` without text orders by profile quality. */
export const SEARCH_SORTS = ['relevance', 'updated', 'salary_asc', 'salary_desc', 'experience_desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Largest `perPage`; `(page + 1) * perPage` may not exceed {@link SEARCH_MAX_RESULT_WINDOW}. */
export const SEARCH_MAX_PER_PAGE = 100;

/** How deep a search can page: the first 10 000 results (narrow the search to see others). */
export const SEARCH_MAX_RESULT_WINDOW = 10_000;

/** Longest accepted search text, in characters. */
export const SEARCH_MAX_TEXT_LENGTH = 1000;

/** Page size when the request names none. */
export const SEARCH_DEFAULT_PER_PAGE = 20;

/** Experience bands of the facet, in years: [0,1), [1,3), [3,6), 6 and more. */
export const EXPERIENCE_BANDS = ['0-1', '1-3', '3-6', '6+'] as const;
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number];

/** The `experienceYears` filter that selects each band (an `ExperienceRange` of ./search, whose schema imports this module). */
export const EXPERIENCE_BAND_RANGES: Readonly<Record<ExperienceBand, { min?: number; max?: number }>> = {
  '0-1': { max: 0 },
  '1-3': { min: 1, max: 2 },
  '3-6': { min: 3, max: 5 },
  '6+': { min: 6 },
};
