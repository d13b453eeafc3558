import type { ApiErrorBody, ApiFieldError } from '@platform/shared/contract';
import type { z } from 'zod';

/**
 * An error meant for the client: the error handler answers it with `status` and the body
 * `{ error: { code, message, fields? } }` (PRODUCT §9). Throw it from any route or helper.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: ApiFieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The response body for this error. */
  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields === undefined ? {} : { fields: this.fields }),
      },
    };
  }
}

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
function describeIssue(issue: z.core.$ZodIssue): Pick<ApiFieldError, 'code' | 'params'> {
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

/**
 * Turns zod issues into field errors with dotted paths (`filters.salary.max`, `items.0.id`), each
 * with the issue's code and values for clients that word errors themselves.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): ApiFieldError[] {
  return issues.map((issue) => ({
    path: issue.path.map((segment) => String(segment)).join('.'),
    message: issue.message,
    ...describeIssue(issue),
  }));
}

/**
 * Validates client input with a zod schema.
 *
 * @returns the parsed (and transformed) value.
 * @throws ApiError 400 `validation_failed` whose `fields` name each bad path and why.
 */
export function parseInput<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ApiError(400, 'validation_failed', 'The request is invalid.', toFieldErrors(result.error.issues));
}
