import { z } from 'zod/mini';
import { languageCode } from './languages';
import { CV_TYPES, CV_VISIBILITIES, JOB_SEARCH_STATUSES, CURRENCIES, LANGUAGE_LEVELS, SEARCH_SORTS, SEARCH_MAX_PER_PAGE, SEARCH_MAX_RESULT_WINDOW, SEARCH_MAX_TEXT_LENGTH, SEARCH_DEFAULT_PER_PAGE, EXPERIENCE_BANDS } from './search-constants';

/**
 * The resume search contract (docs/product.md#search): the request and the answer of
 * `POST /api/webapp/resumes_search/resumes/`, as `zod/mini` schemas. The API validates the request
 * with {@link searchRequestSchema} (its messages are the API's 400s) and the remotes take their
 * types from these schemas. The CV itself (details, contacts, import) is in `./cv`.
 */


const oneOf = (values: readonly string[]) => `Expected one of ${values.join(', ')}.`;
const flag = z.boolean({ error: 'Expected true or false.' });

export const cvTypeSchema = z.enum(CV_TYPES, { error: oneOf(CV_TYPES) });
export const currencySchema = z.enum(CURRENCIES, { error: oneOf(CURRENCIES) });
export const jobSearchStatusSchema = z.enum(JOB_SEARCH_STATUSES, { error: oneOf(JOB_SEARCH_STATUSES) });
export const cvVisibilitySchema = z.enum(CV_VISIBILITIES, { error: oneOf(CV_VISIBILITIES) });

const wholeNumber = (min: number, max: number) =>
  z.number({ error: 'Expected a number.' }).check(
    z.int('Expected a whole number.'),
    z.gte(min, `Expected ${min} or more.`),
    z.lte(max, `Expected at most ${max}.`),
  );

const shortText = (what: string) =>
  z
    .string({ error: `Expected ${what} as text.` })
    .check(z.trim(), z.minLength(1, `Expected a non-empty ${what}.`), z.maxLength(100, `A ${what} has at most 100 characters.`));

interface Bounds {
  min?: number | null | undefined;
  max?: number | null | undefined;
}
/** A range whose `min` exceeds its `max` is refused on `min`. */
const minNotAboveMax = <T extends Bounds>() =>
  z.refine<T>((value) => value.min == null || value.max == null || value.min <= value.max, {
    message: 'min must not exceed max.',
    params: { code: 'range_inverted' },
    path: ['min'],
  });

/** An amount of money per month. */
export const salarySchema = z.strictObject({ amount: z.number(), currency: currencySchema });
export type Salary = z.infer<typeof salarySchema>;

/** Bounds in whole years; both inclusive. */
export const experienceRangeSchema = z
  .strictObject({ min: z.nullish(wholeNumber(0, 70)), max: z.nullish(wholeNumber(0, 70)) })
  .check(minNotAboveMax());
export type ExperienceRange = z.input<typeof experienceRangeSchema>;

/** Desired-salary bounds in `currency` (other currencies are converted at fixed platform rates). */
export const salaryRangeSchema = z
  .strictObject({ min: z.nullish(wholeNumber(0, 1_000_000_000)), max: z.nullish(wholeNumber(0, 1_000_000_000)), currency: currencySchema })
  .check(minNotAboveMax());
export type SalaryRange = z.input<typeof salaryRangeSchema>;

/** A level as typed, in any letter case (`B2`). */
const levelSchema = z.pipe(
  z.string({ error: oneOf(LANGUAGE_LEVELS) }).check(z.toLowerCase()),
  z.enum(LANGUAGE_LEVELS, { error: oneOf(LANGUAGE_LEVELS) }),
);

/** A language as an ISO 639-1 code or its English or Russian name; the API reads the code. */
const languageSchema = z.pipe(
  z.string({ error: 'Expected a language code like "en".' }).check(
    z.refine((value) => languageCode(value) !== null, {
      message: 'Unknown language: use an ISO 639-1 code like "en" or "ru".',
      params: { code: 'unknown_language' },
    }),
  ),
  z.transform((value: string) => languageCode(value) ?? value),
);

