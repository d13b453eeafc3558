import { defineApiRoutes } from './route';

/**
 * The methods and paths of `PUBLIC_PAGE_ENDPOINTS` (endpoints/public-pages.ts): what the front
 * servers (the host's nginx, `npm start`'s host server) ask the API for on behalf of crawlers and
 * link previews. Served to browsers at `/sitemap.xml` and `/robots.txt`; the head is spliced into
 * the public pages' HTML.
 */
export const PUBLIC_PAGE_ROUTES = defineApiRoutes({
  head: { method: 'GET', path: '/public/page-head' },
  sitemap: { method: 'GET', path: '/public/sitemap.xml' },
  robots: { method: 'GET', path: '/public/robots.txt' },
});
