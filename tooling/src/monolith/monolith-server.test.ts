import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createMonolithServer } from './monolith-server';

const HTML = { accept: 'text/html,*/*;q=0.8' };
let root: string;
let server: FastifyInstance;
let api: FastifyInstance;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'monolith-'));
  await writeFile(path.join(root, 'build.json'), JSON.stringify({ app: 'host', buildId: '20261122T060000-abcdef', builtAt: '2026-11-22T06:00:00.000Z' }));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>monolith</title>');
  await writeFile(path.join(root, 'search-app.0123abcd.js'), 'console.log("search")');
  api = Fastify();
  api.get('/api/health', async () => ({ ok: true, from: 'api' }));
  await api.listen({ host: '127.0.0.1', port: 0 });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  server = await createMonolithServer({ root, apiOrigin: `http://127.0.0.1:${port}` });
});

afterEach(async () => {
  await server.close();
  await api.close();
  await rm(root, { recursive: true, force: true });
});

describe('monolith server', () => {
  it('lists every remote in /remotes.json, so the host takes its federated code path', async () => {
    const response = await server.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    const manifest = response.json<{ host: { version: string }; remotes: Record<string, { version: string; routes?: { routes: Array<{ path: string }> } }> }>();
    expect(Object.keys(manifest.remotes)).toEqual(expect.arrayContaining(['search', 'cv', 'team', 'user']));
    // With each remote's routes: the host builds its route table from them (none: every page is a 404).
    expect(manifest.remotes.search?.routes?.routes.map((route) => route.path)).toContain('/search');
    expect(manifest.host.version).toBe('20261122T060000-abcdef');
  });

  it('serves files with the host cache policy and client routes with index.html', async () => {
    const chunk = await server.inject({ url: '/search-app.0123abcd.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await server.inject({ url: '/cv/internal/7', headers: HTML });
    expect(page.body).toContain('<title>monolith</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await server.inject({ url: '/missing.0123abcd.js' })).statusCode).toBe(404);
  });

  it('answers /version.json and forwards /api to the API', async () => {
    expect((await server.inject({ url: '/version.json' })).json()).toEqual({ version: '20261122T060000-abcdef' });
    expect((await server.inject({ url: '/api/health' })).json()).toEqual({ ok: true, from: 'api' });
  });
});
