/** Locales the platform speaks. `en` is unprefixed in URLs, `ru` lives under `/ru`. */
export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';
/** Cookie kept compatible with the original site (docs/product.md#locale-and-theme, docs/product.md#locale-and-theme). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

/** i18next fallback chain: Russian falls back to English, English to nothing. */
export const LOCALE_FALLBACKS: Record<Locale, Locale[]> = { en: [], ru: ['en'] };

/** Path prefix of a locale: `''` for English, `'/ru'` for Russian. */
export function localePrefix(locale: Locale): string {
  return locale === 'ru' ? '/ru' : '';
}

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** Splits `/ru/search?q=1` into its locale (if the path names one) and the locale-free path. */
export function splitLocalePath(path: string): { locale: Locale | null; path: string } {
  if (path === '/ru' || path.startsWith('/ru/') || path.startsWith('/ru?') || path.startsWith('/ru#')) {
    const rest = path.slice(3);
    return { locale: 'ru', path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: null, path };
}

/** Prefixes a locale-free path (`/search`) for a locale (`/ru/search`). */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}
