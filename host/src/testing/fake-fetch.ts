import { jsonResponse } from './fake-response';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export type FakeHandler = FakeAnswer | ((init: RequestInit | undefined, url: URL) => FakeAnswer | Promise<FakeAnswer>);

/**
 * A `fetch` answering from `{ 'GET /api/auth/me': { status: 401 } }`; anything unlisted is a 404
 * in the API's error shape. The mock records every call.
 */
export function fakeFetch(routes: Record<string, FakeHandler> = {}) {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler = routes[`${method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? await handler(init, url) : handler;
    if (!answer) return jsonResponse({ error: { code: 'not_found', message: `No route ${method} ${url.pathname}` } }, 404);
    return jsonResponse(answer.body ?? null, answer.status ?? 200);
  });
}

/** `{ error: { code, message, detail } }`, the API's error body. */
export function apiError(status: number, code: string, message: string, detail?: string): FakeAnswer {
  return { status, body: { error: { code, message, ...(detail ? { detail } : {}) } } };
}
