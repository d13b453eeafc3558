import { createFakeFetch } from '../testing/fake-fetch';
import { ApiError, isApiError } from './api-error';
import { buildUrl, createApiClient, type FetchLike } from './create-api-client';

describe('buildUrl', () => {
  it('joins the base and the path, and appends the query', () => {
    expect(buildUrl('/api', '/webapp/resumes_search/resumes/')).toBe('/api/webapp/resumes_search/resumes/');
    expect(buildUrl('/api/', 'auth/me')).toBe('/api/auth/me');
    expect(buildUrl('/api', '/set_promocode/', '?utm_campaign=welcome')).toBe('/api/set_promocode/?utm_campaign=welcome');
    expect(buildUrl('/api', '/team?page=2', 'sort=name')).toBe('/api/team?page=2&sort=name');
    expect(buildUrl('/api', '/x', '')).toBe('/api/x');
  });

  it('uses a full URL as given (resume details, docs/product.md#search)', () => {
    expect(buildUrl('/api', 'https://cv.example.com/resume/')).toBe('https://cv.example.com/resume/');
  });
});

describe('createApiClient against the contract (development and tests)', () => {
  const SESSION = { user: { id: '1', email: 'a@example.com', name: 'A', kind: 'recruiter' }, team: null };

  it('returns an answer that fits the endpoint schema', async () => {
    const fake = createFakeFetch({ 'GET /api/auth/session': { body: { session: SESSION } } });
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch });
    await expect(api.get('/auth/session')).resolves.toEqual({ session: SESSION });
  });

  it('rejects an off-contract answer with off_contract naming each problem, after the error handler saw it', async () => {
    const fake = createFakeFetch({ 'GET /api/auth/session': { body: { session: { ...SESSION, user: { ...SESSION.user, kind: 'admin' } } } } });
    const onError = jest.fn();
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch, onError });
    const error: unknown = await api.get('/auth/session').catch((caught: unknown) => caught);
    expect(isApiError(error) && error.code).toBe('off_contract');
    expect(isApiError(error) && error.fields).toEqual([expect.objectContaining({ path: 'session.user.kind', code: 'invalid_value' })]);
    expect(onError).toHaveBeenCalledWith(error);
  });
});

