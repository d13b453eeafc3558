import { createFakeFetch } from './fake-fetch';

describe('createFakeFetch', () => {
  it('answers from its table and records the calls', async () => {
    const fake = createFakeFetch({
      'POST /api/echo': (request) => ({ status: 201, body: { got: request.body } }),
    });
    const response = await fake.fetch('/api/echo?x=1', {
      method: 'POST',
      body: JSON.stringify({ a: 1 }),
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
    });
    expect([response.ok, response.status, await response.text()]).toEqual([true, 201, '{"got":{"a":1}}']);
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        url: '/api/echo?x=1',
        path: '/api/echo',
        query: 'x=1',
        body: { a: 1 },
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
      },
    ]);
  });

  it('answers unlisted calls with a 404 in the API’s error shape', async () => {
    const fake = createFakeFetch();
    const response = await fake.fetch('/api/nothing', {});
    expect(response.status).toBe(404);
    expect(JSON.parse(await response.text())).toEqual({ error: { code: 'not_found', message: 'No fake answer for GET /api/nothing' } });
  });

  it('rejects with an AbortError when the signal aborts', async () => {
    const fake = createFakeFetch({ 'GET /api/slow': () => new Promise(() => undefined) });
    const controller = new AbortController();
    const call = fake.fetch('/api/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
