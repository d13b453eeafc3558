import { type ApiClient, type ApiRequestOptions, type SCOUT_ENDPOINTS, SCOUT_ROUTES, VACANCY_ENDPOINTS, WEBHOOK_ENDPOINTS } from '@platform/contract';
import { isApiError } from './api-error';
import { call, endpointPath, queryString } from './call';

interface Sent {
  method: string;
  path: string;
  body?: unknown;
  options?: ApiRequestOptions;
}

/** An API client that records what it is asked and answers `reply`. */
function recordingClient(reply: unknown): { api: ApiClient; sent: Sent[] } {
  const sent: Sent[] = [];
  const answer = <T>(entry: Sent): Promise<T> => {
    sent.push(entry);
    // The fake answers whatever the test gave it, as a server would.
    return Promise.resolve(JSON.parse(JSON.stringify(reply)));
  };
  return {
    sent,
    api: {
      get: (path, options) => answer({ method: 'GET', path, options }),
      delete: (path, options) => answer({ method: 'DELETE', path, options }),
      post: (path, body, options) => answer({ method: 'POST', path, body, options }),
      put: (path, body, options) => answer({ method: 'PUT', path, body, options }),
      patch: (path, body, options) => answer({ method: 'PATCH', path, body, options }),
    },
  };
}

describe('call', () => {
  it('builds the path from the endpoint, encoding each parameter, and sends the body', async () => {
    const { api, sent } = recordingClient({ id: 1 });
    await call(api, WEBHOOK_ENDPOINTS.test, { params: { id: 7 } });
    await call(api, WEBHOOK_ENDPOINTS.create, { body: { url: 'https://hooks.example.test/a', events: ['vacancy.published'] } });
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/team/webhooks/7/test', body: {} },
      { method: 'POST', path: '/team/webhooks', body: { url: 'https://hooks.example.test/a', events: ['vacancy.published'] } },
    ]);
    expect(endpointPath('/cv/username/:username', { username: 'a b/c' })).toBe('/cv/username/a%20b%2Fc');
  });

  it('sends the query as a query string and passes the signal on', async () => {
    const { api, sent } = recordingClient({ items: [], total: 0, page: 1, perPage: 20 });
    const controller = new AbortController();
    await call(api, VACANCY_ENDPOINTS.publicList, { query: { q: 'go developer', city: 'Berlin' }, signal: controller.signal });
    expect(sent[0]?.path).toBe('/vacancies');
    expect(new URLSearchParams(sent[0]?.options?.query)).toEqual(new URLSearchParams({ q: 'go developer', city: 'Berlin' }));
    expect(sent[0]?.options?.signal).toBe(controller.signal);
    expect(queryString({ a: [1, 2], b: null, c: undefined, d: 'x' })).toBe('a=1&a=2&d=x');
  });

  it('refuses input the endpoint refuses before sending anything, naming the field', async () => {
    const { api, sent } = recordingClient({});
    const refused = await call(api, WEBHOOK_ENDPOINTS.create, { body: { url: 'ftp://nowhere', events: ['vacancy.published'] } }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.fields).toEqual([{ path: 'url', message: 'Enter an https:// address.' }]);
    expect(sent).toEqual([]);
  });

  it('calls a route by its schema-free descriptor: the same path and body, nothing checked before sending', async () => {
    const { api, sent } = recordingClient({ id: 3 });
    await call<typeof SCOUT_ENDPOINTS.run>(api, SCOUT_ROUTES.run, { params: { id: 3 } });
    // A name the body schema would refuse goes out as it is: the API checks it.
    await call<typeof SCOUT_ENDPOINTS.create>(api, SCOUT_ROUTES.create, { body: { name: '', criteria: {} } });
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/user/scouts/3/run', body: {} },
      { method: 'POST', path: '/user/scouts', body: { name: '', criteria: {} } },
    ]);
  });
});
