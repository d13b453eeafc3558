import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { chunkText, HASHED_CHUNK, makeTempDir, releaseFakeVersions, removeDir } from '../testing/fake-builds';
import { IMMUTABLE, REMOTE_ENTRY } from './cache-policy';
import { createRemoteServer } from './remote-server';

const HOST_ORIGIN = 'http://127.0.0.1:8080';

let rootDir: string;
let releasesDir: string;
let remote: FastifyInstance;

beforeEach(async () => {
  rootDir = await makeTempDir();
  releasesDir = await releaseFakeVersions(rootDir, { 'remote-search': ['s1', 's2'] });
  remote = await createRemoteServer({ releasesDir, app: 'remote-search', hostOrigins: [HOST_ORIGIN, 'http://localhost:8080'] });
});

afterEach(async () => {
  await remote.close();
  await removeDir(rootDir);
});

describe('remote server', () => {
  it('serves every released version, with CORS for the host origin', async () => {
    for (const version of ['s1', 's2']) {
      const response = await remote.inject({ url: `/${version}/remoteEntry.js`, headers: { origin: HOST_ORIGIN } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`remote-search entry ${version}`);
      expect(response.headers['access-control-allow-origin']).toBe(HOST_ORIGIN);
      expect(response.headers.vary).toMatch(/origin/i);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers a CORS preflight from the host', async () => {
    const response = await remote.inject({
      method: 'OPTIONS',
      url: '/s2/mf-manifest.json',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8080');
  });

  it('gives other origins no CORS permission', async () => {
    const response = await remote.inject({ url: '/s2/remoteEntry.js', headers: { origin: 'http://evil.test' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('caches hashed chunks as immutable and the federation entry files for an hour', async () => {
    expect((await remote.inject({ url: `/s2/${HASHED_CHUNK}` })).headers['cache-control']).toBe(IMMUTABLE);
    expect((await remote.inject({ url: '/s2/remoteEntry.js' })).headers['cache-control']).toBe(REMOTE_ENTRY);
    const manifest = await remote.inject({ url: '/s2/mf-manifest.json' });
    expect(manifest.headers['cache-control']).toBe('public, max-age=3600');
    expect(manifest.json()).toMatchObject({ name: 'remote-search', buildId: 's2' });
  });

  it('serves the brotli sibling when the browser accepts it', async () => {
    const response = await remote.inject({ url: `/s1/${HASHED_CHUNK}`, headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(chunkText('remote-search', 's1'));
  });

  it('answers 404 for an unknown version, a folder listing or an unfinished copy', async () => {
    expect((await remote.inject({ url: '/s9/remoteEntry.js' })).statusCode).toBe(404);
    expect((await remote.inject({ url: '/s2/' })).statusCode).toBe(404);
    expect((await remote.inject({ url: '/' })).statusCode).toBe(404);
    const unfinished = path.join(releasesDir, 'remote-search', '.s3.tmp-1-abcd');
    await mkdir(unfinished);
    await writeFile(path.join(unfinished, 'remoteEntry.js'), 'half');
    expect((await remote.inject({ url: '/.s3.tmp-1-abcd/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('serves a version released after it started', async () => {
    await releaseFakeVersions(rootDir, { 'remote-search': ['s3'] });
    expect((await remote.inject({ url: '/s3/remoteEntry.js' })).body).toContain('remote-search entry s3');
  });
});
