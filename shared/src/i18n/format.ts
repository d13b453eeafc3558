import type { Locale } from '@platform/contract';

/** The `Intl` locale of each platform locale. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU' };

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** A number in the locale's digits and grouping: `formatNumber('ru', 1234.5)` → `1 234,5`. */
export function formatNumber(locale: Locale, value: number, options: Intl.NumberFormatOptions = {}): string {
  const intlLocale = INTL_LOCALES[locale];
  return cached(numberFormats, `${intlLocale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale, options)).format(value);
}

/**
 * A date (a `Date`, an ISO string or epoch milliseconds) in the locale's words; `dateStyle: 'medium'`
 * unless told otherwise. An unparsable date gives `''` rather than throwing in the middle of a render.
 */
export function formatDate(
  locale: Locale,
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const intlLocale = INTL_LOCALES[locale];
  return cached(dateFormats, `${intlLocale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(intlLocale, options)).format(date);
}

/**
 * An amount of money with its currency sign: `formatMoney('ru', 300000, 'RUB')` → `300 000 ₽`.
 * Whole amounts show no fraction digits (salaries), others the currency's usual two, unless `options` say.
 */
export function formatMoney(locale: Locale, amount: number, currency: string, options: Intl.NumberFormatOptions = {}): string {
  const fractionGiven = options.minimumFractionDigits !== undefined || options.maximumFractionDigits !== undefined;
  return formatNumber(locale, amount, {
    style: 'currency',
    currency,
    ...(Number.isInteger(amount) && !fractionGiven ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
    ...options,
  });
}

/**
 * Work experience as "5 years 3 months" / "5 лет 3 месяца". `Intl` units carry each language's
 * plural forms (Russian has three), so no message catalogue is needed. Months are rounded; a
 * negative count reads as none; whole years drop the months, under a year only months show.
 */
export function formatExperience(locale: Locale, months: number): string {
  const total = Math.max(0, Math.round(months));
  const years = Math.floor(total / 12);
  const rest = total % 12;
  const unit = (value: number, name: 'year' | 'month') => formatNumber(locale, value, { style: 'unit', unit: name, unitDisplay: 'long' });
  if (years === 0) return unit(rest, 'month');
  return rest === 0 ? unit(years, 'year') : `${unit(years, 'year')} ${unit(rest, 'month')}`;
}

const RELATIVE_STEPS: ReadonlyArray<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/**
 * How long ago (or ahead) a moment is, in the largest whole unit: "3 days ago" / "3 дня назад",
 * "yesterday", "in 2 hours"; "now" under a minute. An unparsable date gives `''`.
 *
 * @param now the reference moment; defaults to the current time (pass one in tests).
 */
export function formatRelativeTime(locale: Locale, value: Date | string | number, now: Date = new Date()): string {
  const then = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = (then.getTime() - now.getTime()) / 1000;
  const intlLocale = INTL_LOCALES[locale];
  const format = cached(relativeTimeFormats, intlLocale, () => new Intl.RelativeTimeFormat(intlLocale, { numeric: 'auto' }));
  for (const step of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= step.seconds) return format.format(Math.round(seconds / step.seconds), step.unit);
  }
  return format.format(0, 'second');
}

/**
 * A language's name in the page's language from its ISO 639-1 code: `formatLanguageName('ru', 'en')`
 * → `английский`. An unknown or malformed code comes back as given.
 */
export function formatLanguageName(locale: Locale, code: string): string {
  try {
    return new Intl.DisplayNames([INTL_LOCALES[locale]], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
