import { PUBLIC_PAGE_ENDPOINTS, publicPageOf } from '@platform/contract';
import { route } from '../../http/route';
import type { ApiModule } from '../types';
import { renderHead } from './head-html';
import { pageHead } from './page-heads';
import { robotsTxt } from './robots';
import { sitemap } from './sitemap';

/** How long crawlers and the front servers may reuse an answer: heads and sitemap change with the data. */
const SHORT_CACHE = 'public, max-age=300';

/**
 * What crawlers and link previews read without running scripts
 * (docs/architecture.md#server-rendered-heads): a public page's document head
 * (`/api/public/page-head?path=`), the sitemap of the public pages and robots.txt, which the front
 * servers serve at `/sitemap.xml` and `/robots.txt`. Public, and the same for every caller: no
 * session is read. Reads go to `reads` (a replica may serve them).
 */
export const publicPagesModule: ApiModule = async (app, { reads, config }) => {
  const siteUrl = config.publicUrl;

  route(app, PUBLIC_PAGE_ENDPOINTS.head, async ({ reply, query }) => {
    const page = publicPageOf(query.path.split('?', 1)[0] ?? '');
    const head = await pageHead(reads, page ?? { kind: 'invalid', locale: 'en' }, siteUrl);
    // An address that is no public page at all: 404 too, so a front server asking by mistake
    // never marks an unrelated page indexable.
    const status = page === null ? 404 : head.status;
    return reply
      .status(status)
      .header('cache-control', status === 200 ? SHORT_CACHE : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderHead(head, siteUrl));
  });

  route(app, PUBLIC_PAGE_ENDPOINTS.sitemap, async ({ reply, query }) => {
    const answer = await sitemap(reads, siteUrl, query.part);
    return reply
      .status(answer.status)
      .header('cache-control', answer.status === 200 ? SHORT_CACHE : 'no-cache')
      .type('application/xml; charset=utf-8')
      .send(answer.xml);
  });

  route(app, PUBLIC_PAGE_ENDPOINTS.robots, async ({ reply }) =>
    reply.header('cache-control', SHORT_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(siteUrl)),
  );
};