/** A spoken-language requirement: ISO 639-1 code and the lowest acceptable level. */
export const languageRequirementSchema = z.strictObject({ language: languageSchema, minLevel: z.nullish(levelSchema) });
export type LanguageRequirement = z.input<typeof languageRequirementSchema>;

/**
 * Filters of a search; each one present narrows the result (all must hold). `null` = absent.
 * Unknown keys are refused, so a misspelt filter is not silently ignored.
 */
export const searchFiltersSchema = z.strictObject({
  /** Any of these cities (English and Russian names of a city are the same city). */
  city: z.nullish(z.array(shortText('city')).check(z.maxLength(50, 'At most 50 cities.'))),
  experienceYears: z.nullish(experienceRangeSchema),
  /** CVs without a desired salary are left out when this is set. */
  salary: z.nullish(salaryRangeSchema),
  /** Every one of these skills. */
  skills: z.nullish(z.array(shortText('skill')).check(z.maxLength(30, 'At most 30 skills.'))),
  /** Every one of these languages at its level or higher. */
  languages: z.nullish(z.array(languageRequirementSchema).check(z.maxLength(10, 'At most 10 languages.'))),
  relocation: z.nullish(flag),
  remote: z.nullish(flag),
  /** Any of these statuses. */
  jobSearchStatus: z.nullish(z.array(jobSearchStatusSchema).check(z.maxLength(3))),
  updatedWithinDays: z.nullish(wholeNumber(1, 3650)),
});
export type SearchFilters = z.input<typeof searchFiltersSchema>;

/**
 * Body of `POST /api/webapp/resumes_search/resumes/`.
 *
 * `text` is hh.ru's query language: words (all must match), `AND`, `OR`, `NOT` / `-word` in any
 * letter case (NOT binds tightest, then AND, then OR), `"exact phrase"`, parentheses, `word*`
 * (prefix), `!word` (this exact word form), field prefixes (`title:`/`должность:`/`NAME:`,
 * `skill:`/`навык:`, `company:`/`компания:`/`COMPANY_NAME:`, `position:`, `description:`,
 * `education:`) and `period:N` (only CVs with a job within the last N years; the words are still
 * searched in the whole CV).
 */
export const searchRequestSchema = z
  .strictObject({
    text: z.nullish(
      z.string({ error: 'Expected text.' }).check(z.maxLength(SEARCH_MAX_TEXT_LENGTH, `The search text has at most ${SEARCH_MAX_TEXT_LENGTH} characters.`)),
    ),
    filters: z.nullish(searchFiltersSchema),
    /** Also search the words the platform's synonym table pairs with each word. */
    synonyms: z._default(flag, true),
    /** When nothing matches, search for corrected spellings of unknown words. */
    correct: z._default(flag, true),
    sort: z._default(z.enum(SEARCH_SORTS, { error: oneOf(SEARCH_SORTS) }), 'relevance'),
    /** Zero-based. */
    page: z._default(wholeNumber(0, SEARCH_MAX_RESULT_WINDOW), 0),
    perPage: z._default(wholeNumber(1, SEARCH_MAX_PER_PAGE), SEARCH_DEFAULT_PER_PAGE),
  })
  .check(
    z.refine((value) => (value.page + 1) * value.perPage <= SEARCH_MAX_RESULT_WINDOW, {
      message: `Only the first ${SEARCH_MAX_RESULT_WINDOW} results can be paged through; narrow the search.`,
      path: ['page'],
      params: { code: 'result_window', limit: SEARCH_MAX_RESULT_WINDOW },
    }),
  );
/** The search as a client sends it (every field optional). */
export type SearchRequest = z.input<typeof searchRequestSchema>;
/** The search as the API reads it (defaults applied, language names read as codes). */
export type SearchCriteria = z.output<typeof searchRequestSchema>;

/** A match inside a highlight's text: UTF-16 offsets, as `String.prototype.slice` counts. */
export const highlightMatchSchema = z.strictObject({ start: z.number(), length: z.number() });
export type HighlightMatch = z.infer<typeof highlightMatchSchema>;

/** The CV fields a highlight can come from. */
export const HIGHLIGHT_FIELDS = ['title', 'skills', 'summary', 'work', 'city'] as const;
export type HighlightField = (typeof HIGHLIGHT_FIELDS)[number];

