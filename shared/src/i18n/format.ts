import type { Locale } from '../contract';

/** The `Intl` locale of each platform locale. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', ru: 'ru-RU' };

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

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
