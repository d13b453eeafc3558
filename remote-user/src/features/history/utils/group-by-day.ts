import type { Locale } from '@platform/contract';
import { formatDate } from '@platform/shared';

/** Entries of one calendar day of the viewer. */
export interface DayGroup<T> {
  /** `YYYY-MM-DD` in the viewer's time zone. */
  day: string;
  /** "today", "yesterday", or the date in the viewer's language. */
  label: { kind: 'today' | 'yesterday' } | { kind: 'date'; text: string };
  items: T[];
}

/** The viewer's time zone, as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function dayOf(date: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) - 1)).toISOString().slice(0, 10);
}

/**
 * Groups entries (newest first, each with `createdAt`) by the calendar day they fall on in the
 * viewer's time zone: an entry at 23:30 in Moscow is on another day than in London. Order kept.
 */
export function groupByDay<T extends { createdAt: string }>(items: readonly T[], options: { locale: Locale; timeZone: string; now?: Date }): Array<DayGroup<T>> {
  const today = dayOf(options.now ?? new Date(), options.timeZone);
  const yesterday = dayBefore(today);
  const groups: Array<DayGroup<T>> = [];
  for (const item of items) {
    const date = new Date(item.createdAt);
    const day = dayOf(date, options.timeZone);
    let group = groups.at(-1);
    if (group === undefined || group.day !== day) {
      const label: DayGroup<T>['label'] =
        day === today
          ? { kind: 'today' }
          : day === yesterday
            ? { kind: 'yesterday' }
            : { kind: 'date', text: formatDate(options.locale, date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: options.timeZone }) };
      group = { day, label, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