/** A plain-text fragment of a CV field with the places the search matched (never HTML). */
export const highlightSchema = z.strictObject({ field: z.enum(HIGHLIGHT_FIELDS), text: z.string(), matches: z.array(highlightMatchSchema) });
export type Highlight = z.infer<typeof highlightSchema>;

/** A city's name in each interface language, where the platform knows the city. */
export const cityLabelsSchema = z.strictObject({ en: z.string(), ru: z.string() });

/** One search hit. Contacts are never part of it. */
export const searchItemSchema = z.strictObject({
  id: z.number(),
  type: cvTypeSchema,
  username: z.nullable(z.string()),
  name: z.string(),
  title: z.string(),
  city: z.nullable(z.string()),
  /** The city's name in each interface language where the platform knows it (Москва → Moscow on an English page). */
  cityLabels: z.optional(cityLabelsSchema),
  /** Total experience in months, overlapping jobs counted once. */
  experienceMonths: z.number(),
  salary: z.nullable(salarySchema),
  relocation: z.boolean(),
  remote: z.boolean(),
  jobSearchStatus: jobSearchStatusSchema,
  /** Up to five skills, in the CV's order. */
  topSkills: z.array(z.string()),
  /** ISO 8601. */
  updatedAt: z.string(),
  highlights: z.array(highlightSchema),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

const bucketShape = {
  value: z.string(),
  label: z.string(),
  count: z.number(),
  /**
   * The value's name in each interface language, where the platform knows it (a city: Moscow /
   * Москва); any of them filters the same as `value`.
   */
  labels: z.optional(z.strictObject({ en: z.optional(z.string()), ru: z.optional(z.string()) })),
};

/** One facet value: `value` goes into the matching filter as is. */
export const facetBucketSchema = z.strictObject(bucketShape);
export type FacetBucket = z.infer<typeof facetBucketSchema>;


/** Counts over the matching CVs. */
export const facetsSchema = z.strictObject({
  city: z.array(facetBucketSchema),
  skill: z.array(facetBucketSchema),
  experience: z.array(z.strictObject({ ...bucketShape, value: z.enum(EXPERIENCE_BANDS) })),
  /**
   * Counted over every match up to 100 000 matches; above that counted over 100 000 of them and
   * scaled to the estimated total: then true (as `totalIsEstimate`).
   */
  isEstimate: z.boolean(),
});
export type Facets = z.infer<typeof facetsSchema>;

/**
 * What the fuzzy fallback searched for instead, when the original criteria found nothing: only
 * words that appear in no CV the viewer may search are replaced.
 */
export const searchCorrectionSchema = z.strictObject({
  text: z.optional(z.string()),
  /** The text as typed (search it again with `correct: false`). */
  original: z.optional(z.string()),
  cities: z.optional(z.array(z.string())),
});
export type SearchCorrection = z.infer<typeof searchCorrectionSchema>;

/** Why part of the search text was not searched for. */
export const SEARCH_IGNORED_REASONS = ['stop_word', 'stray_operator', 'unknown_field', 'no_letters', 'unmatched_parenthesis'] as const;
export type SearchIgnoredReason = (typeof SEARCH_IGNORED_REASONS)[number];

/** A part of the search text that was left out, reported so the recruiter sees it. */
export const searchIgnoredPartSchema = z.strictObject({ text: z.string(), reason: z.enum(SEARCH_IGNORED_REASONS) });
export type SearchIgnoredPart = z.infer<typeof searchIgnoredPartSchema>;

/** Response of `POST /api/webapp/resumes_search/resumes/`. */
export const searchResponseSchema = z.strictObject({
  /** What of the search text was not searched for (stop words, stray operators, unknown fields). */
  ignored: z.array(searchIgnoredPartSchema),
  /** Exact up to 100 000 matches; above that the database's estimate, and `totalIsEstimate` is true. */
  total: z.number(),
  totalIsEstimate: z.boolean(),
  page: z.number(),
  perPage: z.number(),
  items: z.array(searchItemSchema),
  facets: facetsSchema,
  /** Present when nothing matched as typed and these corrected criteria were searched instead. */
  corrected: z.optional(searchCorrectionSchema),
  /** Server time spent on the search, in milliseconds. */
  tookMs: z.number(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
