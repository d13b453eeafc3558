import type { FastifyInstance } from 'fastify';
import { DEPLOY_ROUTES, deployReleasePath, REQUEST_ID_HEADER } from '@platform/contract';
import { makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN } from '../testing/fake-builds';
import { createDeployServer } from './deploy-server';

let rootDir: string;
let server: FastifyInstance;

beforeAll(async () => {
  rootDir = await makeTempDir();
  const releasesDir = await releaseFakeVersions(rootDir, { host: ['h1'] });
  server = await createDeployServer({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN });
});

afterAll(async () => {
  await server.close();
  await removeDir(rootDir);
});

describe('the deploy server', () => {
  it('serves the release endpoint and its health, nothing of the site', async () => {
    expect((await server.inject({ url: DEPLOY_ROUTES.health })).json()).toEqual({ status: 'ok' });
    const unauthenticated = await server.inject({ method: 'POST', url: deployReleasePath('reports'), headers: { 'content-type': 'application/gzip' }, payload: Buffer.from('x') });
    expect(unauthenticated.statusCode).toBe(401);
    for (const url of ['/', '/remotes.json', '/version.json', '/deploy/', deployReleasePath('reports')]) {
      const response = await server.inject({ url, headers: { accept: 'text/html' } });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([url, 404, 'no-store']);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: `No deploy route GET ${url}.`, fields: [] } });
    }
  });

  it('keeps the request id the host\'s nginx sent, so one id finds a request in both logs', async () => {
    const response = await server.inject({ url: DEPLOY_ROUTES.health, headers: { [REQUEST_ID_HEADER]: '0123456789abcdef0123456789abcdef' } });
    expect(response.headers[REQUEST_ID_HEADER]).toBe('0123456789abcdef0123456789abcdef');
    expect((await server.inject({ url: DEPLOY_ROUTES.health })).headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
