import type { FetchLike, FetchResponseLike } from '../api';

/** One call the fake `fetch` received. */
export interface RecordedRequest {
  method: string;
  /** The full URL as the client built it, query included. */
  url: string;
  /** The URL's path without the query, e.g. `/api/set_promocode/`. */
  path: string;
  /** The query string without `?`. */
  query: string;
  /** The parsed JSON body (a `FormData` body as it was sent); `undefined` when none was sent. */
  body: unknown;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
}

/** A canned answer: a status (default 200) and a JSON body, or raw text. */
export interface FakeReply {
  status?: number;
  statusText?: string;
  body?: unknown;
  /** Sent as is instead of `JSON.stringify(body)`, e.g. an HTML error page. */
  text?: string;
}

/** An answer, or a function computing it from the request (it may wait, e.g. on a promise the test controls). */
export type FakeRoute = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

/** A fake `fetch` and the calls it received, in order. */
export interface FakeFetch {
  fetch: FetchLike;
  requests: RecordedRequest[];
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function toResponse(reply: FakeReply): FetchResponseLike {
  const status = reply.status ?? 200;
  const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
  return { ok: status >= 200 && status < 300, status, statusText: reply.statusText ?? '', text: async () => text };
}

function parseBody(body: RequestInit['body']): unknown {
  if (body instanceof FormData) return body;
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * A `fetch` answering from a table keyed by `'<METHOD> <path>'` (path without the query), e.g.
 * `{ 'GET /api/set_promocode/': { status: 404 } }`. Unlisted calls get a 404 in the API's error
 * shape. An aborted signal rejects with an `AbortError`, as the browser does. No network, no Jest.
 */
export function createFakeFetch(routes: Record<string, FakeRoute> = {}): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetchImpl: FetchLike = (url, init) => {
    const method = (init.method ?? 'GET').toUpperCase();
    const parsed = new URL(url, 'http://platform.test');
    const request: RecordedRequest = {
      method,
      url,
      path: parsed.pathname,
      query: parsed.search.replace(/^\?/, ''),
      body: parseBody(init.body),
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      credentials: init.credentials,
    };
    requests.push(request);
    const signal = init.signal ?? undefined;
    if (signal?.aborted) return Promise.reject(abortError(signal));
    const route = routes[`${method} ${request.path}`];
    const reply = route
      ? Promise.resolve(typeof route === 'function' ? route(request) : route)
      : Promise.resolve<FakeReply>({
          status: 404,
          body: { error: { code: 'not_found', message: `No fake answer for ${method} ${request.path}` } },
        });
    return new Promise((resolve, reject) => {
      const onAbort = () => signal && reject(abortError(signal));
      signal?.addEventListener('abort', onAbort, { once: true });
      reply.then(
        (value) => {
          signal?.removeEventListener('abort', onAbort);
          resolve(toResponse(value));
        },
        (error: unknown) => {
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  };
  return { fetch: fetchImpl, requests };
}
