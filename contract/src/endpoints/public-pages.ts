import { z } from 'zod/mini';
import { PUBLIC_PAGE_ROUTES } from '../api-routes/public-pages';
import { defineEndpoint } from './endpoint';

/** Query of `GET /api/public/page-head?path=`: the page's address path as the browser asked for it (no query). */
export const pageHeadQuerySchema = z.object({
  path: z.string({ error: 'Expected the page path.' }).check(
    z.minLength(1, 'Expected the page path.'),
    z.maxLength(2048, 'At most 2048 characters.'),
    z.startsWith('/', 'Expected a path starting with "/".'),
  ),
});

/** Query of `GET /api/public/sitemap.xml?part=`: without `part`, the sitemap (or, past one file's size, the index of its parts). */
export const sitemapQuerySchema = z.object({
  part: z.optional(
    z.pipe(z.coerce.number({ error: 'Expected a part number.' }), z.int({ error: 'Expected a whole number.' }).check(z.gte(1, 'Parts start at 1.'), z.lte(100_000, 'At most 100000.'))),
  ),
});

/**
 * What search engines and link previews read without running the page's scripts. Each answers
 * text, not JSON: the head an HTML fragment (`text/html`, 200, or 404 for a page the app shows as
 * not found: noindex), the sitemap XML (a part past the last one: 404), robots.txt plain text.
 */
export const PUBLIC_PAGE_ENDPOINTS = {
  head: defineEndpoint({ ...PUBLIC_PAGE_ROUTES.head, query: pageHeadQuerySchema, responses: {}, summary: "A public page's document head (HTML fragment)" }),
  sitemap: defineEndpoint({ ...PUBLIC_PAGE_ROUTES.sitemap, query: sitemapQuerySchema, responses: {}, summary: 'The sitemap of the public pages (XML)' }),
  robots: defineEndpoint({ ...PUBLIC_PAGE_ROUTES.robots, responses: {}, summary: 'robots.txt' }),
};
