import type { FastifyInstance } from 'fastify';
import { describeEachDatabase } from '../db/testing';
import { createTestApp, signUp, testConfig } from '../testing/app';

describeEachDatabase('rate limits', (getDb) => {
  const limits = { ...testConfig().rateLimits, auth: 3, search: 4 };
  let replicas: FastifyInstance[] = [];
  beforeAll(async () => {
    // Two API replicas on one database, as docker-compose scales the api service.
    replicas = [await createTestApp(getDb(), { rateLimits: limits }), await createTestApp(getDb(), { rateLimits: limits })];
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
  });

  const login = (replica: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    replica.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.test', password: 'whatever-1' },
      headers,
      remoteAddress,
    });

  it('holds across replicas: attempts spread over them share one budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await login(replicas[i % 2] ?? replicas[0]!, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('survives a restart of the API', async () => {
    for (let i = 0; i < 3; i += 1) await login(replicas[0]!, '198.51.100.2');
    const restarted = await createTestApp(getDb(), { rateLimits: limits });
    try {
      expect((await login(restarted, '198.51.100.2')).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('keeps each route its own budget', async () => {
    for (let i = 0; i < 3; i += 1) await login(replicas[0]!, '198.51.100.3');
    const register = await replicas[0]!.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'x', password: 'short', name: 'A', kind: 'candidate' },
      remoteAddress: '198.51.100.3',
    });
    expect(register.statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For from a client that is not a configured proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await login(replicas[0]!, '198.51.100.4', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('believes X-Forwarded-For from a configured proxy (TRUST_PROXY), so clients behind it are apart', async () => {
    const behindProxy = await createTestApp(getDb(), { rateLimits: limits, trustProxy: '192.0.2.1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push((await login(behindProxy, '192.0.2.1', { 'x-forwarded-for': `203.0.113.${100 + i}` })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401]);
    } finally {
      await behindProxy.close();
    }
  });

  it('limits anonymous searches per address, not signed-in ones', async () => {
    const search = (remoteAddress: string, cookie?: string) =>
      replicas[1]!.inject({
        method: 'POST',
        url: '/api/webapp/resumes_search/resumes/',
        payload: { text: 'java' },
        remoteAddress,
        ...(cookie === undefined ? {} : { headers: { cookie } }),
      });
    const anonymous: number[] = [];
    for (let i = 0; i < 5; i += 1) anonymous.push((await search('198.51.100.5')).statusCode);
    expect(anonymous).toEqual([200, 200, 200, 200, 429]);
    const { cookie } = await signUp(replicas[1]!, { kind: 'recruiter' });
    expect((await search('198.51.100.5', cookie)).statusCode).toBe(200);
  });
});
