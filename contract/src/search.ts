/**
 * The resume search and CV contract (PRODUCT §7, §8, §9): request and response bodies of
 * `POST /api/webapp/resumes_search/resumes/`, `.../resume/`, `.../resume/contacts`, `/api/cv/*`.
 */

import type { ApiFieldError } from './api';
import type { Locale } from './locale';

/** Where a CV comes from: written on the platform by its owner, or imported by a team. */
export type CvType = 'internal' | 'imported';

/** All CV types, for route validity checks (`/cv/{type}/{id}`). */
export const CV_TYPES: readonly CvType[] = ['internal', 'imported'];

/** Who can find a candidate's own CV: everyone, or nobody but the owner. */
export type CvVisibility = 'public' | 'hidden';

/** A candidate's job-search status: actively looking, open to offers, not looking. */
export type JobSearchStatus = 'active' | 'open' | 'not_looking' | 'unspecified';

export const JOB_SEARCH_STATUSES: readonly JobSearchStatus[] = ['active', 'open', 'not_looking', 'unspecified'];

/** Salary currencies of the platform. */
export type Currency = 'RUB' | 'USD' | 'EUR';

export const CURRENCIES: readonly Currency[] = ['RUB', 'USD', 'EUR'];

/** CEFR language levels, lowest first, plus `native`. */
export type LanguageLevel = 'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2' | 'native';

export const LANGUAGE_LEVELS: readonly LanguageLevel[] = ['a1', 'a2', 'b1', 'b2', 'c1', 'c2', 'native'];

/** Sort orders of the search; `relevance` without text orders by profile quality. */
export type SearchSort = 'relevance' | 'updated' | 'salary_asc' | 'salary_desc' | 'experience_desc';

export const SEARCH_SORTS: readonly SearchSort[] = ['relevance', 'updated', 'salary_asc', 'salary_desc', 'experience_desc'];

/** Largest `perPage`; `(page + 1) * perPage` may not exceed {@link SEARCH_MAX_RESULT_WINDOW}. */
export const SEARCH_MAX_PER_PAGE = 100;

/** How deep a search can page: the first 10 000 results (narrow the search to see others). */
export const SEARCH_MAX_RESULT_WINDOW = 10_000;

/** Longest accepted search text, in characters. */
export const SEARCH_MAX_TEXT_LENGTH = 1000;

/** An amount of money per month. */
export interface Salary {
  amount: number;
  currency: Currency;
}

/** Bounds in whole years; both inclusive. */
export interface ExperienceRange {
  min?: number;
  max?: number;
}

/** Desired-salary bounds in `currency` (other currencies are converted at fixed platform rates). */
export interface SalaryRange {
  min?: number;
  max?: number;
  currency: Currency;
}

/** A spoken-language requirement: ISO 639-1 code and the lowest acceptable level. */
export interface LanguageRequirement {
  language: string;
  minLevel?: LanguageLevel;
}

/** Filters of a search; each one present narrows the result (all must hold). `null` = absent. */
export interface SearchFilters {
  /** Any of these cities (English and Russian names of a city are the same city). */
  city?: string[] | null;
  experienceYears?: ExperienceRange | null;
  /** CVs without a desired salary are left out when this is set. */
  salary?: SalaryRange | null;
  /** Every one of these skills. */
  skills?: string[] | null;
  /** Every one of these languages at its level or higher. */
  languages?: LanguageRequirement[] | null;
  relocation?: boolean | null;
  remote?: boolean | null;
  /** Any of these statuses. */
  jobSearchStatus?: JobSearchStatus[] | null;
  updatedWithinDays?: number | null;
}

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
export interface SearchRequest {
  text?: string | null;
  filters?: SearchFilters | null;
  /** Also search the words the platform's synonym table pairs with each word; default true. */
  synonyms?: boolean;
  /** When nothing matches, search for corrected spellings of unknown words; default true. */
  correct?: boolean;
  /** Default `relevance`. */
  sort?: SearchSort;
  /** Zero-based; default 0. */
  page?: number;
  /** 1…100; default 20. */
  perPage?: number;
}

