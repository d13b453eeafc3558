import type { z } from 'zod';
import type { ApiFieldError } from './api';

/** A zod issue as a check reports it (before zod finalizes it) or as `safeParse` returns it. */
type Issue = z.core.$ZodRawIssue | z.core.$ZodIssue;

/** The values of a custom check's `params` a client can put into words (numbers and strings). */
function plainParams(params: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'),
  );
}

/**
 * The code and values of an issue, so a client can word it in its own language: zod's code for a
 * check of the shape, or the `code` a custom check names in its `params`
 * (`.refine(fn, { message, params: { code: 'range_inverted' } })`).
 */
export function describeIssue(issue: Issue): Pick<ApiFieldError, 'code' | 'params'> {
  switch (issue.code) {
    case 'invalid_type':
      return { code: issue.code, params: { expected: issue.expected } };
    case 'too_big':
      return { code: issue.code, params: { maximum: Number(issue.maximum), origin: issue.origin } };
    case 'too_small':
      return { code: issue.code, params: { minimum: Number(issue.minimum), origin: issue.origin } };
    case 'invalid_value':
      return { code: issue.code, params: { values: issue.values.map(String).join(', ') } };
    case 'invalid_format':
      return { code: issue.code, params: { format: issue.format } };
    case 'custom': {
      const { code, ...values } = issue.params ?? {};
      return typeof code === 'string' ? { code, params: plainParams(values) } : {};
    }
    default:
      return { code: issue.code };
  }
}

/** One issue as a field error with a dotted path (`filters.salary.max`, `items.0.id`). */
export function toFieldError(issue: Issue): ApiFieldError {
  return {
    path: (issue.path ?? []).map((segment) => String(segment)).join('.'),
    message: issue.message ?? '',
    ...describeIssue(issue),
  };
}

/**
 * Turns zod issues into field errors, each with the issue's code and values for clients that word
 * errors themselves: the API's 400 answers and the forms' own checks speak the same way.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): ApiFieldError[] {
  return issues.map(toFieldError);
}
