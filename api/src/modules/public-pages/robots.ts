import { LOCALES, localizePath } from '@platform/contract';

/** The public pages' prefixes, in every locale: the job board, a vacancy's page, a public CV. */
const PUBLIC = ['/vacancies', '/team/vacancy/', '/cv/username/'];
/** A vacancy's own sub-pages (applications, mailings) are its team's, not public. */
const VACANCY_SUBPAGES = '/team/vacancy/*/';
/** The private areas and the machinery: signed-in pages, the API, releases, the remotes' files. */
const PRIVATE_AREAS = ['/search', '/user', '/team', '/cv/', '/education', '/login', '/register', '/forgot-password', '/reset-password', '/verify-email', '/Test'];
const MACHINERY = ['/api/', '/deploy/', '/remotes/'];

/**
 * robots.txt: crawlers may read the public pages and nothing private. A longer rule wins over a
 * shorter one (RFC 9309), so `Allow: /team/vacancy/` opens the vacancies inside `Disallow: /team`,
 * and the vacancies' sub-pages close again. Names the sitemap.
 */
export function robotsTxt(siteUrl: string): string {
  const inEveryLocale = (paths: readonly string[]) => paths.flatMap((path) => LOCALES.map((locale) => localizePath(path, locale)));
  return [
    '# The public pages: the job board, open vacancies, public CVs. Everything else is private.',
    'User-agent: *',
    ...inEveryLocale(PUBLIC).map((path) => `Allow: ${path}`),
    ...inEveryLocale([VACANCY_SUBPAGES, ...PRIVATE_AREAS]).map((path) => `Disallow: ${path}`),
    ...MACHINERY.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
