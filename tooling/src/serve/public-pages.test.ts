import Fastify, { type FastifyInstance } from 'fastify';
import { PAGE_HEAD_END, PAGE_HEAD_START } from '@platform/contract';
import { EVERY_APP_RELEASED, makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN } from '../testing/fake-builds';
import { createHostServer } from './host-server';
import type { PageHeadFailure } from './public-pages';

/** What the stand-in API was asked for, and by whom. */
interface Asked {
  url: string;
  requestId: string | undefined;
  cookie: string | undefined;
}

let rootDir: string;
let releasesDir: string;
let host: FastifyInstance;
let api: FastifyInstance;
let apiOrigin: string;
let asked: Asked[];
let failures: PageHeadFailure[];

const fragment = (title: string) => `${PAGE_HEAD_START}\n<title>${title}</title>\n<meta name="description" content="d" />\n${PAGE_HEAD_END}\n`;

beforeAll(async () => {
  rootDir = await makeTempDir();
  releasesDir = await releaseFakeVersions(rootDir, EVERY_APP_RELEASED);
  // A stand-in API: the head of /team/vacancy/1 (200), any other vacancy not found (404), the
  // board failing (500), a CV that never answers in time; the sitemap echoes its query.
  api = Fastify();
  api.get('/api/public/page-head', async (request, reply) => {
    const path = new URL(request.url, 'http://x').searchParams.get('path') ?? '';
    asked.push({ url: request.url, requestId: request.headers['x-request-id'] as string | undefined, cookie: request.headers.cookie });
    if (path.endsWith('/cv/username/slow')) await new Promise((resolve) => setTimeout(resolve, 6000));
    if (path.endsWith('/vacancies')) return reply.code(500).send({ error: 'boom' });
    const found = /\/team\/vacancy\/1$/.test(path) || path.includes('/cv/username/');
    return reply.code(found ? 200 : 404).type('text/html; charset=utf-8').send(fragment(found ? `Page ${path}` : 'Not found'));
  });
  api.get('/api/public/sitemap.xml', async (request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('application/xml; charset=utf-8').send(`<urlset><!-- ${request.url} --></urlset>`),
  );
  api.get('/api/public/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send('User-agent: *\nDisallow: /api/\n'));
  apiOrigin = await api.listen({ port: 0, host: '127.0.0.1' });
  host = await createHostServer({ releasesDir, apiOrigin, remotesOrigin: TEST_REMOTES_ORIGIN, onPageHeadFailure: (failure) => failures.push(failure) });
});

beforeEach(() => {
  asked = [];
  failures = [];
});

afterAll(async () => {
  await host.close();
  await api.close();
  await removeDir(rootDir);
});

describe('host server: public pages with their server-rendered heads', () => {
  it("splices the API's head into the page in place of the generic one, with the page's language", async () => {
    const response = await host.inject({ url: '/ru/team/vacancy/1?utm_source=x', headers: { accept: '*/*', cookie: 'sid=secret' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.body).toMatch(/^<!doctype html><html lang="ru"><head><meta charset="utf-8"\/><!-- page-head -->\n<title>Page \/ru\/team\/vacancy\/1<\/title>/);
    expect(response.body).not.toContain('<title>host h2</title>');
    expect(response.body).toContain('<script defer src="/main.js"></script></head>');
    // The path alone, as sent; the browser's session is not the head's business.
    expect(asked).toEqual([{ url: '/api/public/page-head?path=%2Fru%2Fteam%2Fvacancy%2F1', requestId: response.headers['x-request-id'], cookie: undefined }]);
    expect(failures).toEqual([]);
  });

  it('answers 404 where the app shows not found, the page still whole', async () => {
    const response = await host.inject({ url: '/team/vacancy/2', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>Not found</title>');
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('serves the page with its generic head, 200, and reports it, when the API fails or is slow', async () => {
    const failing = await host.inject({ url: '/vacancies', headers: { accept: 'text/html' } });
    expect(failing.statusCode).toBe(200);
    expect(failing.body).toContain('<title>host h2</title>');
    // The slow head comes after 6 s: the generic one shows the page did not wait for it.
    const slow = await host.inject({ url: '/cv/username/slow', headers: { accept: 'text/html' } });
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<title>host h2</title>');
    expect(failures).toEqual([
      { path: '/vacancies', reason: 'the API answered 500' },
      { path: '/cv/username/slow', reason: 'no answer within 2000 ms' },
    ]);
  });

  it('serves the generic page when the API is down', async () => {
    const down = await createHostServer({ releasesDir, apiOrigin: 'http://127.0.0.1:9', remotesOrigin: TEST_REMOTES_ORIGIN, onPageHeadFailure: (failure) => failures.push(failure) });
    try {
      const response = await down.inject({ url: '/cv/username/ann', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>host h2</title>');
      expect(failures).toEqual([{ path: '/cv/username/ann', reason: expect.stringContaining('fetch failed') }]);
    } finally {
      await down.close();
    }
  });

  it('asks nothing for other pages', async () => {
    const response = await host.inject({ url: '/team/vacancy/1/applications', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>host h2</title>');
    expect(asked).toEqual([]);
  });

  it('serves /sitemap.xml (its query kept) and /robots.txt from the API', async () => {
    const sitemap = await host.inject({ url: '/sitemap.xml?part=2' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.headers['cache-control']).toBe('public, max-age=300');
    expect(sitemap.body).toBe('<urlset><!-- /api/public/sitemap.xml?part=2 --></urlset>');
    const robots = await host.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toBe('User-agent: *\nDisallow: /api/\n');
  });
});
