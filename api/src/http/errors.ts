import { z } from 'zod/mini';
import { type ApiErrorBody, type ApiFieldError, toFieldErrors } from '@platform/contract';

/**
 * An error meant for the client: the error handler answers it with `status` and the body
 * `{ error: { code, message, fields? } }` (docs/product.md#api). Throw it from any route or helper.
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

/**
 * 503 `busy`: the server refuses work it cannot take now (overload, not a fault); the answer
 * carries `Retry-After: retryAfterSeconds`.
 */
export class BusyError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'busy', message);
    this.name = 'BusyError';
  }
}

/**
 * The client closed its connection before its answer was ready (a queued search abandoned):
 * nothing to answer and nothing wrong with the server. Logged at info, answered 499 (nginx's
 * code for it) for the access log only.
 */
export class ClientGoneError extends Error {
  override name = 'ClientGoneError';
  constructor() {
    super('the client has gone');
  }
}

/** Field errors of zod issues: the one wording the API and the forms share (see the contract). */
export { toFieldErrors };

/**
 * Validates client input with a zod schema (classic `zod` or `zod/mini`, as the contract's are).
 *
 * @returns the parsed (and transformed) value.
 * @throws ApiError 400 `validation_failed` whose `fields` name each bad path and why.
 */
export function parseInput<T>(schema: z.core.$ZodType<T>, data: unknown): T {
  const result = z.safeParse(schema, data);
  if (result.success) return result.data;
  throw new ApiError(400, 'validation_failed', 'The request is invalid.', toFieldErrors(result.error.issues));
}
