import { existsSync } from 'node:fs';
import { chmod, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { PAGE_HEAD_END, PAGE_HEAD_START } from '@platform/contract';
import { REPOSITORY_ROOT } from '../config/env';
import { releaseApp } from '../releases';
import { EVERY_APP_RELEASED, makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../testing/fake-builds';
import { httpRequest } from '../testing/http-get';
import { renderTemplate } from './render-template';
import { freeLoopbackPort, NGINX, startNginx, type RunningNginx } from './run-nginx';

/**
 * The public pages' path through the host's real nginx.conf (sub_filter + SSI around the API's
 * head; docs/architecture.md#server-rendered-heads), against a stand-in API.
 */
const running: RunningNginx[] = [];
let tmp: string;
let api: FastifyInstance;
let apiPort: number;
/** What the stand-in API was asked for the heads. */
let asked: Array<{ method: string; url: string; cookie: string | undefined }> = [];

/** A head fragment as the API frames it; its text escaped as the API escapes it. */
const fragment = (title: string) =>
  `${PAGE_HEAD_START}\n<title>${title}</title>\n<meta name="description" content="&lt;!--# include virtual=&quot;/api/x&quot; --&gt;" />\n${PAGE_HEAD_END}\n`;

async function startHostNginx(releasesDir: string, upstreamPort = apiPort): Promise<string> {
  const port = await freeLoopbackPort();
  const template = await readFile(path.join(REPOSITORY_ROOT, 'host', 'nginx.conf'), 'utf8');
  const config = renderTemplate(template, {
    LISTEN_PORT: String(port),
    RELEASES_ROOT: releasesDir,
    API_UPSTREAM_SERVERS: `server 127.0.0.1:${upstreamPort} max_fails=1 fail_timeout=5s;`,
    NGINX_RESOLVER: '',
    REMOTES_ORIGIN: TEST_REMOTES_ORIGIN,
    DEPLOYER_ORIGIN: '',
  });
  const nginx = await startNginx(path.join(tmp, `nginx-${running.length}`), config, port);
  running.push(nginx);
  return nginx.origin;
}

let origin: string;
let releasesDir: string;

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install it with: apt-get install nginx-light`);
  tmp = await makeTempDir('platform-nginx-head-');
  // nginx workers run as "nobody" when the tests run as root: they must be able to read the tree.
  await chmod(tmp, 0o755);
  releasesDir = await releaseFakeVersions(tmp, EVERY_APP_RELEASED);
  api = Fastify();
  api.get('/api/public/page-head', async (request, reply) => {
    asked.push({ method: request.method, url: request.url, cookie: request.headers.cookie });
    const page = new URL(request.url, 'http://x').searchParams.get('path') ?? '';
    if (page.endsWith('/cv/username/slow')) await new Promise((resolve) => setTimeout(resolve, 6000));
    if (page === '/vacancies') return reply.code(500).send({ error: 'boom' });
    const found = /\/team\/vacancy\/1$/.test(page);
    return reply.code(found ? 200 : 404).type('text/html; charset=utf-8').send(fragment(found ? `Vacancy ${page}` : 'Not found'));
  });
  api.post('/api/public/page-head', async (_request, reply) => reply.code(405).send({ error: 'GET only' }));
  api.get('/api/public/sitemap.xml', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(`<?xml version="1.0"?><urlset><!-- ${request.url} ${'x'.repeat(2000)} --></urlset>`),
  );
  api.get('/api/public/robots.txt', async (_request, reply) => reply.header('cache-control', 'public, max-age=300').type('text/plain; charset=utf-8').send('User-agent: *\nDisallow: /api/\n'));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  apiPort = address.port;
  origin = await startHostNginx(releasesDir);
});

beforeEach(() => {
  asked = [];
});

afterAll(async () => {
  await Promise.all(running.map((nginx) => nginx.stop()));
  await api.close();
  if (tmp) await removeDir(tmp);
});

describe('host/nginx.conf: public pages with the API\'s head (SSI)', () => {
  it("serves a vacancy's page with its head in place of the generic one, the host's page around it", async () => {
    const response = await httpRequest(`${origin}/ru/team/vacancy/1`, { accept: '*/*', cookie: 'sid=secret' });
    expect(response.status).toBe(200);
    const html = response.body.toString();
    expect(html).toBe(
      `<!doctype html><html lang="ru"><head><meta charset="utf-8"/>\n<title>Vacancy /ru/team/vacancy/1</title>\n` +
        `<meta name="description" content="&lt;!--# include virtual=&quot;/api/x&quot; --&gt;" />\n` +
        '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>\n',
    );
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Asked with GET for the page's path, without the visitor's cookies.
    expect(asked).toEqual([{ method: 'GET', url: '/api/public/page-head?path=/ru/team/vacancy/1', cookie: undefined }]);
  });

  it('keeps the status the API gives: 404 where the app shows not found, the page whole', async () => {
    const response = await httpRequest(`${origin}/team/vacancy/2`, { accept: 'text/html' });
    expect(response.status).toBe(404);
    const html = response.body.toString();
    expect(html).toContain('<html lang="en"><head><meta charset="utf-8"/>\n<title>Not found</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('asks the API with GET whatever the method, and compresses the page', async () => {
    const posted = await httpRequest(`${origin}/team/vacancy/1`, { accept: 'text/html' }, 'POST');
    expect(posted.status).toBe(200);
    const zipped = await httpRequest(`${origin}/team/vacancy/1`, { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toContain('<title>Vacancy /team/vacancy/1</title>');
  });

  it('serves the page with its generic head, 200, when the API fails or is slower than 2 s', async () => {
    const failing = await httpRequest(`${origin}/vacancies`, { accept: 'text/html' });
    expect(failing.status).toBe(200);
    expect(failing.body.toString()).toContain('<title>host h2</title>');
    // The slow head comes after 6 s: the generic one shows the page did not wait for it.
    const slow = await httpRequest(`${origin}/cv/username/slow`, { accept: 'text/html' });
    expect(slow.status).toBe(200);
    expect(slow.body.toString()).toContain('<title>host h2</title>');
  });

  it('serves the generic page when no API process answers', async () => {
    const down = await startHostNginx(releasesDir, await freeLoopbackPort());
    const response = await httpRequest(`${down}/team/vacancy/1`, { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('<title>host h2</title>');
    expect((await httpRequest(`${down}/robots.txt`)).status).toBe(502);
  });

  it('leaves other pages and unusual addresses to the plain app page, and the page halves private', async () => {
    for (const url of ['/team/vacancy/1/applications', '/cv/username/a%20b', '/search']) {
      const response = await httpRequest(`${origin}${url}`, { accept: 'text/html' });
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      expect(response.body.toString()).toContain('<title>host h2</title>');
    }
    expect(asked).toEqual([]);
    expect((await httpRequest(`${origin}/page-shell/start.html`, { accept: 'text/html' })).status).toBe(404);
  });

  it('serves a host release built before the page halves as it is', async () => {
    const oldDir = path.join(tmp, 'old');
    await writeFakeBuild(oldDir, 'host', 'h0');
    await rm(path.join(oldDir, 'host', 'dist', 'page-shell'), { recursive: true });
    const oldReleases = path.join(oldDir, 'releases');
    await releaseApp({ rootDir: oldDir, releasesDir: oldReleases, remotesOrigin: TEST_REMOTES_ORIGIN }, 'host');
    await chmod(oldDir, 0o755);
    const old = await startHostNginx(oldReleases);
    const response = await httpRequest(`${old}/team/vacancy/1`, { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.body.toString()).toContain('<title>host h0</title>');
    expect(response.body.toString()).not.toContain('an error occurred');
  });

  it('serves /sitemap.xml (its query kept, compressed) and /robots.txt from the API', async () => {
    const sitemap = await httpRequest(`${origin}/sitemap.xml?part=2`, { 'accept-encoding': 'gzip' });
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=300');
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(sitemap.body).toString()).toContain('<!-- /api/public/sitemap.xml?part=2 ');
    const robots = await httpRequest(`${origin}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers['cache-control']).toBe('public, max-age=300');
    expect(robots.body.toString()).toBe('User-agent: *\nDisallow: /api/\n');
  });
});
