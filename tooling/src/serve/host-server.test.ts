import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { rollBackApp } from '../releases';
import {
  chunkText,
  EVERY_APP_RELEASED,
  HASHED_CHUNK,
  makeTempDir,
  releaseFakeVersions,
  fakeRoutes,
  removeDir,
  TEST_REMOTES_ORIGIN,
} from '../testing/fake-builds';
import { IMMUTABLE } from './cache-policy';
import { createHostServer } from './host-server';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let rootDir: string;
let releasesDir: string;
let host: FastifyInstance;
let api: FastifyInstance | undefined;

async function startHost(apiOrigin = 'http://127.0.0.1:9') {
  host = await createHostServer({ releasesDir, apiOrigin, remotesOrigin: TEST_REMOTES_ORIGIN });
}

beforeEach(async () => {
  rootDir = await makeTempDir();
  releasesDir = await releaseFakeVersions(rootDir, EVERY_APP_RELEASED);
});

afterEach(async () => {
  await host.close();
  await api?.close();
  api = undefined;
  await removeDir(rootDir);
});

describe('host server: pages', () => {
  it('serves the current host release at / with security headers and no-cache', async () => {
    await startHost();
    const response = await host.inject({ url: '/', headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('host h2');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    // The remotes are this origin's own files: no other origin is allowed.
    expect(csp).toMatch(/script-src 'self' ?;/);
  });

  it('allows a CDN origin in the CSP when one serves the remotes', async () => {
    host = await createHostServer({ releasesDir, apiOrigin: 'http://127.0.0.1:9', remotesOrigin: 'https://cdn.example' });
    const csp = String((await host.inject({ url: '/', headers: HTML })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://cdn.example;");
  });

  it.each(['/ru/search', '/cv/internal/1', '/team/vacancy/7/Mailings'])('falls back to index.html for the client route %s', async (url) => {
    await startHost();
    const response = await host.inject({ url, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('host h2');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not HTML, for a missing script', async () => {
    await startHost();
    const response = await host.inject({ url: '/main.fedcba9876543210.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('does not serve files outside the current release', async () => {
    await startHost();
    const response = await host.inject({ url: '/..%2F..%2Fmanifest.json', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('caches hashed assets for a year and revalidates unhashed ones', async () => {
    await startHost();
    const hashed = await host.inject({ url: `/${HASHED_CHUNK}` });
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await host.inject({ url: '/main.js' });
    expect(entry.body).toContain('host entry h2');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });

  it('serves the precompressed brotli file when accepted, gzip otherwise, plain without either', async () => {
    await startHost();
    const expected = chunkText('host', 'h2');
    const brotli = await host.inject({ url: `/${HASHED_CHUNK}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(expected);

    const gzip = await host.inject({ url: `/${HASHED_CHUNK}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(expected);

    const plain = await host.inject({ url: `/${HASHED_CHUNK}` });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(expected);
  });
});

describe('host server: deployment manifest', () => {
  it('serves /remotes.json from the manifest with no-cache', async () => {
    await startHost();
    const response = await host.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      schemaVersion: 1,
      host: { version: 'h2' },
      remotes: {
        search: {
          app: 'remote-search',
          version: 's2',
          entry: '/remotes/search/s2/remoteEntry.js',
          history: [{ version: 's1', entry: '/remotes/search/s1/remoteEntry.js' }],
        },
        cv: { version: 'c1', entry: '/remotes/cv/c1/remoteEntry.js' },
      },
    });
  });

  it('shows a rollback at once, without a restart', async () => {
    await startHost();
    expect((await host.inject({ url: '/remotes.json' })).json()).toMatchObject({ remotes: { search: { version: 's2' } } });
    expect((await host.inject({ url: '/version.json' })).json()).toEqual({ version: 'h2' });

    await rollBackApp({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'remote-search');
    await rollBackApp({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'host');

    expect((await host.inject({ url: '/remotes.json' })).json()).toMatchObject({
      remotes: { search: { version: 's1', entry: '/remotes/search/s1/remoteEntry.js', history: [] } },
    });
    const version = await host.inject({ url: '/version.json' });
    expect(version.json()).toEqual({ version: 'h1' });
    expect(version.headers['cache-control']).toBe('no-cache');
    expect((await host.inject({ url: '/ru/search', headers: HTML })).body).toContain('host h1');
  });

  it('serves /releases.json, every standing release of each remote, with no-cache, and follows a rollback at once', async () => {
    await startHost();
    const before = await host.inject({ url: '/releases.json' });
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.json().remotes.search).toMatchObject({
      current: 's2',
      versions: [
        { version: 's2', entry: '/remotes/search/s2/remoteEntry.js', integrity: expect.stringMatching(/^sha384-/) },
        { version: 's1', entry: '/remotes/search/s1/remoteEntry.js' },
      ],
    });
    await rollBackApp({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'remote-search');
    // s2 was rolled back from: withdrawn, it may not be loaded any more, not even by an operator.
    expect((await host.inject({ url: '/releases.json' })).json().remotes.search).toMatchObject({ current: 's1', versions: [{ version: 's1' }] });
    expect((await host.inject({ url: '/releases.json' })).json().remotes.search.versions).toHaveLength(1);
  });

  it('serves the remotes that are released while others never were', async () => {
    await removeDir(rootDir);
    rootDir = await makeTempDir();
    releasesDir = await releaseFakeVersions(rootDir, { host: ['h1'], 'remote-search': ['s1'] });
    await startHost();
    const response = await host.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().remotes)).toEqual(['search']);
  });

  it('answers 503 with the command to run while the host was never released', async () => {
    await removeDir(rootDir);
    rootDir = await makeTempDir();
    releasesDir = await releaseFakeVersions(rootDir, { 'remote-search': ['s1'] });
    await startHost();
    const response = await host.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_RELEASED' } });
    expect(response.json().error.message).toContain('npm run release -- host');
  });

  it('carries a brand-new remote released while it runs, and serves its files, without a restart', async () => {
    await startHost();
    expect(Object.keys((await host.inject({ url: '/remotes.json' })).json().remotes)).not.toContain('reports');
    await releaseFakeVersions(rootDir, { 'remote-reports': ['r1'] });
    const manifest = (await host.inject({ url: '/remotes.json' })).json();
    expect(manifest.remotes.reports).toMatchObject({ app: 'remote-reports', version: 'r1', entry: '/remotes/reports/r1/remoteEntry.js', routes: fakeRoutes('remote-reports') });
    const entry = await host.inject({ url: '/remotes/reports/r1/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toContain('remote-reports entry r1');
  });

  it('answers 503 explaining the recovery when the manifest is corrupted', async () => {
    await startHost();
    await writeFile(path.join(releasesDir, 'manifest.json'), '{ "host": ');
    const response = await host.inject({ url: '/remotes.json' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toContain('npm run releases -- --rebuild');
  });
});

describe('host server: the remotes at /remotes/<name>/<version>/', () => {
  it('serves every released version: chunks immutable and precompressed, the federation entry for an hour', async () => {
    await startHost();
    for (const [name, version] of [['search', 's1'], ['search', 's2'], ['cv', 'c1']] as const) {
      const entry = await host.inject({ url: `/remotes/${name}/${version}/remoteEntry.js` });
      expect([name, version, entry.statusCode, entry.headers['cache-control']]).toEqual([name, version, 200, 'public, max-age=3600']);
      expect(entry.body).toContain(`remote-${name} entry ${version}`);
    }
    const chunk = await host.inject({ url: `/remotes/search/s2/${HASHED_CHUNK}`, headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(chunk.rawPayload).toString()).toBe(chunkText('remote-search', 's2'));
  });

  it.each([
    '/remotes/search/no-such-version/remoteEntry.js',
    '/remotes/search/s1/',
    '/remotes/search/s1',
    '/remotes/search/.s1/remoteEntry.js',
    '/remotes/Search/s1/remoteEntry.js',
    '/remotes/search/s1/%2e%2e/%2e%2e/host/h1/index.html',
    '/remotes/chat/c1/remoteEntry.js',
  ])('answers 404 for %s, never the app page', async (url) => {
    await startHost();
    const response = await host.inject({ url, headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('host h');
  });
});

describe('host server: API proxy', () => {
  it('forwards /api/* to the API with path, method, body and the public host', async () => {
    api = Fastify();
    api.all('/api/*', async (request) => ({
      method: request.method,
      url: request.url,
      body: request.body ?? null,
      forwardedHost: request.headers['x-forwarded-host'],
    }));
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    await startHost(`http://127.0.0.1:${address.port}`);

    const response = await host.inject({
      method: 'POST',
      url: '/api/webapp/resumes_search/resumes/?utm_source=x',
      headers: { host: 'platform.example', 'content-type': 'application/json' },
      payload: { text: 'java' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      method: 'POST',
      url: '/api/webapp/resumes_search/resumes/?utm_source=x',
      body: { text: 'java' },
      forwardedHost: 'platform.example',
    });
  });

  it('answers 503 when the API is down, not the SPA page', async () => {
    await startHost('http://127.0.0.1:9');
    const response = await host.inject({ url: '/api/health', headers: HTML });
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(response.body).not.toContain('<html');
  });
});
