import type { Locale, Scout } from '@platform/contract';
import { formatDate } from '@platform/shared';
import type { TFunction } from 'i18next';

/** One line saying when a scout runs: "Daily at 09:00 (Europe/Berlin) · next run …", "Paused", "Manual only". */
export function scheduleSummary(scout: Scout, t: TFunction, locale: Locale): string {
  if (scout.schedule === 'manual') return t('scouts.when_manual');
  const when =
    scout.schedule === 'daily'
      ? t('scouts.when_daily', { hour: `${String(scout.hour ?? 0).padStart(2, '0')}:00`, zone: scout.timeZone })
      : t('scouts.when_hourly');
  if (!scout.active) return `${when} · ${t('scouts.paused')}`;
  if (scout.nextRunAt === null) return when;
  return `${when} · ${t('scouts.nextRun', { date: formatDate(locale, scout.nextRunAt, { dateStyle: 'medium', timeStyle: 'short' }) })}`;
}
