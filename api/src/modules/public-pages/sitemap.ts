import type { Queryable } from '../../db/database';
import { sitemapCounts, sitemapPages } from './sitemap-queries';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

/**
 * Public pages in one sitemap file at most (each is listed once per locale: 10 000 addresses of the
 * 50 000 a sitemap may hold, about 4.5 MiB, under 2 s on a loaded machine); past that
 * `/sitemap.xml` is an index of parts.
 */
export const SITEMAP_PAGES_PER_PART = 5_000;

/**
 * `/sitemap.xml` (`part` undefined) or `/sitemap.xml?part=n`: every public page while they fit one
 * file; beyond, the index of the parts, each part `pagesPerPart` pages of the order the queries
 * keep (board, vacancies, CVs). A part past the last is a 404.
 */
export async function sitemap(db: Queryable, siteUrl: string, part: number | undefined, pagesPerPart = SITEMAP_PAGES_PER_PART): Promise<{ status: 200 | 404; xml: string }> {
  const counts = await sitemapCounts(db);
  const parts = Math.ceil((1 + counts.vacancies + counts.cvs) / pagesPerPart);
  if (part === undefined && parts > 1) return { status: 200, xml: sitemapIndexXml(parts, `${siteUrl}/sitemap.xml`) };
  const wanted = part ?? 1;
  if (wanted > parts) return { status: 404, xml: `<?xml version="1.0" encoding="UTF-8"?>\n<!-- No part ${wanted}: the sitemap has ${parts}. -->\n` };
  const pages = await sitemapPages(db, counts, (wanted - 1) * pagesPerPart, pagesPerPart);
  return { status: 200, xml: urlsetXml(pages, siteUrl) };
}
