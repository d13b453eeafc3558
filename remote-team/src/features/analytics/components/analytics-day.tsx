import { useMemo } from 'react';
import { formatDate, useMountProps } from '@platform/shared';

/**
 * The report's days are calendar days in UTC (`2024-05-30`), as the API counts them: formatted in
 * UTC too, so a reader west of Greenwich does not see the day before.
 */
const DAY_IN_TABLE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };
const DAY_ON_AXIS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/** A day of the report in a table, in the page's language (`May 30, 2024`, `30 мая 2024 г.`). */
export function AnalyticsDay({ date }: { date: string }) {
  const { locale } = useMountProps();
  return <time dateTime={date}>{formatDate(locale, date, DAY_IN_TABLE)}</time>;
}

/** The chart's x labels of the report's days, short and in the page's language (`May 30`, `30 мая`). */
export function useDayLabels(days: ReadonlyArray<{ date: string }>): readonly string[] {
  const { locale } = useMountProps();
  return useMemo(() => days.map((day) => formatDate(locale, day.date, DAY_ON_AXIS)), [days, locale]);
}
