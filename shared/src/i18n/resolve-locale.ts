import { DEFAULT_LOCALE, isLocale, LOCALE_FALLBACKS, type Locale } from '@platform/contract';

/** The platform locale of an i18next language code: `ru-RU` → `ru`, `en-US` → `en`, unknown → default. */
export function resolveLocale(language: string | undefined): Locale {
  if (isLocale(language)) return language;
  const base = language?.split('-')[0]?.toLowerCase();
  return isLocale(base) ? base : DEFAULT_LOCALE;
}

/** A locale followed by its fallbacks ({@link LOCALE_FALLBACKS}): `ru` → `['ru', 'en']`. */
export function localeChain(locale: Locale): Locale[] {
  return [locale, ...LOCALE_FALLBACKS[locale].filter((fallback) => fallback !== locale)];
}