/** A match inside {@link Highlight.text}: UTF-16 offsets, as `String.prototype.slice` counts. */
export interface HighlightMatch {
  start: number;
  length: number;
}

/** The CV fields a highlight can come from. */
export type HighlightField = 'title' | 'skills' | 'summary' | 'work' | 'city';

/** A plain-text fragment of a CV field with the places the search matched (never HTML). */
export interface Highlight {
  field: HighlightField;
  text: string;
  matches: HighlightMatch[];
}

/** One search hit. Contacts are never part of it. */
export interface SearchItem {
  id: number;
  type: CvType;
  username: string | null;
  name: string;
  title: string;
  city: string | null;
  /** Total experience in months, overlapping jobs counted once. */
  experienceMonths: number;
  salary: Salary | null;
  relocation: boolean;
  remote: boolean;
  jobSearchStatus: JobSearchStatus;
  /** Up to five skills, in the CV's order. */
  topSkills: string[];
  /** ISO 8601. */
  updatedAt: string;
  highlights: Highlight[];
}

/** One facet value: `value` goes into the matching filter as is. */
export interface FacetBucket {
  value: string;
  label: string;
  count: number;
  /**
   * The value's name in each interface language, where the platform knows it (a city: Moscow /
   * Москва); any of them filters the same as `value`.
   */
  labels?: Partial<Record<Locale, string>>;
}

/** Experience bands of the facet, in years: [0,1), [1,3), [3,6), 6 and more. */
export type ExperienceBand = '0-1' | '1-3' | '3-6' | '6+';

/** The `experienceYears` filter that selects each band. */
export const EXPERIENCE_BAND_RANGES: Readonly<Record<ExperienceBand, ExperienceRange>> = {
  '0-1': { max: 0 },
  '1-3': { min: 1, max: 2 },
  '3-6': { min: 3, max: 5 },
  '6+': { min: 6 },
};

/** Counts over the matching CVs. */
export interface Facets {
  city: FacetBucket[];
  skill: FacetBucket[];
  experience: Array<FacetBucket & { value: ExperienceBand }>;
  /**
   * Counted over every match up to 100 000 matches; above that counted over 100 000 of them and
   * scaled to the estimated total: then true (as `totalIsEstimate`).
   */
  isEstimate: boolean;
}

/**
 * What the fuzzy fallback searched for instead, when the original criteria found nothing: only
 * words that appear in no CV the viewer may search are replaced.
 */
export interface SearchCorrection {
  text?: string;
  /** The text as typed (search it again with `correct: false`). */
  original?: string;
  cities?: string[];
}

/** Why part of the search text was not searched for. */
export type SearchIgnoredReason = 'stop_word' | 'stray_operator' | 'unknown_field' | 'no_letters' | 'unmatched_parenthesis';

/** A part of the search text that was left out, reported so the recruiter sees it. */
export interface SearchIgnoredPart {
  text: string;
  reason: SearchIgnoredReason;
}

/** Response of `POST /api/webapp/resumes_search/resumes/`. */
export interface SearchResponse {
  /** What of the search text was not searched for (stop words, stray operators, unknown fields). */
  ignored: SearchIgnoredPart[];
  /** Exact up to 100 000 matches; above that the database's estimate, and `totalIsEstimate` is true. */
  total: number;
  totalIsEstimate: boolean;
  page: number;
  perPage: number;
  items: SearchItem[];
  facets: Facets;
  /** Present when nothing matched as typed and these corrected criteria were searched instead. */
  corrected?: SearchCorrection;
  /** Server time spent on the search, in milliseconds. */
  tookMs: number;
}

/** A social or professional profile of a JSON Resume (`basics.profiles[]`). */
export interface JsonResumeProfile {
  network?: string;
  username?: string;
  url?: string;
  [extra: string]: unknown;
}

/**
 * A JSON Resume document (https://jsonresume.org/schema). Only the parts the platform reads are
 * typed; every other section of the schema is kept as sent.
 */
