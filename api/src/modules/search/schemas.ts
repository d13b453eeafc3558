import { SEARCH_MAX_PER_PAGE, SEARCH_MAX_RESULT_WINDOW, SEARCH_MAX_TEXT_LENGTH } from '@platform/contract';
import { z } from 'zod';
import { languageCode } from '../cv/languages';
import { CURRENCY_VALUES, CV_TYPE_VALUES, JOB_SEARCH_STATUS_VALUES, LANGUAGE_LEVEL_VALUES, SEARCH_SORT_VALUES } from './constants';

/** Page size when the request names none. */
export const DEFAULT_PER_PAGE = 20;

const wholeNumber = (min: number, max: number) =>
  z
    .number({ message: 'Expected a number.' })
    .int('Expected a whole number.')
    .min(min, `Expected ${min} or more.`)
    .max(max, `Expected at most ${max}.`);

const shortText = (what: string) =>
  z
    .string({ message: `Expected ${what} as text.` })
    .trim()
    .min(1, `Expected a non-empty ${what}.`)
    .max(100, `A ${what} has at most 100 characters.`);

const range = (max: number) =>
  z
    .strictObject({ min: wholeNumber(0, max).nullish(), max: wholeNumber(0, max).nullish() })
    .refine((value) => value.min == null || value.max == null || value.min <= value.max, {
      message: 'min must not exceed max.',
      params: { code: 'range_inverted' },
      path: ['min'],
    });

const level = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  z.enum(LANGUAGE_LEVEL_VALUES, { message: `Expected one of ${LANGUAGE_LEVEL_VALUES.join(', ')}.` }),
);

const language = z.strictObject({
  language: z
    .string({ message: 'Expected a language code like "en".' })
    .transform((value, context) => {
      const code = languageCode(value);
      if (code === null) {
        context.addIssue({
          code: 'custom',
          message: 'Unknown language: use an ISO 639-1 code like "en" or "ru".',
          params: { code: 'unknown_language' },
        });
        return z.NEVER;
      }
      return code;
    }),
  minLevel: level.nullish(),
});

/** The filters of PRODUCT §8; unknown keys are refused so a misspelt filter is not silently ignored. */
const FILTERS = z.strictObject({
  city: z.array(shortText('city')).max(50, 'At most 50 cities.').nullish(),
  experienceYears: range(70).nullish(),
  salary: z
    .strictObject({
      min: wholeNumber(0, 1_000_000_000).nullish(),
      max: wholeNumber(0, 1_000_000_000).nullish(),
      currency: z.enum(CURRENCY_VALUES, { message: `Expected one of ${CURRENCY_VALUES.join(', ')}.` }),
    })
    .refine((value) => value.min == null || value.max == null || value.min <= value.max, {
      message: 'min must not exceed max.',
      params: { code: 'range_inverted' },
      path: ['min'],
    })
    .nullish(),
  skills: z.array(shortText('skill')).max(30, 'At most 30 skills.').nullish(),
  languages: z.array(language).max(10, 'At most 10 languages.').nullish(),
  relocation: z.boolean({ message: 'Expected true or false.' }).nullish(),
  remote: z.boolean({ message: 'Expected true or false.' }).nullish(),
  jobSearchStatus: z
    .array(z.enum(JOB_SEARCH_STATUS_VALUES, { message: `Expected one of ${JOB_SEARCH_STATUS_VALUES.join(', ')}.` }))
    .max(3)
    .nullish(),
  updatedWithinDays: wholeNumber(1, 3650).nullish(),
});

/** Body of `POST /api/webapp/resumes_search/resumes/`. */
export const SEARCH_REQUEST = z
  .strictObject({
    text: z
      .string({ message: 'Expected text.' })
      .max(SEARCH_MAX_TEXT_LENGTH, `The search text has at most ${SEARCH_MAX_TEXT_LENGTH} characters.`)
      .nullish(),
    filters: FILTERS.nullish(),
    synonyms: z.boolean({ message: 'Expected true or false.' }).default(true),
    correct: z.boolean({ message: 'Expected true or false.' }).default(true),
    sort: z.enum(SEARCH_SORT_VALUES, { message: `Expected one of ${SEARCH_SORT_VALUES.join(', ')}.` }).default('relevance'),
    page: wholeNumber(0, SEARCH_MAX_RESULT_WINDOW).default(0),
    perPage: wholeNumber(1, SEARCH_MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
  })
  .refine((value) => (value.page + 1) * value.perPage <= SEARCH_MAX_RESULT_WINDOW, {
    message: `Only the first ${SEARCH_MAX_RESULT_WINDOW} results can be paged through; narrow the search.`,
    path: ['page'],
    params: { code: 'result_window', limit: SEARCH_MAX_RESULT_WINDOW },
  });

export type SearchCriteria = z.output<typeof SEARCH_REQUEST>;
export type SearchFiltersInput = NonNullable<SearchCriteria['filters']>;

/** `{ type, id }` of a CV as its URL names it; ids are decimal digits (a number or a string). */
export const RESUME_ID = z.strictObject({
  type: z.enum(CV_TYPE_VALUES, { message: `Expected one of ${CV_TYPE_VALUES.join(', ')}.` }),
  id: z.union([
    z.number().int('Expected a whole number.').positive('Expected a positive id.').max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, 'Expected the id as decimal digits.')
      .transform((value) => Number(value)),
  ], { message: 'Expected the id as decimal digits.' }),
});
