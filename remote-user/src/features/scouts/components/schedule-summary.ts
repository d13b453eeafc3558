import type { TFunction } from 'i18next';
import type { Locale, Scout } from '@platform/contract';
import { formatDate } from '@platform/shared';

/** The next run in the viewer's own clock, the zone named ("Mar 5, 2024, 09:00 AM GMT+1"): the schedule's zone may be another. */
const NEXT_RUN_FORMAT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' };

/** One line saying when a scout runs: "Daily at 09:00 (Europe/Berlin) · next run …", "Paused", "Manual only". */
export function scheduleSummary(scout: Scout, t: TFunction, locale: Locale): string {
  if (scout.schedule === 'manual') return t('scouts.when_manual');
  const when =
    scout.schedule === 'daily'
      ? t('scouts.when_daily', { hour: `${String(scout.hour ?? 0).padStart(2, '0')}:00`, zone: scout.timeZone })
      : t('scouts.when_hourly');
  if (!scout.active) return `${when} · ${t('scouts.paused')}`;
  if (scout.nextRunAt === null) return when;
  return `${when} · ${t('scouts.nextRun', { date: formatDate(locale, scout.nextRunAt, NEXT_RUN_FORMAT) })}`;
}
