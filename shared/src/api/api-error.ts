import type { ApiErrorBody, ApiFieldError } from '@platform/contract';

/** What an {@link ApiError} is made of. */
export interface ApiErrorInit {
  /** HTTP status; `0` when no response arrived (network failure). */
  status: number;
  /** Machine-readable code from the API body, else `http_<status>`, `network_error` or `invalid_response`. */
  code: string;
  message: string;
  fields?: ApiFieldError[];
  /** The server's detail text, shown under a 500 error screen's title (docs/product.md#error-screens). */
  detail?: string;
  statusText?: string;
  method?: string;
  url?: string;
  cause?: unknown;
}

/**
 * The rejection of every failed API call: a non-2xx response, a network failure or an unreadable
 * body. Aborted calls are not wrapped: they reject with the signal's `AbortError` (see {@link isAbortError}).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: ApiFieldError[];
  readonly detail: string | undefined;
  readonly statusText: string;
  readonly method: string;
  readonly url: string;

  constructor(init: ApiErrorInit) {
    super(init.message, { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? [];
    this.detail = init.detail;
    this.statusText = init.statusText ?? '';
    this.method = init.method ?? '';
    this.url = init.url ?? '';
  }
}

/** Whether a value is an {@link ApiError} (also across bundles, where `instanceof` may lie). */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && 'status' in value);
}

/** Whether a rejection comes from an aborted request rather than a failure worth reporting. */
export function isAbortError(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'name' in value && value.name === 'AbortError';
}

function isParams(value: unknown): value is Record<string, string | number> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string' || typeof item === 'number')
  );
}

function isFieldError(value: unknown): value is ApiFieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'message' in value &&
    typeof value.message === 'string' &&
    (!('code' in value) || value.code === undefined || typeof value.code === 'string') &&
    (!('params' in value) || value.params === undefined || isParams(value.params))
  );
}

/** Whether a parsed response body is the platform's `{ error: { code, message, fields? } }` shape. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = value.error;
  if (typeof error !== 'object' || error === null) return false;
  if (!('code' in error) || typeof error.code !== 'string') return false;
  if (!('message' in error) || typeof error.message !== 'string') return false;
  if ('fields' in error && error.fields !== undefined && !(Array.isArray(error.fields) && error.fields.every(isFieldError))) {
    return false;
  }
  return !('detail' in error) || error.detail === undefined || typeof error.detail === 'string';
}

/** A bare `{ detail }` body, as the original backend answered some errors. */
export function readDetail(value: unknown): string | undefined {
  if (typeof value === 'object' && value !== null && 'detail' in value && typeof value.detail === 'string') {
    return value.detail;
  }
  return undefined;
}
