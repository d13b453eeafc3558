import { API_ENDPOINTS, type ApiClient, type ApiRequestOptions, findEndpoint, responseProblems } from '@platform/contract';
import { ApiError, isAbortError, isApiErrorBody, readDetail } from './api-error';

/** The part of a fetch `Response` the client reads; the global `fetch` satisfies {@link FetchLike}. */
export interface FetchResponseLike {
  ok: boolean;
  status: number;
  statusText: string;
  text(): Promise<string>;
}

/** A `fetch`-compatible function: the browser's, or a fake in tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<FetchResponseLike>;

export interface CreateApiClientOptions {
  /** The API base from configuration, e.g. `/api` (docs/product.md#api). */
  baseUrl: string;
  /** The error handler: sees every failure (not aborts) before the call rejects with it. */
  onError?: (error: ApiError) => void;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetchImpl?: FetchLike;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/** Joins the API base and a path; a full URL (docs/product.md#search, resume details) is used as it is. */
export function buildUrl(baseUrl: string, path: string, query?: string): string {
  const url = ABSOLUTE_URL.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = query?.replace(/^[?&]+/, '');
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function errorFromResponse(response: FetchResponseLike, text: string, method: string, url: string): ApiError {
  const parsed = text ? parseJson(text) : { ok: false as const };
  const body = parsed.ok ? parsed.value : undefined;
  const statusText = response.statusText;
  if (isApiErrorBody(body)) {
    return new ApiError({ status: response.status, statusText, method, url, ...body.error });
  }
  const detail = readDetail(body);
  return new ApiError({
    status: response.status,
    statusText,
    method,
    url,
    code: `http_${response.status}`,
    message: detail ?? (statusText || `Request failed with status ${response.status}`),
    detail,
  });
}

/**
 * Makes the platform's {@link ApiClient}: JSON in and out (a `FormData` body goes out as
 * multipart, for file uploads), cookies included (`credentials:
 * 'include'`), an optional extra query string and an `AbortSignal` per call. A failure calls
 * `onError` and then rejects with an {@link ApiError} (status `0` for a network failure); an
 * aborted call rejects with the `AbortError` untouched and is not reported.
 *
 * @example
 * const api = createApiClient({ baseUrl: '/api', onError: reportToOps });
 * const page = await call(api, SEARCH_ENDPOINTS.search, { body: criteria, forwardQuery: query }); // call() from @platform/shared/call
 */
export function createApiClient(options: CreateApiClientOptions): ApiClient {
  const fetchImpl: FetchLike = options.fetchImpl ?? ((url, init) => fetch(url, init));

  const fail = (error: ApiError): never => {
    try {
      options.onError?.(error);
    } catch {
      // A broken error handler must not replace the error the caller is waiting for.
    }
    throw error;
  };

  /**
   * In development and tests, an answer that does not fit the contract's schema for its endpoint
   * rejects (`off_contract`, the problems as `fields`) instead of reaching code typed by that
   * schema. Production builds leave the check and the schemas out (`NODE_ENV` is a build constant).
   */
  function offContract(method: Method, path: string, url: string, status: number, value: unknown): ApiError | null {
    if (process.env.NODE_ENV === 'production' || ABSOLUTE_URL.test(path)) return null;
    const endpoint = findEndpoint(API_ENDPOINTS, method, path);
    const problems = endpoint ? responseProblems(endpoint, status, value) : null;
    if (!endpoint || problems === null) return null;
    return new ApiError({
      status,
      code: 'off_contract',
      message: `The answer of ${method} ${endpoint.path} does not fit the contract`,
      method,
      url,
      fields: problems,
    });
  }

  async function request<T>(method: Method, path: string, body: unknown, requestOptions: ApiRequestOptions = {}): Promise<T> {
    const url = buildUrl(options.baseUrl, path, requestOptions.query);
    const headers: Record<string, string> = { ...requestOptions.headers, Accept: 'application/json' };
    const init: RequestInit = { method, credentials: 'include', headers, signal: requestOptions.signal };
    if (body instanceof FormData) {
      // Files: the browser writes the multipart type with its boundary. The API takes multipart only
      // with this header, which a cross-site form cannot send (its defence against forged uploads).
      headers['X-Requested-With'] = 'fetch';
      init.body = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }

    let response: FetchResponseLike;
    let text: string;
    try {
      response = await fetchImpl(url, init);
      text = await response.text();
    } catch (error) {
      if (isAbortError(error) || requestOptions.signal?.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      return fail(new ApiError({ status: 0, code: 'network_error', message, method, url, cause: error }));
    }

    if (!response.ok) return fail(errorFromResponse(response, text, method, url));
    let value: T;
    try {
      // The body is the endpoint's JSON; `T` names it for the caller (checked against the
      // contract's schema outside production, below). An empty body is `null`.
      value = JSON.parse(text || 'null');
    } catch (cause) {
      return fail(
        new ApiError({
          status: response.status,
          statusText: response.statusText,
          code: 'invalid_response',
          message: 'The server answered with a body that is not JSON',
          method,
          url,
          cause,
        }),
      );
    }
    const problem = offContract(method, path, url, response.status, value);
    return problem ? fail(problem) : value;
  }

  return {
    get: (path, requestOptions) => request('GET', path, undefined, requestOptions),
    post: (path, body, requestOptions) => request('POST', path, body, requestOptions),
    put: (path, body, requestOptions) => request('PUT', path, body, requestOptions),
    patch: (path, body, requestOptions) => request('PATCH', path, body, requestOptions),
    delete: (path, requestOptions) => request('DELETE', path, undefined, requestOptions),
  };
}
