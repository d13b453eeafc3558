import type { Locale } from '@platform/contract';
import { formatDate } from '@platform/shared';

/** A JSON Resume date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`) read to the month it names. */
export interface ResumeMonth {
  year: number;
  /** 1–12; `null` when the date gives a year only. */
  month: number | null;
}

const DATE = /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/;

export function parseResumeDate(value: string | undefined): ResumeMonth | null {
  const match = value === undefined ? null : DATE.exec(value.trim());
  if (!match?.[1]) return null;
  const month = match[2] === undefined ? null : Number(match[2]);
  if (month !== null && (month < 1 || month > 12)) return null;
  return { year: Number(match[1]), month };
}

/** "Mar 2021" / "март 2021 г."; a year alone stays a year. */
export function formatResumeMonth(date: ResumeMonth, locale: Locale): string {
  if (date.month === null) return String(date.year);
  return formatDate(locale, new Date(Date.UTC(date.year, date.month - 1, 15)), { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/**
 * Months of a job, counted inclusively as the API counts total experience (2020-03 … 2020-05 is
 * three months); a job without an end runs to `now`; a year alone means January as a start and
 * December as an end. `null` when the dates cannot be read or end before they start.
 */
export function workMonths(startDate: string | undefined, endDate: string | undefined, now: Date = new Date()): number | null {
  const start = parseResumeDate(startDate);
  if (!start) return null;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const startIndex = start.year * 12 + ((start.month ?? 1) - 1);
  let endIndex = current;
  if (endDate !== undefined && endDate.trim() !== '') {
    const end = parseResumeDate(endDate);
    if (!end) return null;
    endIndex = Math.min(end.year * 12 + ((end.month ?? 12) - 1), current);
  }
  return endIndex >= startIndex ? endIndex - startIndex + 1 : null;
}
