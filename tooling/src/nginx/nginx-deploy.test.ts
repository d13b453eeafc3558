import { existsSync } from 'node:fs';
import { chmod, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { DEPLOY_MAX_UPLOAD_BYTES, DEPLOY_ROUTES, deployReleasePath, deployRollbackPath, REQUEST_ID_HEADER } from '@platform/contract';
import { REPOSITORY_ROOT } from '../config/env';
import { createDeployToken } from '../releases/deploy-tokens';
import { createDeployServer } from '../serve/deploy-server';
import { makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../testing/fake-builds';
import { httpRequest, type RawResponse } from '../testing/http-get';
import { tarGzFolder } from '../testing/tar-archive';
import { startUpload } from '../testing/upload-in-parts';
import { renderTemplate } from './render-template';
import { freeLoopbackPort, NGINX, startNginx, type RunningNginx } from './run-nginx';

/**
 * host/nginx.conf in front of the release endpoint's own server (the compose `deployer`): nginx
 * serves the release store read-only and sends /deploy/ to the one process that writes it.
 */
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

let tmp: string;
let releasesDir: string;
let deployer: FastifyInstance;
let deployerOrigin: string;
/** What the deploy server received with a good token: the path and the headers nginx set. */
const received: Array<{ url: string; forwardedFor: string | undefined; requestId: string | undefined }> = [];
const running: RunningNginx[] = [];
let reportsToken: string;
let searchToken: string;

/** host/nginx.conf with `DEPLOYER_ORIGIN`, listening on a free port. */
async function startHostNginx(name: string, deployerOriginValue: string): Promise<RunningNginx> {
  const port = await freeLoopbackPort();
  const template = await readFile(path.join(REPOSITORY_ROOT, 'host', 'nginx.conf'), 'utf8');
  const config = renderTemplate(template, {
    LISTEN_PORT: String(port),
    RELEASES_ROOT: releasesDir,
    // No API in these tests: nothing here goes to /api/.
    API_UPSTREAM_SERVERS: `server 127.0.0.1:${await freeLoopbackPort()};`,
    NGINX_RESOLVER: '',
    REMOTES_ORIGIN: TEST_REMOTES_ORIGIN,
    DEPLOYER_ORIGIN: deployerOriginValue,
  });
  const nginx = await startNginx(path.join(tmp, `nginx-${name}`), config, port);
  running.push(nginx);
  return nginx;
}

const json = (response: RawResponse): unknown => JSON.parse(response.body.toString());

async function buildArchive(version: string): Promise<Buffer> {
  return tarGzFolder(await writeFakeBuild(path.join(tmp, 'team'), 'remote-reports', version));
}

function post(origin: string, url: string, token: string, body: Buffer, type = 'application/gzip', extra: Record<string, string> = {}): Promise<RawResponse> {
  const upload = startUpload(`${origin}${url}`, { authorization: `Bearer ${token}`, 'content-type': type, ...extra }, body.length);
  upload.end(body);
  return upload.response;
}

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: the nginx configs cannot be tested. Install it with: apt-get install nginx-light`);
  tmp = await makeTempDir('platform-nginx-deploy-');
  // nginx workers run as "nobody" when the tests run as root: they must be able to read the tree.
  await chmod(tmp, 0o755);
  releasesDir = await releaseFakeVersions(tmp, { host: ['h1'], 'remote-search': ['s1'] });
  reportsToken = (await createDeployToken(releasesDir, 'remote-reports', 'reports CI')).token;
  searchToken = (await createDeployToken(releasesDir, 'remote-search', 'search CI')).token;
  deployer = await createDeployServer({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN });
  // Added after the deploy routes: it sees the requests their token check lets through.
  deployer.addHook('onRequest', async (request) => {
    const forwardedFor = request.headers['x-forwarded-for'];
    const requestId = request.headers[REQUEST_ID_HEADER];
    received.push({ url: request.url, forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join() : forwardedFor, requestId: Array.isArray(requestId) ? requestId.join() : requestId });
  });
  await deployer.listen({ host: '127.0.0.1', port: 0 });
  const address = deployer.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  deployerOrigin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await Promise.all(running.map((nginx) => nginx.stop()));
  await deployer?.close();
  if (tmp) await removeDir(tmp);
});

describe('host/nginx.conf with the deploy server', () => {
  let nginx: RunningNginx;
  beforeAll(async () => {
    nginx = await startHostNginx('deployer', deployerOrigin);
  });

  it('sends a release POST to the deploy server, serves the release at once, and rolls it back', async () => {
    const first = await post(nginx.origin, deployReleasePath('reports'), reportsToken, await buildArchive('r1'), 'application/gzip', { 'x-forwarded-for': '203.0.113.9' });
    expect([first.status, json(first)]).toEqual([201, expect.objectContaining({ action: 'release', app: 'remote-reports', version: 'r1', registered: true })]);
    // Nothing of /deploy/ is cached: one Cache-Control, no-store.
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The client address nginx saw (never what the client claimed) and nginx's request id, which
    // the deploy server keeps and sends back.
    const seen = received.find((request) => request.url === deployReleasePath('reports'));
    expect(seen?.forwardedFor).toBe('127.0.0.1');
    expect(seen?.requestId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.headers[REQUEST_ID_HEADER]).toBe(seen?.requestId);

    const entry = await httpRequest(`${nginx.origin}/remotes/reports/r1/remoteEntry.js`);
    expect([entry.status, entry.body.toString()]).toEqual([200, expect.stringContaining('remote-reports entry r1')]);
    expect(json(await httpRequest(`${nginx.origin}/remotes.json`))).toMatchObject({ remotes: { reports: { version: 'r1', entry: '/remotes/reports/r1/remoteEntry.js' } } });

    expect((await post(nginx.origin, deployReleasePath('reports'), reportsToken, await buildArchive('r2'))).status).toBe(201);
    expect(json(await httpRequest(`${nginx.origin}/remotes.json`))).toMatchObject({ remotes: { reports: { version: 'r2' } } });
    const undo = await post(nginx.origin, deployRollbackPath('reports'), reportsToken, Buffer.from('{}'), 'application/json');
    expect([undo.status, json(undo)]).toEqual([200, expect.objectContaining({ action: 'rollback', version: 'r1', previous: 'r2' })]);
    expect(json(await httpRequest(`${nginx.origin}/remotes.json`))).toMatchObject({ remotes: { reports: { version: 'r1' } } });
  });

  it('streams an upload to the deploy server as it arrives: a wrong token is refused before the upload is over', async () => {
    const size = 8 * 1024 * 1024;
    const upload = startUpload(`${nginx.origin}${deployReleasePath('reports')}`, { authorization: `Bearer ${searchToken}`, 'content-type': 'application/gzip' }, size);
    upload.write(Buffer.alloc(1024 * 1024, 1));
    // Buffered, the request would reach the deploy server only once all 8 MiB were in nginx's
    // temp file: no answer could come while 7 MiB are still unsent.
    let timer: NodeJS.Timeout | undefined;
    const early = await Promise.race([
      upload.response,
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), 10_000);
      }),
    ]);
    clearTimeout(timer);
    upload.abandon();
    expect(early && [early.status, json(early)]).toEqual([403, { error: expect.objectContaining({ code: 'WRONG_REMOTE', fields: [expect.objectContaining({ path: 'authorization' })] }) }]);
    const bodyTemp = path.join(tmp, 'nginx-deployer', 'body');
    expect(existsSync(bodyTemp) ? await readdir(bodyTemp) : []).toEqual([]);
  });

  it('refuses an upload over DEPLOY_MAX_UPLOAD_BYTES with 413 in the platform body before a byte reaches the deploy server', async () => {
    const before = received.length;
    const upload = startUpload(`${nginx.origin}${deployReleasePath('reports')}`, { authorization: `Bearer ${reportsToken}`, 'content-type': 'application/gzip' }, DEPLOY_MAX_UPLOAD_BYTES + 1);
    const response = await upload.response;
    expect([response.status, response.headers['content-type'], response.headers['cache-control']]).toEqual([413, 'application/json', 'no-store']);
    expect(json(response)).toEqual({ error: expect.objectContaining({ code: 'FST_ERR_CTP_BODY_TOO_LARGE', fields: [expect.objectContaining({ path: 'body' })] }) });
    expect(received.length).toBe(before);
  });

  it('serves the deploy server\'s health at /deploy/health', async () => {
    const health = await httpRequest(`${nginx.origin}${DEPLOY_ROUTES.health}`, HTML);
    expect([health.status, json(health), health.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
  });
});

describe('host/nginx.conf without a deploy server', () => {
  it.each([
    ['no deployer configured (DEPLOYER_ORIGIN empty)', 'absent', () => Promise.resolve(''), 503, 'DEPLOY_UNAVAILABLE'],
    ['a deployer that is down', 'down', async () => `http://127.0.0.1:${await freeLoopbackPort()}`, 502, 'DEPLOYER_UNREACHABLE'],
  ])('answers /deploy/ in the platform\'s error body with %s, never the app page', async (_what, name, origin, status, code) => {
    const nginx = await startHostNginx(name, await origin());
    for (const response of [
      await post(nginx.origin, deployReleasePath('reports'), reportsToken, Buffer.from('x')),
      await httpRequest(`${nginx.origin}${DEPLOY_ROUTES.health}`, HTML),
      await httpRequest(`${nginx.origin}/deploy/remotes/reports/releases.js`, HTML),
    ]) {
      expect([response.status, response.headers['content-type'], response.headers['cache-control']]).toEqual([status, 'application/json', 'no-store']);
      expect(json(response)).toEqual({ error: { code, message: expect.any(String), fields: [] } });
    }
    // The site itself is served as before.
    expect((await httpRequest(`${nginx.origin}/ru/search`, HTML)).body.toString()).toContain('host h1');
  });
});
