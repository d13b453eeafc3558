import publishedSchema from '@jsonresume/schema/schema.json';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import { type ApiFieldError, CURRENCIES, type CvPlatformFields, JOB_SEARCH_STATUSES, type JsonResume, jsonResumeSchema } from '@platform/contract';

/** Largest accepted document (serialised), so one CV cannot bloat the table or the index. */
export const MAX_RESUME_BYTES = 256 * 1024;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
/** The published JSON Resume schema (`@jsonresume/schema`), compiled once. */
const validateSchema = ajv.compile(publishedSchema);

/**
 * The platform's rules on top of the schema: a CV needs a name, and `x-platform` (desired salary,
 * relocation, remote work, job-search status) must have its documented shape.
 */
const NAME_NEEDED = 'A CV needs a name (basics.name).';

const PLATFORM_RULES = z.looseObject({
  basics: z.looseObject(
    { name: z.string({ message: NAME_NEEDED }).trim().min(1, NAME_NEEDED).max(200, 'At most 200 characters.') },
    { message: NAME_NEEDED },
  ),
  'x-platform': z
    .strictObject({
      desiredSalary: z
        .strictObject({
          amount: z.number().int('A whole number.').min(0, 'Not negative.').max(100_000_000, 'Too large.'),
          currency: z.enum(CURRENCIES),
        })
        .nullish(),
      relocation: z.boolean().optional(),
      remote: z.boolean().optional(),
      jobSearchStatus: z.enum(JOB_SEARCH_STATUSES).optional(),
    })
    .optional(),
});

/** A document that passed: the JSON Resume and its platform fields, typed. */
export interface ValidResume {
  resume: JsonResume;
  platform: CvPlatformFields;
}

export type ResumeValidation = { ok: true; value: ValidResume } | { ok: false; errors: ApiFieldError[] };

function joinPath(prefix: string, path: string): string {
  if (prefix === '') return path;
  return path === '' ? prefix : `${prefix}.${path}`;
}

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object with fields',
};

/**
 * The reason for a schema error in words a person can act on: never the schema's regular
 * expression (`must match pattern "^([1-2][0-9]{3}-…"`).
 */
function readableReason(error: ErrorObject, field: string): { message: string; code: string } {
  const param = (name: string): unknown => error.params[name];
  switch (error.keyword) {
    case 'pattern':
      if (/date$/i.test(field)) return { message: 'Expected a date like 2020, 2020-03 or 2020-03-15.', code: 'date_format' };
      return { message: 'This value is not in the form the JSON Resume schema expects here.', code: 'pattern' };
    case 'format': {
      const format = param('format');
      if (format === 'email') return { message: 'Expected an e-mail address such as name@example.com.', code: 'email_format' };
      if (format === 'uri' || format === 'uri-reference' || format === 'url') {
        return { message: 'Expected a web address such as https://example.com.', code: 'url_format' };
      }
      if (format === 'date' || format === 'date-time') return { message: 'Expected a date like 2020-03-15.', code: 'date_format' };
      return { message: `Expected a value in the ${String(format)} format.`, code: 'format' };
    }
    case 'type': {
      const type = param('type');
      const words = typeof type === 'string' ? (TYPE_WORDS[type] ?? type) : 'another kind of value';
      return { message: `Expected ${words} here.`, code: 'type' };
    }
    case 'required':
      return { message: 'This field is required.', code: 'required' };
    case 'additionalProperties':
      return { message: `“${String(param('additionalProperty'))}” is not a JSON Resume field here.`, code: 'unknown_field' };
    case 'enum':
      return { message: 'This value is not one of those the schema allows.', code: 'enum' };
    case 'minLength':
    case 'minItems':
      return { message: 'This must not be empty.', code: 'empty' };
    default:
      return { message: 'This value is not valid here.', code: error.keyword };
  }
}

/** `/work/0/startDate` → `work.0.startDate`; a missing property is named in the path. */
function ajvErrorToField(error: ErrorObject, prefix: string): ApiFieldError {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const missing = error.params['missingProperty'];
  if (error.keyword === 'required' && typeof missing === 'string') segments.push(missing);
  const reason = readableReason(error, segments.at(-1) ?? '');
  return { path: joinPath(prefix, segments.join('.')), message: reason.message, code: reason.code };
}

/**
 * Validates one document against the published JSON Resume schema (ajv + ajv-formats) and the
 * platform's rules.
 *
 * @param prefix - dotted path of the document inside the request (`resumes.3`), prepended to
 *   every error path so the client can point at it.
 */
export function validateResume(document: unknown, prefix = ''): ResumeValidation {
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return { ok: false, errors: [{ path: prefix, message: 'A JSON Resume document must be a JSON object.' }] };
  }
  if (Buffer.byteLength(JSON.stringify(document)) > MAX_RESUME_BYTES) {
    return { ok: false, errors: [{ path: prefix, message: `A CV may take at most ${MAX_RESUME_BYTES / 1024} KiB.` }] };
  }
  if (!validateSchema(document)) {
    const errors = (validateSchema.errors ?? []).map((error) => ajvErrorToField(error, prefix));
    return { ok: false, errors: errors.length > 0 ? errors : [{ path: prefix, message: 'Not a JSON Resume document.' }] };
  }
  const rules = PLATFORM_RULES.safeParse(document);
  if (!rules.success) {
    return {
      ok: false,
      errors: rules.error.issues.map((issue) => ({
        path: joinPath(prefix, issue.path.map(String).join('.')),
        message: issue.message,
      })),
    };
  }
  const read = z.safeParse(jsonResumeSchema, document);
  if (!read.success) {
    // Unreachable while the contract's jsonResumeSchema stays looser than the published one;
    // reported, not thrown, if it is not.
    return {
      ok: false,
      errors: read.error.issues.map((issue) => ({ path: joinPath(prefix, issue.path.map(String).join('.')), message: issue.message })),
    };
  }
  const platform = rules.data['x-platform'] ?? {};
  return {
    ok: true,
    value: {
      resume: read.data,
      platform: {
        ...(platform.desiredSalary === undefined ? {} : { desiredSalary: platform.desiredSalary }),
        ...(platform.relocation === undefined ? {} : { relocation: platform.relocation }),
        ...(platform.remote === undefined ? {} : { remote: platform.remote }),
        ...(platform.jobSearchStatus === undefined ? {} : { jobSearchStatus: platform.jobSearchStatus }),
      },
    },
  };
}
