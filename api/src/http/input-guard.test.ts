import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../db/testing';
import { createTestApp, signUp } from '../testing/app';
import { findInputProblem, MAX_INPUT_DEPTH } from './input-guard';

const NUL = '\u0000';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let level = 0; level < depth; level += 1) value = { inner: value };
  return value;
}

describe('findInputProblem', () => {
  it('names the path of a NUL in a value or a key', () => {
    expect(findInputProblem({ a: [{ b: `x${NUL}` }] })).toMatchObject({ path: 'a.0.b', code: 'forbidden_character' });
    expect(findInputProblem({ a: { [`k${NUL}`]: 1 } })).toMatchObject({ path: `a.k${NUL}`, code: 'forbidden_character' });
  });

  it('names the path of a lone UTF-16 surrogate, which a JSON column refuses and a text column would turn into U+FFFD', () => {
    expect(findInputProblem({ notes: ['fine', 'half \uD800 a pair'] })).toMatchObject({ path: 'notes.1', code: 'forbidden_character' });
    expect(findInputProblem({ [`k\uDC00`]: 1 })).toMatchObject({ path: 'k\uDC00', code: 'forbidden_character' });
  });

  it('accepts other unicode oddities PostgreSQL stores (RTL marks, emoji made of surrogate pairs, noncharacters)', () => {
    expect(findInputProblem({ b: '\u202E', c: '👩‍💻', d: '\uFFFF', e: '\uD83D\uDE00' })).toBeUndefined();
  });

  it('refuses nesting past the limit without overflowing the stack', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH - 1))).toBeUndefined();
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toMatchObject({ code: 'too_deep' });
    expect(findInputProblem(nested(200_000))).toMatchObject({ code: 'too_deep' });
  });
});

describeEachDatabase('characters PostgreSQL refuses', (getDb) => {
  let app: FastifyInstance;
  let recruiter: string;
  beforeAll(async () => {
    app = await createTestApp(getDb());
    recruiter = (await signUp(app, { kind: 'recruiter' })).cookie;
  });
  afterAll(async () => {
    await app.close();
  });

  const cases: [string, { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; signedIn?: boolean }, string][] = [
    ['a search query', { method: 'POST', url: '/api/webapp/resumes_search/resumes/', payload: { text: `java${NUL}` } }, 'text'],
    ['a search filter', { method: 'POST', url: '/api/webapp/resumes_search/resumes/', payload: { filters: { city: [`Mos${NUL}cow`] } } }, 'filters.city.0'],
    ['a sign-in e-mail', { method: 'POST', url: '/api/auth/login', payload: { email: `a${NUL}@example.test`, password: 'whatever-1' } }, 'email'],
    ['a sign-in password', { method: 'POST', url: '/api/auth/login', payload: { email: 'a@example.test', password: `pass${NUL}word` } }, 'password'],
    ['a registration name', { method: 'POST', url: '/api/auth/register', payload: { email: 'nul@example.test', password: 'long-password-1', name: `N${NUL}`, kind: 'candidate' } }, 'name'],
    ['an alert', { method: 'POST', url: '/api/frontend_alert/', payload: { message: `boom${NUL}` } }, 'message'],
    ['a route parameter', { method: 'GET', url: '/api/team/vacancies/%00', signedIn: true }, 'params.id'],
    ['a query string', { method: 'GET', url: '/api/user/history?kind=search%00', signedIn: true }, 'query.kind'],
    ['a CV key', { method: 'POST', url: '/api/cv/import', payload: { basics: { name: 'A', [`x${NUL}`]: 1 } }, signedIn: true }, `basics.x${NUL}`],
    // JSON.stringify writes a lone surrogate as the escape `\ud800`, which JSON.parse turns back into one.
    ['a lone surrogate in a CV', { method: 'POST', url: '/api/cv/import', payload: { basics: { name: 'A \uD800' } }, signedIn: true }, 'basics.name'],
    ['a lone surrogate in an alert', { method: 'POST', url: '/api/frontend_alert/', payload: { message: 'boom \uDFFF' } }, 'message'],
  ];

  it.each(cases)('answers a refused character in %s with 400 naming the field', async (_what, request, path) => {
    const response = await app.inject({
      method: request.method,
      url: request.url,
      ...(request.payload === undefined ? {} : { payload: JSON.stringify(request.payload), headers: { 'content-type': 'application/json' } }),
      ...(request.signedIn === true ? { cookies: { sid: recruiter.slice('sid='.length) } } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message: expect.any(String), fields: [expect.objectContaining({ path, code: 'forbidden_character' })] },
    });
  });

  it('answers a JSON document nested past the limit with 400, not a server error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cv/import',
      headers: { 'content-type': 'application/json', cookie: recruiter },
      payload: `{"basics":{"name":"Deep"},"work":[${'['.repeat(5000)}${']'.repeat(5000)}]}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].code).toBe('too_deep');
  });

  it('still accepts ordinary unicode', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/webapp/resumes_search/resumes/',
      payload: { text: 'разработчик 👩‍💻 \u202E' },
    });
    expect(response.statusCode).toBe(200);
  });
});
