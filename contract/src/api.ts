/** A field-level problem reported by the API (docs/product.md#api). */
export interface ApiFieldError {
  /** Dotted path of the field: `filters.salary.max`, `items.0.id`. */
  path: string;
  /** The API's own text, in English. */
  message: string;
  /**
   * What is wrong, for a client that puts it in its own words: a check of the request's shape
   * (`invalid_type`, `too_big`, `too_small`, `invalid_value`, `invalid_format`) or a code of the
   * area (`query_too_many_terms`). Absent where the API names none.
   */
  code?: string;
  /** The values the text names: `{ maximum: 100, origin: 'number' }`, `{ limit: 64 }`. */
  params?: Record<string, string | number>;
}

/** The error body of every failing API call: `{ error: { code, message, fields } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: ApiFieldError[]; detail?: string };
}

export interface ApiRequestOptions {
  /** Extra query string (without `?`), e.g. the page's own query, forwarded (its campaign parameters reach the API). */
  query?: string;
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on a POST that must not run twice. */
  headers?: Record<string, string>;
}

/**
 * The API client handed to remotes. Paths are relative to the API base (`/api`).
 * Failures reject with an `ApiError` after the host's error handler has seen them.
 */
export interface ApiClient {
  get<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, options?: ApiRequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, options?: ApiRequestOptions): Promise<T>;
  patch<T>(path: string, body: unknown, options?: ApiRequestOptions): Promise<T>;
  delete<T>(path: string, options?: ApiRequestOptions): Promise<T>;
}

/**
 * The largest request body any API route takes (`POST /api/cv/import`). Every layer in front of the
 * API (the host server's `/api` proxy, nginx's `client_max_body_size`) refuses bigger bodies with
 * 413 itself, so an oversized upload is cut off at the edge and answered cleanly.
 */
export const API_MAX_BODY_BYTES = 32 * 1024 * 1024;

/**
 * Header carrying a request's id from the host through the API into logs and alerts. The host sets
 * it on every proxied call; the API echoes it on every response and accepts a caller's value only
 * when it matches {@link REQUEST_ID_PATTERN}.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a forwarded request id may look like: short, no spaces or control characters. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;