describe('createApiClient', () => {
  // Transport behaviour, on paths the contract does not declare (their answers are not checked).
  it('sends JSON with credentials and returns the parsed body', async () => {
    const fake = createFakeFetch({ 'POST /api/example/search/': { body: { total: 2, items: [] } } });
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch });
    const page = await api.post<{ total: number }>('/example/search/', { text: 'java' }, { query: 'utm_source=mail' });
    expect(page).toEqual({ total: 2, items: [] });
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/example/search/?utm_source=mail',
        body: { text: 'java' },
        credentials: 'include',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
      }),
    ]);
  });

  it('sends a FormData body as multipart, with the header the API asks of uploads', async () => {
    const fake = createFakeFetch({ 'POST /api/example/upload': { body: { ok: true } } });
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch });
    const form = new FormData();
    form.append('files', new Blob(['%PDF-1.7']), 'cv.pdf');
    await expect(api.post('/example/upload', form)).resolves.toEqual({ ok: true });
    expect(fake.requests).toEqual([expect.objectContaining({ method: 'POST', headers: { accept: 'application/json', 'x-requested-with': 'fetch' } })]);
    expect(fake.requests[0]?.body).toBe(form);
  });

  it('sends no body or content type on GET and DELETE, and reads an empty answer as null', async () => {
    const fake = createFakeFetch({ 'GET /api/things/1': { body: { user: 1 } }, 'DELETE /api/user/history': { status: 204 } });
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch });
    await expect(api.get('/things/1')).resolves.toEqual({ user: 1 });
    await expect(api.delete('/user/history')).resolves.toBeNull();
    expect(fake.requests.map((request) => [request.method, request.body, request.headers['content-type']])).toEqual([
      ['GET', undefined, undefined],
      ['DELETE', undefined, undefined],
    ]);
  });

  it('supports PUT and PATCH', async () => {
    const fake = createFakeFetch({ 'PUT /api/example/profile': { body: 'put' }, 'PATCH /api/example/members/7': { body: 'patch' } });
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch });
    await expect(api.put('/example/profile', { username: 'jane' })).resolves.toBe('put');
    await expect(api.patch('/example/members/7', { role: 'admin' })).resolves.toBe('patch');
  });

  it('passes a failing answer to the error handler, then rejects with it', async () => {
    const fake = createFakeFetch({
      'POST /api/webapp/resumes_search/resumes/': {
        status: 400,
        body: { error: { code: 'invalid_criteria', message: 'Bad criteria', fields: [{ path: 'perPage', message: 'at most 100' }] } },
      },
    });
    const seen: ApiError[] = [];
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch, onError: (error) => seen.push(error) });
    const failure = await api.post('/webapp/resumes_search/resumes/', { perPage: 500 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'invalid_criteria',
      message: 'Bad criteria',
      fields: [{ path: 'perPage', message: 'at most 100' }],
      method: 'POST',
      url: '/api/webapp/resumes_search/resumes/',
    });
    expect(seen).toEqual([failure]);
  });

  it('keeps a field error\u2019s code and values, and refuses values that are not plain', async () => {
    const coded = { path: 'text', message: 'Too many words', code: 'query_too_many_terms', params: { limit: 64 } };
    const fake = createFakeFetch({
      'GET /api/coded': { status: 400, body: { error: { code: 'validation_failed', message: 'Invalid', fields: [coded] } } },
      'GET /api/odd': {
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Invalid', fields: [{ ...coded, params: { limit: { nested: 1 } } }] } },
      },
    });
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch });
    await expect(api.get('/coded')).rejects.toMatchObject({ code: 'validation_failed', fields: [coded] });
    // Not the platform's error shape: read as a bare HTTP failure rather than trusted.
    await expect(api.get('/odd')).rejects.toMatchObject({ code: 'http_400', fields: [] });
  });

  it('keeps the server’s detail text and copes with bodies that are not the API’s shape', async () => {
    const fake = createFakeFetch({
      'GET /api/detail': { status: 500, statusText: 'Internal Server Error', body: { detail: 'Database is down' } },
      'GET /api/html': { status: 502, statusText: 'Bad Gateway', text: '<html>proxy error</html>' },
      'GET /api/bare': { status: 503 },
      'GET /api/with-detail': { status: 500, body: { error: { code: 'internal', message: 'Failed', detail: 'trace id 42' } } },
    });
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch });
    await expect(api.get('/detail')).rejects.toMatchObject({ status: 500, code: 'http_500', detail: 'Database is down', message: 'Database is down' });
    await expect(api.get('/html')).rejects.toMatchObject({ status: 502, code: 'http_502', message: 'Bad Gateway', statusText: 'Bad Gateway' });
    await expect(api.get('/bare')).rejects.toMatchObject({ status: 503, message: 'Request failed with status 503' });
    await expect(api.get('/with-detail')).rejects.toMatchObject({ code: 'internal', detail: 'trace id 42' });
  });

  it('turns a network failure into an ApiError with status 0, reported first', async () => {
    const offline: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    const seen: ApiError[] = [];
    const api = createApiClient({ baseUrl: '/api', fetchImpl: offline, onError: (error) => seen.push(error) });
    const failure = await api.get('/auth/me').catch((error: unknown) => error);
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 0, code: 'network_error', message: 'Failed to fetch' });
    expect(seen).toEqual([failure]);
  });

  it('rejects a 2xx body that is not JSON', async () => {
    const fake = createFakeFetch({ 'GET /api/version': { text: 'not json' } });
    const seen: ApiError[] = [];
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch, onError: (error) => seen.push(error) });
    await expect(api.get('/version')).rejects.toMatchObject({ status: 200, code: 'invalid_response' });
    expect(seen).toHaveLength(1);
  });

  it('passes the signal through and does not report an aborted call', async () => {
    const fake = createFakeFetch({ 'GET /api/slow': () => new Promise(() => undefined) });
    const seen: ApiError[] = [];
    const api = createApiClient({ baseUrl: '/api', fetchImpl: fake.fetch, onError: (error) => seen.push(error) });
    const controller = new AbortController();
    const call = api.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([]);
  });

  it('still rejects with the API error when the error handler itself throws', async () => {
    const fake = createFakeFetch({ 'GET /api/x': { status: 500 } });
    const api = createApiClient({
      baseUrl: '/api',
      fetchImpl: fake.fetch,
      onError: () => {
        throw new Error('handler broke');
      },
    });
    await expect(api.get('/x')).rejects.toMatchObject({ name: 'ApiError', status: 500 });
  });
});
