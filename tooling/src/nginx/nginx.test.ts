import { existsSync } from 'node:fs';
import { chmod, readFile } from 'node:fs/promises';
import { Agent, request as httpRequestRaw } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { API_MAX_BODY_BYTES } from '@platform/contract';
import { installErrorHandling } from '../../../api/src/http/error-handler';
import { REPOSITORY_ROOT } from '../config/env';
import { releaseApp, rollBackApp } from '../releases';
import {
  chunkText,
  EVERY_APP_RELEASED,
  HASHED_CHUNK,
  makeTempDir,
  releaseFakeVersions,
  removeDir,
  TEST_REMOTES_ORIGIN,
  writeFakeBuild,
} from '../testing/fake-builds';
import { httpRequest } from '../testing/http-get';
import { renderTemplate } from './render-template';
import { freeLoopbackPort, NGINX, startNginx, type RunningNginx } from './run-nginx';

/** The stand-in API's body limit, as a route of the real API has (1 MiB by default). */
const API_ROUTE_LIMIT = 1024 * 1024;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

const running: RunningNginx[] = [];

/** Starts nginx with one app's real nginx.conf, filled in, and resolves once it accepts connections. */
async function startAppNginx(tmp: string, app: string, values: Record<string, string>): Promise<string> {
  const port = await freeLoopbackPort();
  const template = await readFile(path.join(REPOSITORY_ROOT, app, 'nginx.conf'), 'utf8');
  const nginx = await startNginx(path.join(tmp, `nginx-${app}`), renderTemplate(template, { ...values, LISTEN_PORT: String(port) }), port);
  running.push(nginx);
  return nginx.origin;
}

/** A JSON POST over `agent` (one kept-alive socket) that fails after 10 s instead of hanging. */
function postOver(agent: Agent, url: string, body: Buffer): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    const req = httpRequestRaw(url, { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error('no answer within 10 s')));
    req.end(body);
  });
}

let tmp: string;
let releasesDir: string;
let api: FastifyInstance | undefined;
let apiPort: number;
/** Requests the stand-in API got for its metrics path: nginx must never forward one. */
let metricsHits = 0;

beforeAll(async () => {
  if (!existsSync(NGINX)) {
    throw new Error(`${NGINX} is missing: the nginx configs cannot be tested. Install it with: apt-get install nginx-light`);
  }
  tmp = await makeTempDir('platform-nginx-');
  // nginx workers run as "nobody" when the tests run as root: they must be able to read the tree.
  await chmod(tmp, 0o755);
  releasesDir = await releaseFakeVersions(tmp, EVERY_APP_RELEASED);
  // A stand-in API with the real one's limit and error handling (its 413 for an oversized body).
  api = Fastify({ bodyLimit: API_ROUTE_LIMIT });
  installErrorHandling(api);
  api.all('/api/*', async (request, reply) =>
    reply.header('cache-control', 'no-store').send({
      url: request.url,
      forwardedHost: request.headers['x-forwarded-host'],
      forwardedFor: request.headers['x-forwarded-for'],
      requestId: request.headers['x-request-id'],
    }),
  );
  // Were the API to serve metrics on the port nginx proxies to, the proxy must still not expose them.
  api.get('/metrics', async (_request, reply) => {
    metricsHits += 1;
    return reply.type('text/plain; version=0.0.4').send('# HELP platform_mail_sent_total x\n# TYPE platform_mail_sent_total counter\nplatform_mail_sent_total 1\n');
  });
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  apiPort = address.port;
});

afterAll(async () => {
  await Promise.all(running.map((nginx) => nginx.stop()));
  await api?.close();
  if (tmp) await removeDir(tmp);
});

