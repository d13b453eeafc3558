import { useMemo } from 'react';
import type { TeamAnalytics } from '@platform/contract';
import { EmptyState, formatNumber, useMountProps } from '@platform/shared';
import { DataTable, UplotChart } from '@platform/shared/charts';
import { useTranslation } from '@platform/shared/react-i18next';
import { AnalyticsDay, useDayLabels } from './analytics-day';
import styles from './analytics.module.css';

/** The pipeline's totals: reveals, favourites, applications, and the median time to a first move. */
export function PipelineTotals({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('team');
  const { locale } = useMountProps();
  const hours = data.totals.medianFirstResponseHours;
  const figures = [
    { key: 'applications', label: t('analytics.applications'), value: formatNumber(locale, data.totals.applications) },
    {
      key: 'response',
      label: t('analytics.firstResponse'),
      value: hours === null ? t('analytics.noResponse') : t('analytics.hours', { count: hours, value: formatNumber(locale, hours) }),
    },
    { key: 'responded', label: t('analytics.responded'), value: formatNumber(locale, data.totals.responded) },
    { key: 'reveals', label: t('analytics.reveals'), value: formatNumber(locale, data.totals.reveals) },
    { key: 'favourites', label: t('analytics.favourites'), value: formatNumber(locale, data.totals.favourites) },
  ];
  return (
    <dl className={styles.figures}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Applications sent in the period by the stage they are at now: bars and a table. */
export function StagesSection({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('team');
  const labels = useMemo(() => data.stages.map((row) => t(`stage.${row.stage}`)), [data.stages, t]);
  const series = useMemo(() => [{ label: t('analytics.applications'), values: data.stages.map((row) => row.count) }], [data.stages, t]);
  if (data.totals.applications === 0) return <EmptyState headingLevel={3} title={t('analytics.noApplications')} />;
  return (
    <>
      <UplotChart title={t('analytics.stagesChart')} kind="bars" labels={labels} series={series} />
      <DataTable
        caption={t('analytics.stagesTable')}
        columns={[t('analytics.stage'), t('analytics.applications')]}
        rows={data.stages.map((row, index) => ({ key: row.stage, header: labels[index], cells: [row.count] }))}
      />
    </>
  );
}

/** Each day of the period: contact reveals, favourites and applications, as lines and a table. */
export function DailySection({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('team');
  const labels = useDayLabels(data.daily);
  const series = useMemo(
    () => [
      { label: t('analytics.applications'), values: data.daily.map((row) => row.applications) },
      { label: t('analytics.reveals'), values: data.daily.map((row) => row.reveals) },
      { label: t('analytics.favourites'), values: data.daily.map((row) => row.favourites) },
    ],
    [data.daily, t],
  );
  const quiet = data.daily.every((row) => row.applications + row.reveals + row.favourites === 0);
  if (quiet) return <EmptyState headingLevel={3} title={t('analytics.noDaily')} />;
  return (
    <>
      <UplotChart title={t('analytics.dailyChart')} kind="line" labels={labels} series={series} />
      <DataTable
        caption={t('analytics.dailyTable')}
        columns={[t('analytics.date'), t('analytics.applications'), t('analytics.reveals'), t('analytics.favourites')]}
        rows={data.daily
          .filter((row) => row.applications + row.reveals + row.favourites > 0)
          .map((row) => ({ key: row.date, header: <AnalyticsDay date={row.date} />, cells: [row.applications, row.reveals, row.favourites] }))}
      />
    </>
  );
}
