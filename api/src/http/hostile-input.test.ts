import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../db/testing';
import { ACCESS_MATRIX } from '../testing/access-matrix/expectations';
import { createFixture, type Fixture } from '../testing/access-matrix/fixture';
import { createTestApp } from '../testing/app';

/** Runs per route and kind of attack: with ~60 routes and 4 kinds, about 2 400 requests per database. */
const RUNS = 10;

/** Strings PostgreSQL, JSON and JavaScript objects find awkward. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '__proto__', 'constructor', 'prototype', '\uD800', '\uDFFF', '\u202Ekcilc', '\uFEFF', 'x'.repeat(70_000), '😀'.repeat(3000)),
  fc.constantFrom('9999-12-31', '0000-00-00', '2024-02-30', '-271821-04-20T00:00:00Z', '1e309', 'NaN', '<script>alert(1)</script>', "'; DROP TABLE users; --"),
);
const extremeNumber = fc.oneof(
  fc.constantFrom(Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, Number.MAX_SAFE_INTEGER + 2, -1, -0, 0.5, 2 ** 31, -(2 ** 63), 1e21),
  fc.double({ noNaN: true }),
  fc.integer(),
);
const hostileKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', '', '\u0000'), fc.string({ maxLength: 8 }));
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    extremeNumber,
    fc.constantFrom(null, true, false),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
}));
/** Arrays nested 10 to 3000 deep, where a stored JSON field would take them. */
const deepNesting = fc.integer({ min: 10, max: 3000 }).map((depth) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`));
/** Bytes that are not JSON, or are JSON cut short. */
const malformedJson = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.constantFrom('{', '{"a":', '[1,2', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', 'nul', '"\\ud800"', '1e999999'));

/** Every UTF-8 byte of `value` percent-encoded (encodeURIComponent throws on a lone surrogate). */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
}

/** The route's URL with each `:param` replaced by `value`. */
function withParams(route: string, value: string): string {
  return route.replace(/:[A-Za-z]+/g, () => percentEncode(value));
}

/** The valid payload with one field (or the whole) replaced by a hostile value. */
function mutate(payload: object | undefined, value: unknown, pick: number): unknown {
  if (payload === undefined || Array.isArray(payload)) return value;
  const keys = Object.keys(payload);
  const key = keys[pick % (keys.length + 1)];
  return key === undefined ? value : { ...payload, [key]: value };
}

describeEachDatabase('hostile input against every endpoint (fast-check)', (getDb) => {
  let app: FastifyInstance;
  let fixture: Fixture;
  const tried: Record<string, number> = {};
  beforeAll(async () => {
    app = await createTestApp(getDb());
    fixture = await createFixture(app, getDb());
  }, 120_000);
  afterAll(async () => {
    await app.close();
    const total = Object.values(tried).reduce((sum, count) => sum + count, 0);
    process.stdout.write(`hostile input: ${total} requests (${Object.entries(tried).map(([kind, count]) => `${kind} ${count}`).join(', ')})\n`);
  });

  /** Sends one request and checks the answer is a client error or success, never a server error. */
  async function send(kind: string, method: string, url: string, cookie: string, payload?: string): Promise<void> {
    tried[kind] = (tried[kind] ?? 0) + 1;
    const response = await app.inject({
      method: method === 'GET' ? 'GET' : method === 'PUT' ? 'PUT' : method === 'PATCH' ? 'PATCH' : method === 'DELETE' ? 'DELETE' : 'POST',
      url,
      headers: { cookie, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: `198.19.${(tried[kind] ?? 0) % 250}.${Object.keys(tried).length}`,
    });
    if (response.statusCode >= 500) throw new Error(`${method} ${url} → ${response.statusCode}: ${response.body.slice(0, 300)}`);
    if (response.statusCode >= 400 && response.headers['content-type']?.toString().startsWith('application/json')) {
      const body: unknown = response.json();
      const message = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' && body.error !== null && 'message' in body.error ? body.error.message : undefined;
      if (typeof message !== 'string' || message === '') throw new Error(`${method} ${url} → ${response.statusCode} without a message: ${response.body.slice(0, 300)}`);
    }
  }

  it.each(Object.keys(ACCESS_MATRIX))('%s answers hostile input with 2xx/4xx and a clear message', async (key) => {
    const access = ACCESS_MATRIX[key];
    if (access === undefined) throw new Error(`no matrix entry for ${key}`);
    const [method = 'GET', route = '/'] = key.split(' ');
    // A session of its own: a sign-out or password change here must not end the fixture's.
    const cookie = await fixture.newSession('owner');
    const valid = await access.request(fixture, 'owner');
    const hasBody = method !== 'GET' && method !== 'DELETE';
    await fc.assert(
      fc.asyncProperty(hostileString, (value) => send('parameters and query strings', method, `${withParams(route, value)}?q=${percentEncode(value)}&limit=${percentEncode(value)}`, cookie)),
      { numRuns: RUNS },
    );
    if (!hasBody) return;
    await fc.assert(
      fc.asyncProperty(hostileValue, fc.nat(), (value, pick) => send('mutated bodies', method, valid.url, cookie, JSON.stringify(mutate(valid.payload, value, pick)))),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(deepNesting, fc.nat(), (value, pick) => send('deep nesting', method, valid.url, cookie, JSON.stringify(mutate(valid.payload, value, pick)))),
      { numRuns: RUNS },
    );
    await fc.assert(fc.asyncProperty(malformedJson, (raw) => send('malformed JSON', method, valid.url, cookie, raw)), { numRuns: RUNS });
  }, 120_000);
});
