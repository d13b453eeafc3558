import { z } from 'zod/mini';
import { CURRENCIES, CV_VISIBILITIES, JOB_SEARCH_STATUSES, USERNAME_PATTERN } from '@platform/contract';
import type { CvFormValues } from './cv-form';

/** The codes of the form's own checks; each has its words under `fieldCodes.<code>` in both locales. */
export const CV_FORM_CODES = [
  'name_required',
  'email_format',
  'salary_format',
  'month_format',
  'end_before_start',
  'position_required',
  'institution_required',
  'language_required',
  'username_format',
] as const;
export type CvFormCode = (typeof CV_FORM_CODES)[number];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** Whole amounts up to the API's limit of 100 000 000. */
const AMOUNT = /^\d{1,9}$/;
const MAX_AMOUNT = 100_000_000;

type Words = (code: CvFormCode) => string;

/** A text check: `ok` on the trimmed value, else the code's words (its code travels in `params`). */
function text(words: Words, code: CvFormCode, ok: (value: string) => boolean) {
  return z.string().check(z.refine((value) => ok(value.trim()), { message: words(code), params: { code } }));
}

const optionalMatch = (pattern: RegExp) => (value: string) => value === '' || pattern.test(value);

function dated(words: Words) {
  return {
    startDate: text(words, 'month_format', optionalMatch(MONTH)),
    endDate: text(words, 'month_format', optionalMatch(MONTH)),
  };
}

/** An end before the start is named at the end. */
function endAfterStart(words: Words) {
  return z.refine<{ startDate: string; endDate: string }>((entry) => entry.endDate === '' || entry.startDate === '' || entry.endDate >= entry.startDate, {
    message: words('end_before_start'),
    path: ['endDate'],
    params: { code: 'end_before_start' },
  });
}

const source = z.nullable(z.number());

/**
 * The checks of the CV form (editor and wizard alike), worded by `words` in the user's language:
 * what the API would refuse, caught before the form is sent or a wizard step is left. The API
 * checks the document again against the JSON Resume schema.
 */
export function makeCvFormSchema(words: Words): z.core.$ZodType<CvFormValues, CvFormValues> {
  return z.object({
    username: text(words, 'username_format', (value) => USERNAME_PATTERN.test(value.toLowerCase())),
    visibility: z.enum(CV_VISIBILITIES),
    resume: z.object({
      basics: z.object({
        name: text(words, 'name_required', (value) => value !== '' && value.length <= 200),
        label: z.string(),
        email: text(words, 'email_format', optionalMatch(EMAIL)),
        phone: z.string(),
        summary: z.string(),
        location: z.object({ city: z.string() }),
      }),
      'x-platform': z.object({
        jobSearchStatus: z.enum(JOB_SEARCH_STATUSES),
        desiredSalary: z.object({
          amount: text(words, 'salary_format', (value) => value === '' || (AMOUNT.test(value) && Number(value) <= MAX_AMOUNT)),
          currency: z.enum(CURRENCIES),
        }),
        relocation: z.boolean(),
        remote: z.boolean(),
      }),
      skills: z.array(z.object({ name: z.string() })),
      work: z.array(
        z
          .object({
            source,
            name: z.string(),
            position: text(words, 'position_required', (value) => value !== ''),
            ...dated(words),
            summary: z.string(),
          })
          .check(endAfterStart(words)),
      ),
      education: z.array(
        z
          .object({
            source,
            institution: text(words, 'institution_required', (value) => value !== ''),
            area: z.string(),
            studyType: z.string(),
            ...dated(words),
          })
          .check(endAfterStart(words)),
      ),
      languages: z.array(z.object({ source, language: text(words, 'language_required', (value) => value !== ''), fluency: z.string() })),
    }),
  });
}

/** Paths of the form's fields: a server error on any other path is listed above the form. */
const FORM_PATHS = [
  /^username$/,
  /^visibility$/,
  /^resume\.basics\.(name|label|email|phone|summary|location\.city)$/,
  /^resume\.x-platform\.(jobSearchStatus|desiredSalary\.amount|desiredSalary\.currency|relocation|remote)$/,
  /^resume\.skills(\.\d+\.name)?$/,
  /^resume\.work\.\d+\.(name|position|startDate|endDate|summary)$/,
  /^resume\.education\.\d+\.(institution|area|studyType|startDate|endDate)$/,
  /^resume\.languages\.\d+\.(language|fluency)$/,
];

export function isFormPath(path: string): boolean {
  return FORM_PATHS.some((pattern) => pattern.test(path));
}
