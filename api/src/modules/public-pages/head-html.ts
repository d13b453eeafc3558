import { LOCALES, type Locale, PAGE_HEAD_END, PAGE_HEAD_START, publicPagePath, SITE_NAME } from '@platform/contract';
import { escapeHtml } from '../../http/html';
import type { PageHead } from './head-model';
import { scriptJson } from './json-ld';

/** OpenGraph's locale of each platform locale. */
const OG_LOCALES: Readonly<Record<Locale, string>> = { en: 'en_US', ru: 'ru_RU' };

function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

function link(attributes: Readonly<Record<string, string>>): string {
  const written = Object.entries(attributes).map(([key, value]) => `${key}="${escapeHtml(value)}"`);
  return `<link ${written.join(' ')} />`;
}

/**
 * The head's HTML, between the host's page-head markers: title and description; for a page that
 * exists its canonical address (`siteUrl` + the page's path in its locale), `hreflang` alternates
 * for every locale (English as x-default), OpenGraph and Twitter card tags and its JSON-LD; for one
 * that does not, `noindex`. Every text is escaped; the JSON-LD cannot end its script element.
 */
export function renderHead(head: PageHead, siteUrl: string): string {
  const lines = [PAGE_HEAD_START, `<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  const page = head.indexable;
  if (page === undefined) {
    lines.push(meta('name', 'robots', 'noindex'));
  } else {
    const url = (locale: Locale) => `${siteUrl}${publicPagePath(page.page, locale)}`;
    lines.push(link({ rel: 'canonical', href: url(head.locale) }));
    for (const locale of LOCALES) lines.push(link({ rel: 'alternate', hreflang: locale, href: url(locale) }));
    lines.push(link({ rel: 'alternate', hreflang: 'x-default', href: url('en') }));
    lines.push(
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:type', page.type),
      meta('property', 'og:title', page.shareTitle),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', url(head.locale)),
      meta('property', 'og:locale', OG_LOCALES[head.locale]),
      ...LOCALES.filter((locale) => locale !== head.locale).map((locale) => meta('property', 'og:locale:alternate', OG_LOCALES[locale])),
      meta('name', 'twitter:card', 'summary'),
      meta('name', 'twitter:title', page.shareTitle),
      meta('name', 'twitter:description', head.description),
    );
    if (page.jsonLd !== undefined) lines.push(`<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>`);
  }
  lines.push(PAGE_HEAD_END);
  return `${lines.join('\n')}\n`;
}
