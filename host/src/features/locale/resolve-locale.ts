import { DEFAULT_LOCALE, isLocale, type Locale } from '@platform/contract';

/** The translation layer's default locale as the original site names it (docs/product.md#locale-and-theme). */
export const TRANSLATION_DEFAULT_LOCALE = 'en-US';

/** Maps a language tag (`en-US`, `ru-RU`, `RU`) to a platform locale; unknown tags give the default. */
export function normalizeLocale(tag: string): Locale {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}

/**
 * The locale of a page (docs/product.md#locale-and-theme): the route's own locale when the path names one
 * (`/ru/...` or an unprefixed known route), else the remembered cookie, else the default.
 */
export function resolveLocale(routeLocale: Locale | null, cookieLocale: Locale | null): Locale {
  return routeLocale ?? cookieLocale ?? normalizeLocale(TRANSLATION_DEFAULT_LOCALE);
}
