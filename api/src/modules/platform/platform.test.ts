import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp } from '../../testing/app';

describeEachDatabase('platform module', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb());
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports liveness', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports readiness with the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: getDb().kind });
  });

  it('reports 503 when the database does not answer', async () => {
    const broken: Database = {
      kind: 'postgres',
      query: () => Promise.reject(new Error('connection refused')),
      transaction: () => Promise.reject(new Error('connection refused')),
      close: () => Promise.resolve(),
    };
    const unready = await createTestApp(broken);
    try {
      const response = await unready.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'not_ready', message: expect.any(String) } });
    } finally {
      await unready.close();
    }
  });
});
