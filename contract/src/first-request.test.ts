import { apiQueryKey, type FirstRequest, resolveFirstRequest } from './first-request';
import { parseRemoteRoutes, type RemoteRoutes } from './routes';

const SEARCH: FirstRequest = {
  method: 'POST',
  path: '/webapp/resumes_search/resumes/',
  input: {
    text: { query: 'q' },
    filters: { query: 'filters', read: 'json' },
    sort: { query: 'sort', oneOf: ['relevance', 'updated'], default: 'relevance' },
    page: { query: 'page', read: 'index', max: 49 },
    perPage: { value: 20 },
    synonyms: { query: 'synonyms', equals: '0', then: false },
  },
  forwardCampaign: true,
};

describe('a page\'s first request read from its address', () => {
  it('reads each field as declared, leaving out what the address does not set', () => {
    expect(resolveFirstRequest(SEARCH, {}, '?q=%20java%20&filters=%7B%22city%22%3A%5B%22Riga%22%5D%7D&sort=updated&page=3&synonyms=0')).toEqual({
      method: 'POST',
      path: '/webapp/resumes_search/resumes/',
      input: { text: 'java', filters: { city: ['Riga'] }, sort: 'updated', page: 2, perPage: 20, synonyms: false },
      forwardQuery: undefined,
    });
    expect(resolveFirstRequest(SEARCH, {}, '')?.input).toEqual({ sort: 'relevance', page: 0, perPage: 20 });
  });

  it('takes the default for a value outside its list, a bad page number or JSON that is not an object', () => {
    expect(resolveFirstRequest(SEARCH, {}, '?q=+&sort=random&page=-2&filters=%7Boops&synonyms=1')?.input).toEqual({ sort: 'relevance', page: 0, perPage: 20 });
    expect(resolveFirstRequest(SEARCH, {}, '?page=1000&filters=%5B1%5D')?.input).toEqual({ sort: 'relevance', page: 49, perPage: 20 });
    expect(resolveFirstRequest(SEARCH, {}, '?filters=%7B%7D')?.input).toEqual({ sort: 'relevance', page: 0, perPage: 20 });
  });

  it('reads whole numbers and one-based page numbers, within their limits', () => {
    const list: FirstRequest = { method: 'GET', path: '/vacancies', input: { salaryFrom: { query: 'salaryFrom', read: 'number', max: 1000 }, page: { query: 'page', read: 'page', max: 50 } } };
    expect(resolveFirstRequest(list, {}, '?salaryFrom=250&page=3')?.input).toEqual({ salaryFrom: 250, page: 3 });
    expect(resolveFirstRequest(list, {}, '')?.input).toEqual({ page: 1 });
    expect(resolveFirstRequest(list, {}, '?salaryFrom=1001&page=51')?.input).toEqual({ page: 50 });
    expect(resolveFirstRequest(list, {}, '?salaryFrom=-1&page=0')?.input).toEqual({ page: 1 });
    expect(resolveFirstRequest(list, {}, '?salaryFrom=1e3&page=2.5')?.input).toEqual({ page: 1 });
  });

  it('forwards the page\'s query string only when it carries campaign parameters', () => {
    expect(resolveFirstRequest(SEARCH, {}, '?q=go&utm_source=mail')?.forwardQuery).toBe('q=go&utm_source=mail');
    expect(resolveFirstRequest({ ...SEARCH, forwardCampaign: false }, {}, '?q=go&utm_source=mail')?.forwardQuery).toBeUndefined();
  });

  it('fills the path from the route\'s parameters, encoded, and gives up when one is missing', () => {
    const request: FirstRequest = { method: 'GET', path: '/cv/username/:name', input: { name: { param: 'name' }, lang: { value: 'en' } } };
    expect(resolveFirstRequest(request, { name: 'a b/c' }, '')).toEqual({ method: 'GET', path: '/cv/username/a%20b%2Fc', input: { name: 'a b/c', lang: 'en' }, forwardQuery: undefined });
    const byId: FirstRequest = { method: 'POST', path: '/cv', input: { id: { param: 'id', read: 'number' }, type: { param: 'type' } } };
    expect(resolveFirstRequest(byId, { id: '12', type: 'internal' }, '')?.input).toEqual({ id: 12, type: 'internal' });
    expect(resolveFirstRequest(request, {}, '')).toBeNull();
  });

  it('keys a request by its content, so the host\'s prefetch and the page\'s query meet', () => {
    expect(apiQueryKey('reports', 'POST', '/x', { a: 1 })).toEqual(['reports', 'POST', '/x', { a: 1 }, null]);
    expect(apiQueryKey('reports', 'GET', '/x', undefined, 'utm_source=m')).toEqual(['reports', 'GET', '/x', null, 'utm_source=m']);
    // No input and an empty one are the same request.
    expect(apiQueryKey('reports', 'GET', '/x', {})).toEqual(apiQueryKey('reports', 'GET', '/x'));
  });
});

describe('a route\'s first request in its declaration', () => {
  const declaration = (firstRequest: unknown): unknown => ({
    schemaVersion: 1,
    routes: [{ name: 'vacancy', path: '/team/vacancy/:id', firstRequest }],
    navigation: [],
    widgets: [],
  });
  const reasonOf = (value: unknown) => {
    const parsed = parseRemoteRoutes(value);
    return parsed.ok ? 'ok' : parsed.reason;
  };

  it('is accepted when it reads the route\'s own parameters', () => {
    const value = declaration({ method: 'GET', path: '/public/vacancies/:id', input: { id: { param: 'id' } } });
    const parsed = parseRemoteRoutes(value);
    expect(parsed.ok && (parsed.value satisfies RemoteRoutes).routes[0]?.firstRequest?.path).toBe('/public/vacancies/:id');
  });

  it('is refused, naming the parameter, when it reads one the route does not have', () => {
    expect(reasonOf(declaration({ method: 'GET', path: '/public/vacancies/:slug' }))).toBe('routes.0.firstRequest: "slug" is not in /team/vacancy/:id');
    expect(reasonOf(declaration({ method: 'GET', path: '/x', input: { a: { param: 'name' } } }))).toBe('routes.0.firstRequest: "name" is not in /team/vacancy/:id');
  });

  it('is refused with a method that changes data, or an address outside the API\'s paths', () => {
    expect(reasonOf(declaration({ method: 'DELETE', path: '/x' }))).toMatch(/^routes\.0\.firstRequest\.method/);
    expect(reasonOf(declaration({ method: 'GET', path: 'https://evil.example/x' }))).toMatch(/^routes\.0\.firstRequest\.path/);
  });
});