describe('host/nginx.conf', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await startAppNginx(tmp, 'host', {
      RELEASES_ROOT: releasesDir,
      API_UPSTREAM_SERVERS: `server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=5s;`,
      NGINX_RESOLVER: '',
      REMOTES_ORIGIN: TEST_REMOTES_ORIGIN,
      DEPLOYER_ORIGIN: '',
    });
  });

  it.each(['/', '/ru/search', '/cv/internal/1'])('serves the app page for %s with no-cache and security headers', async (url) => {
    const response = await httpRequest(`${origin}${url}`, HTML);
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('host h2');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("script-src 'self' ;");
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers 404 for a missing script instead of the page', async () => {
    expect((await httpRequest(`${origin}/main.fedcba9876543210.js`, { accept: '*/*' })).status).toBe(404);
  });

  it('serves the precompressed gzip file, immutable, for a hashed asset', async () => {
    const response = await httpRequest(`${origin}/${HASHED_CHUNK}`, { 'accept-encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.body).toString()).toBe(chunkText('host', 'h2'));
  });

  it('serves remotes.json, version.json and releases.json from the releases volume, and a rollback at once', async () => {
    const remotes = await httpRequest(`${origin}/remotes.json`);
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(remotes.body.toString())).toMatchObject({ remotes: { search: { version: 's2' } } });
    const releases = await httpRequest(`${origin}/releases.json`);
    expect([releases.status, releases.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(JSON.parse(releases.body.toString())).toMatchObject({ remotes: { search: { current: 's2', versions: [{ version: 's2' }, { version: 's1' }] } } });

    await rollBackApp({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'host');
    await rollBackApp({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'remote-search');

    expect(JSON.parse((await httpRequest(`${origin}/version.json`)).body.toString())).toEqual({ version: 'h1' });
    expect((await httpRequest(`${origin}/ru/search`, HTML)).body.toString()).toContain('host h1');
    const after = JSON.parse((await httpRequest(`${origin}/remotes.json`)).body.toString());
    expect(after).toMatchObject({ remotes: { search: { version: 's1', entry: '/remotes/search/s1/remoteEntry.js' } } });
    // s2 was rolled back from: no longer offered for overrides.
    expect(JSON.parse((await httpRequest(`${origin}/releases.json`)).body.toString()).remotes.search.versions).toEqual([
      expect.objectContaining({ version: 's1' }),
    ]);
  });

  it('proxies /api/ to the API upstream with the path unchanged, keeping its Cache-Control', async () => {
    const response = await httpRequest(`${origin}/api/health?x=1`, { host: 'platform.test' });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toMatchObject({ url: '/api/health?x=1', forwardedHost: 'platform.test' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('does not serve the API metrics: nothing outside /api/ reaches the API, whatever the path spelling', async () => {
    for (const url of ['/metrics', '/metrics?format=prometheus', '/api/../metrics', '/api/%2E%2E/metrics', '//metrics', '/./metrics']) {
      for (const accept of ['text/plain', 'text/html']) {
        const response = await httpRequest(`${origin}${url}`, { accept });
        expect({ url, accept, body: response.body.toString() }).not.toEqual(expect.objectContaining({ body: expect.stringContaining('platform_mail_sent_total') }));
      }
    }
    // /api/metrics reaches the API as itself, a path the API does not route (404 there).
    const proxied = await httpRequest(`${origin}/api/metrics`);
    expect(JSON.parse(proxied.body.toString())).toMatchObject({ url: '/api/metrics' });
    expect(metricsHits).toBe(0);
  });

  it('overwrites a client-sent X-Forwarded-For and sends a request id', async () => {
    const response = await httpRequest(`${origin}/api/health`, { 'x-forwarded-for': '203.0.113.9' });
    const seen = JSON.parse(response.body.toString());
    expect(seen.forwardedFor).toBe('127.0.0.1');
    expect(seen.requestId).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    ['over a route limit of the API (the API refuses it)', API_ROUTE_LIMIT * 2],
    ['over the API largest limit (nginx refuses it)', API_MAX_BODY_BYTES + 1024],
  ])('answers a body %s with 413, and the next request on the connection works', async (_what, size) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const post = (body: Buffer) => postOver(agent, `${origin}/api/cv/import`, body);
      expect((await post(Buffer.alloc(size, 'a'))).status).toBe(413);
      const next = await post(Buffer.from('{"a":1}'));
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('host/nginx.conf: the remotes at /remotes/<name>/<version>/', () => {
  let origin: string;
  beforeAll(async () => {
    origin = await startAppNginx(tmp, 'host', {
      RELEASES_ROOT: releasesDir,
      API_UPSTREAM_SERVERS: `server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=5s;`,
      NGINX_RESOLVER: '',
      REMOTES_ORIGIN: TEST_REMOTES_ORIGIN,
      DEPLOYER_ORIGIN: '',
    });
  });

  it.each([
    ['search', EVERY_APP_RELEASED['remote-search'][0]],
    ['cv', EVERY_APP_RELEASED['remote-cv'][0]],
    ['user', EVERY_APP_RELEASED['remote-user'][0]],
  ])('serves %s %s: chunks immutable and gzip, the federation entry for an hour', async (name, version) => {
    const entry = await httpRequest(`${origin}/remotes/${name}/${version}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.body.toString()).toContain(`remote-${name} entry ${version}`);
    expect(entry.headers['cache-control']).toBe('public, max-age=3600');
    expect(entry.headers['x-content-type-options']).toBe('nosniff');
    const chunk = await httpRequest(`${origin}/remotes/${name}/${version}/${HASHED_CHUNK}`, { 'accept-encoding': 'gzip' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(chunk.body).toString()).toBe(chunkText(`remote-${name}`, version));
  });

  it('serves a remote released while nginx runs, with no new config and no reload', async () => {
    await writeFakeBuild(tmp, 'remote-reports', 'r1');
    await releaseApp({ rootDir: tmp, releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'remote-reports');
    const entry = await httpRequest(`${origin}/remotes/reports/r1/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.body.toString()).toContain('remote-reports entry r1');
    const manifest = JSON.parse((await httpRequest(`${origin}/remotes.json`)).body.toString());
    expect(manifest.remotes.reports).toMatchObject({ version: 'r1', entry: '/remotes/reports/r1/remoteEntry.js' });
  });

  it('answers 404 for unknown versions, folders, dot-named copies and bad names, never the app page', async () => {
    for (const url of [
      '/remotes/search/no-such-version/remoteEntry.js',
      '/remotes/search/s1/',
      '/remotes/search/',
      '/remotes/search/.s9/remoteEntry.js',
      '/remotes/Search/s1/remoteEntry.js',
      '/remotes/search/s1/../../host/h1/index.html',
    ]) {
      const response = await httpRequest(`${origin}${url}`, HTML);
      expect([url, response.status]).toEqual([url, 404]);
      expect(response.headers['cache-control']).toBeUndefined();
    }
  });
});
