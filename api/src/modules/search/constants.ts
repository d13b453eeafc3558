import type { Currency, CvType, JobSearchStatus, LanguageLevel, SearchSort } from '@platform/contract';

/**
 * A runtime list of every member of a string union, checked by the compiler: leaving a member out
 * (or adding a stranger) is a type error.
 */
function everyMemberOf<T extends string>() {
  return <const L extends readonly T[]>(list: L & ([T] extends [L[number]] ? unknown : never)): L => list;
}

// The API imports only types from @platform/shared (its entry also carries the browser UI kit),
// so the contract's unions get their runtime lists here.

export const CV_TYPE_VALUES = everyMemberOf<CvType>()(['internal', 'imported']);
export const CURRENCY_VALUES = everyMemberOf<Currency>()(['RUB', 'USD', 'EUR']);
export const JOB_SEARCH_STATUS_VALUES = everyMemberOf<JobSearchStatus>()(['active', 'open', 'not_looking', 'unspecified']);
/** Lowest first. */
export const LANGUAGE_LEVEL_VALUES = everyMemberOf<LanguageLevel>()(['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'native']);
export const SEARCH_SORT_VALUES = everyMemberOf<SearchSort>()(['relevance', 'updated', 'salary_asc', 'salary_desc', 'experience_desc']);
