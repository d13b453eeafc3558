/**
 * Language names the platform understands, in English and Russian, and their ISO 639-1 codes:
 * the search's language filter takes either, and the API reads CVs' languages with the same table.
 */

/** Names of the languages CVs mention most, in English and Russian, → ISO 639-1. */
const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  english: 'en',
  английский: 'en',
  russian: 'ru',
  русский: 'ru',
  german: 'de',
  немецкий: 'de',
  french: 'fr',
  французский: 'fr',
  spanish: 'es',
  испанский: 'es',
  italian: 'it',
  итальянский: 'it',
  chinese: 'zh',
  китайский: 'zh',
  japanese: 'ja',
  японский: 'ja',
  ukrainian: 'uk',
  украинский: 'uk',
  polish: 'pl',
  польский: 'pl',
  turkish: 'tr',
  турецкий: 'tr',
  portuguese: 'pt',
  португальский: 'pt',
  kazakh: 'kk',
  казахский: 'kk',
  arabic: 'ar',
  арабский: 'ar',
  hebrew: 'he',
  иврит: 'he',
  dutch: 'nl',
  нидерландский: 'nl',
  korean: 'ko',
  корейский: 'ko',
  serbian: 'sr',
  сербский: 'sr',
  georgian: 'ka',
  грузинский: 'ka',
  armenian: 'hy',
  армянский: 'hy',
};

/** ISO 639-1 code of a language as a CV names it (`English`, `английский`, `en`); `null` if unknown. */
export function languageCode(name: string): string | null {
  const key = name.trim().toLowerCase().replace(/\s+язык$/u, '');
  if (/^[a-z]{2}$/.test(key)) return key;
  return LANGUAGE_NAMES[key] ?? null;
}