export interface JsonResume {
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address?: string; postalCode?: string; city?: string; countryCode?: string; region?: string };
    profiles?: JsonResumeProfile[];
    [extra: string]: unknown;
  };
  work?: Array<{
    name?: string;
    position?: string;
    location?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
    [extra: string]: unknown;
  }>;
  skills?: Array<{ name?: string; level?: string; keywords?: string[]; [extra: string]: unknown }>;
  languages?: Array<{ language?: string; fluency?: string; [extra: string]: unknown }>;
  /** Platform fields of an imported or edited CV (an extension of the schema). */
  'x-platform'?: CvPlatformFields;
  [section: string]: unknown;
}

/**
 * The platform's own CV fields, carried in a JSON Resume document as `"x-platform"`
 * (on `PUT /api/cv/me` and on import).
 */
export interface CvPlatformFields {
  desiredSalary?: Salary | null;
  relocation?: boolean;
  remote?: boolean;
  jobSearchStatus?: JobSearchStatus;
}

/** Contacts of a CV: shown only to recruiters allowed to see them. */
export interface ResumeContacts {
  email: string | null;
  phone: string | null;
  url: string | null;
  profiles: JsonResumeProfile[];
}

/** Body of `POST /api/webapp/resumes_search/resume/` (and `.../resume/contacts`, by id only). */
export type ResumeLookup = { type: CvType; id: number | string } | { username: string };

/** Response of `POST /api/webapp/resumes_search/resume/`. */
export interface ResumeDetails {
  id: number;
  type: CvType;
  username: string | null;
  visibility: CvVisibility;
  name: string;
  title: string;
  city: string | null;
  experienceMonths: number;
  salary: Salary | null;
  relocation: boolean;
  remote: boolean;
  jobSearchStatus: JobSearchStatus;
  skills: string[];
  updatedAt: string;
  /** The document; its contact fields (e-mail, phone, url, profiles, address) removed unless `contacts`. */
  resume: JsonResume;
  /** `null` unless the viewer may see them (own CV, own team's import, revealed by the team). */
  contacts: ResumeContacts | null;
  contactsRevealed: boolean;
  /** Whether this viewer can reveal the contacts (a recruiter who has not yet). */
  canRevealContacts: boolean;
  /** Credits one reveal costs. */
  revealCost: 1;
  isOwner: boolean;
}

/** Response of `POST /api/webapp/resumes_search/resume/contacts` (402 `no_credits` at balance 0). */
export interface RevealContactsResponse {
  contacts: ResumeContacts;
  /** The team's balance after the reveal. */
  credits: number;
  /** False when the team had already revealed this CV (or owns it): nothing was spent. */
  charged: boolean;
}

/** Response of `GET /api/cv/username/{username}`: where the canonical page is. */
export interface CvLocation {
  type: CvType;
  id: number;
}

/** Body of `PUT /api/cv/me`. Usernames: 3–32 of `a-z 0-9 _ -`, case-insensitive, unique. */
export interface CvMeUpdate {
  username: string;
  visibility: CvVisibility;
  resume: JsonResume;
}

/** Response of `GET|PUT /api/cv/me` (GET answers 404 `not_found` before the first save). */
export interface CvMe extends CvMeUpdate {
  id: number;
  type: 'internal';
  experienceMonths: number;
  updatedAt: string;
}

/** Per-document outcome of an import. `path`s are dotted, from the request body. */
/**
 * One document of an import: stored as a new CV, or `updated` (the team had imported the same
 * document before: same e-mail or `meta.canonical`), with `warnings` naming each repair made to
 * accept it (an empty value left out, a web address given its scheme, "present" read as no end
 * date…); or rejected, with the reasons in words.
 */
export type ImportResult =
  | { index: number; status: 'imported' | 'updated'; id: number; type: 'imported'; warnings: ApiFieldError[] }
  | { index: number; status: 'rejected'; errors: ApiFieldError[] };

/** Response of `POST /api/cv/import` (body: one JSON Resume or `{ "resumes": [...] }`). */
export interface ImportResponse {
  /** New CVs and updated ones together. */
  imported: number;
  /** Of `imported`, those that updated an earlier import. */
  updated: number;
  rejected: number;
  results: ImportResult[];
}
