import { type Locale, PAGE_HEAD_END, PAGE_HEAD_START } from '@platform/contract';

/**
 * The two halves of the host's page around its head markers, written by the host's build next to
 * `index.html` (`page-shell/start.html`, `page-shell/end.html`): nginx puts a public page together
 * from them and the API's head fragment (host/nginx.conf), without reading `index.html` itself.
 */
export const PAGE_SHELL_FILES = { start: 'page-shell/start.html', end: 'page-shell/end.html' } as const;

/** What lies before the start marker and after the end marker; undefined without both, in order. */
export function splitPageShell(html: string): { start: string; end: string } | undefined {
  const start = html.indexOf(PAGE_HEAD_START);
  const end = html.indexOf(PAGE_HEAD_END, start);
  if (start === -1 || end === -1) return undefined;
  return { start: html.slice(0, start), end: html.slice(end + PAGE_HEAD_END.length) };
}

/** The page's `<html lang>` set to `locale` (the template's is English; the shell sets it once it runs). */
export function withLanguage(html: string, locale: Locale): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
}

/**
 * The page with a head fragment in place of the generic head between the markers (the fragment
 * carries the markers itself) and `<html lang>` the page's; the page unchanged when it has no
 * markers (a host built before them).
 */
export function spliceHead(html: string, fragment: string, locale: Locale): string {
  const shell = splitPageShell(html);
  return shell === undefined ? html : withLanguage(`${shell.start}${fragment.trim()}${shell.end}`, locale);
}
