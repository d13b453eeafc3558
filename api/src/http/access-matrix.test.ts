import type { FastifyInstance } from 'fastify';
import { API_ENDPOINTS } from '@platform/contract';
import { describeEachDatabase } from '../db/testing';
import { ACCESS_MATRIX } from '../testing/access-matrix/expectations';
import { createFixture, credentialsOf, ROLES, type Fixture } from '../testing/access-matrix/fixture';
import { createTestApp } from '../testing/app';

/**
 * Every registered route × {anonymous, candidate, member, admin, owner, another team's owner, and
 * team A's API keys: every scope, `cvs:read` only, revoked}: the
 * status each must get, and no private text of someone else in any body. The routes come from the
 * app itself (`app.registeredRoutes`), so a new endpoint fails here until ACCESS_MATRIX
 * (src/testing/access-matrix/expectations.ts) says who may call it.
 */
describeEachDatabase('access matrix', (getDb) => {
  let app: FastifyInstance;
  let fixture: Fixture;
  beforeAll(async () => {
    app = await createTestApp(getDb());
    fixture = await createFixture(app, getDb());
  }, 120_000);
  afterAll(async () => {
    await app.close();
  });

  it('has an expectation for every registered route, and no stale ones', () => {
    const registered = app.registeredRoutes.map((route) => `${route.method} ${route.url}`);
    expect(registered.filter((key) => ACCESS_MATRIX[key] === undefined)).toEqual([]);
    expect(Object.keys(ACCESS_MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('serves exactly the contract: every endpoint it declares is registered, every registered route is declared', () => {
    const registered = app.registeredRoutes.map((route) => `${route.method} ${route.url}`);
    const declared = API_ENDPOINTS.map((endpoint) => `${endpoint.method} /api${endpoint.path}`);
    expect(declared.filter((key) => !registered.includes(key))).toEqual([]);
    expect(registered.filter((key) => !declared.includes(key))).toEqual([]);
  });

  it.each(Object.keys(ACCESS_MATRIX))('%s answers each role as declared and leaks nothing', async (key) => {
    const access = ACCESS_MATRIX[key];
    if (access === undefined) throw new Error(`no expectation for ${key}`);
    const method = key.slice(0, key.indexOf(' '));
    if (method !== 'GET' && method !== 'POST' && method !== 'PUT' && method !== 'PATCH' && method !== 'DELETE') throw new Error(`method ${method}`);
    const problems: string[] = [];
    for (const role of ROLES) {
      const call = await access.request(fixture, role);
      const response = await app.inject({
        method,
        url: call.url,
        headers: { ...call.headers, ...credentialsOf(fixture, role, call.cookie) },
        ...(call.payload === undefined ? {} : { payload: call.payload }),
        ...(call.remoteAddress === undefined ? {} : { remoteAddress: call.remoteAddress }),
      });
      if (response.statusCode !== access.expect[role]) {
        problems.push(`${role}: expected ${access.expect[role]}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      if (response.statusCode >= 500) problems.push(`${role}: server error ${response.body.slice(0, 200)}`);
      for (const marker of fixture.markers) {
        if (!marker.visibleTo.includes(role) && response.body.includes(marker.text)) {
          problems.push(`${role}: the body shows "${marker.text}" (visible to ${marker.visibleTo.join(', ')} only)`);
        }
      }
    }
    expect(problems).toEqual([]);
    // Routes acting on something fresh per role sign up or sign in several accounts (scrypt each).
  }, 60_000);
});
