import { type ApiClient, apiQueryKey, type RemoteRoutes, type Session } from '@platform/contract';
import { createQueryClient } from '@platform/shared';
import { prefetchFirstRequest } from './first-request';
import { HOST_ROUTES, installRouteTable, remoteRouteEntries } from './route-table';

const SESSION: Session = { user: { id: '1', email: 'a@b.co', name: 'A', kind: 'recruiter' }, team: { id: '9', name: 'T', role: 'admin', credits: 3 } };

const DECLARATION: RemoteRoutes = {
  schemaVersion: 1,
  routes: [
    // Before `/reports/:id`, which would take `mine` for an id and refuse it.
    { name: 'mine', path: '/reports/mine', guards: ['auth'], firstRequest: { method: 'POST', path: '/reports/search', input: { mine: { value: true } } } },
    { name: 'report', path: '/reports/:id', params: { id: { type: 'id' } }, firstRequest: { method: 'GET', path: '/reports/:id', input: { lang: { query: 'lang', default: 'en' } } } },
    { name: 'plain', path: '/reports' },
  ],
  navigation: [],
  widgets: [],
};

/** An API that answers every call with what it was asked, and remembers the calls. */
function recordingApi(): { api: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const answer = <T>(call: string): Promise<T> => {
    calls.push(call);
    return Promise.resolve<T>(JSON.parse(JSON.stringify({ call })));
  };
  const api: ApiClient = {
    get: (path, options) => answer(`GET ${path}${options?.query === undefined ? '' : `?${options.query}`}`),
    post: (path, body) => answer(`POST ${path} ${JSON.stringify(body)}`),
    put: (path) => answer(`PUT ${path}`),
    patch: (path) => answer(`PATCH ${path}`),
    delete: (path) => answer(`DELETE ${path}`),
  };
  return { api, calls };
}

const here = (path: string) => new URL(path, window.location.origin);

beforeAll(() => installRouteTable([...HOST_ROUTES, ...remoteRouteEntries('reports', DECLARATION)]));

describe('prefetchFirstRequest', () => {
  it('asks for an open page\'s declared request at once and caches the answer under the page\'s key', async () => {
    const { api, calls } = recordingApi();
    const queryClient = createQueryClient();
    expect(prefetchFirstRequest(here('/ru/reports/7?lang=ru'), { api, queryClient }, undefined)).toBe(true);
    const key = apiQueryKey('reports', 'GET', '/reports/7', { lang: 'ru' });
    await expect(queryClient.fetchQuery({ queryKey: key, queryFn: () => Promise.reject(new Error('asked twice')), staleTime: 60_000 })).resolves.toEqual({ call: 'GET /reports/7?lang=ru' });
    // A second start of the same navigation moments later does not ask again.
    prefetchFirstRequest(here('/reports/7?lang=ru'), { api, queryClient }, SESSION);
    await Promise.resolve();
    expect(calls).toEqual(['GET /reports/7?lang=ru']);
  });

  it('waits for the session on a guarded page, and asks only when the guard would let the visitor in', () => {
    const { api, calls } = recordingApi();
    const queryClient = createQueryClient();
    expect(prefetchFirstRequest(here('/reports/mine'), { api, queryClient }, undefined)).toBe(false);
    expect(prefetchFirstRequest(here('/reports/mine'), { api, queryClient }, null)).toBe(false);
    expect(prefetchFirstRequest(here('/reports/mine'), { api, queryClient }, SESSION)).toBe(true);
    expect(calls).toEqual(['POST /reports/search {"mine":true}']);
  });

  it('does nothing for a page without a declared request, an unknown address or a refused parameter', () => {
    const { api, calls } = recordingApi();
    const queryClient = createQueryClient();
    for (const path of ['/reports', '/no/such/page', '/reports/0', '/login']) expect(prefetchFirstRequest(here(path), { api, queryClient }, SESSION)).toBe(false);
    expect(calls).toEqual([]);
  });
});
