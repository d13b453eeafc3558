import { type Locale, LOCALE_CHUNK_PATTERN } from '@platform/contract';
import { localeChain } from '@platform/shared';

/** URLs this page has started to fetch ahead of time and has not seen fail. */
const requested = new Set<string>();

/**
 * Starts downloading a remote module's files (from `/remotes.json`) while its entry loads, so the
 * script and style tags webpack creates for them a round trip later are answered from the HTTP
 * cache (the files are content-hashed and cached for a year): the module costs one round trip,
 * not two.
 *
 * A plain `fetch` into the cache rather than `<link rel="preload">`: Chromium keeps a failed
 * preload and hands it to the next request for that URL, so after a network failure the area's
 * "Try again" would fail without asking the network again. A failed fetch leaves nothing behind
 * and is forgotten here, so a retry fetches anew. `no-cors` with credentials is the request a
 * script tag without `crossorigin` makes, so both share one cache entry.
 */
export function preloadAssets(
  urls: readonly string[],
  fetchImpl: (url: string, init: RequestInit) => Promise<unknown> = (url, init) => fetch(url, init),
): void {
  for (const url of urls) {
    if (requested.has(url) || !/\.(js|css)$/.test(new URL(url, document.baseURI).pathname)) continue;
    requested.add(url);
    fetchImpl(url, { mode: 'no-cors', credentials: 'include', priority: 'high' }).catch(() => requested.delete(url));
  }
}

/**
 * A module's preload list for a page in `locale`: its code and styles, and the messages of that
 * locale and of the locales it falls back to (i18next loads those too before the area renders:
 * a Russian page needs the English namespace as well). Without a locale, every file.
 */
export function preloadsForLocale(urls: readonly string[], locale: Locale | undefined): string[] {
  if (locale === undefined) return [...urls];
  const wanted: ReadonlySet<string> = new Set(localeChain(locale));
  return urls.filter((url) => {
    const chunkLocale = LOCALE_CHUNK_PATTERN.exec(url)?.[1];
    return chunkLocale === undefined || wanted.has(chunkLocale);
  });
}
