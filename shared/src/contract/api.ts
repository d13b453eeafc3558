/** A field-level problem reported by the API (PRODUCT §9). */
export interface ApiFieldError {
  path: string;
  message: string;
}

/** The error body of every failing API call: `{ error: { code, message, fields } }`. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: ApiFieldError[]; detail?: string };
}

export interface ApiRequestOptions {
  /** Extra query string (without `?`), e.g. the forwarded page query (spec 7.1). */
  query?: string;
  signal?: AbortSignal;
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
