import { LOCALES, type Locale, publicPagePath } from '@platform/contract';
import type { SitemapPage } from './sitemap-queries';

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * A `<urlset>` of `pages`: each page once per locale (`/team/vacancy/7`, `/ru/team/vacancy/7`),
 * each entry naming every locale's address and English as x-default (`xhtml:link`, as Google reads
 * language alternates in a sitemap), with the page's last change.
 */
export function urlsetXml(pages: readonly SitemapPage[], siteUrl: string): string {
  const lines = [XML_DECLARATION, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">'];
  for (const { page, lastModified } of pages) {
    const url = (locale: Locale) => escapeXml(`${siteUrl}${publicPagePath(page, locale)}`);
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(locale)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url('en')}"/>`,
    ].join('');
    for (const locale of LOCALES) {
      lines.push(`<url><loc>${url(locale)}</loc><lastmod>${lastModified.toISOString()}</lastmod>${alternates}</url>`);
    }
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}

/** A `<sitemapindex>` of `parts` sitemaps, each at `<sitemapUrl>?part=<n>`. */
export function sitemapIndexXml(parts: number, sitemapUrl: string): string {
  const lines = [XML_DECLARATION, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (let part = 1; part <= parts; part += 1) lines.push(`<sitemap><loc>${escapeXml(`${sitemapUrl}?part=${part}`)}</loc></sitemap>`);
  lines.push('</sitemapindex>');
  return `${lines.join('\n')}\n`;
}

