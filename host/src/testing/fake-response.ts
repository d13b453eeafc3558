/**
 * A minimal fetch `Response` for tests: jsdom has no `Response`, and the host code reads only
 * `ok`, `status`, `statusText` and `json()`.
 */
export function jsonResponse(body: unknown, status = 200, statusText = ''): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    json: async () => body,
    text: async () => JSON.stringify(body),
    clone: () => response,
  };
  return response as unknown as Response;
}
