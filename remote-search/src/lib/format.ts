import type { Locale } from '@platform/shared';

/**
 * Experience as "5 years 3 months" in the page's language. `Intl` units carry each language's
 * plural forms (Russian has three), so no message catalogue is needed for them.
 */
export function formatExperience(months: number, locale: Locale): string {
  const total = Math.max(0, Math.round(months));
  const years = Math.floor(total / 12);
  const rest = total % 12;
  const unit = (value: number, name: 'year' | 'month') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  if (years === 0) return unit(rest, 'month');
  return rest === 0 ? unit(years, 'year') : `${unit(years, 'year')} ${unit(rest, 'month')}`;
}

const RELATIVE_STEPS: Array<{ unit: Intl.RelativeTimeFormatUnit; seconds: number }> = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

/** "3 days ago" / "3 дня назад"; "now" for less than a minute. */
export function formatRelativeTime(iso: string, locale: Locale, now: Date = new Date()): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = (then.getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const step of RELATIVE_STEPS) {
    if (Math.abs(seconds) >= step.seconds) return format.format(Math.round(seconds / step.seconds), step.unit);
  }
  return format.format(0, 'second');
}

/** The language's own name ("English", "английский") from its ISO 639-1 code. */
export function languageName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
