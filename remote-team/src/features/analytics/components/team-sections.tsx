import { useMemo } from 'react';
import type { TeamAnalytics } from '@platform/contract';
import { EmptyState } from '@platform/shared';
import { DataTable, UplotChart } from '@platform/shared/charts';
import { useTranslation } from '@platform/shared/react-i18next';
import { AnalyticsDay, useDayLabels } from './analytics-day';

/** Views and applications per vacancy as bars; the table adds the mailing messages sent. */
export function FunnelSection({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('team');
  const labels = useMemo(() => data.funnel.map((row) => (row.title.length > 18 ? `${row.title.slice(0, 17)}…` : row.title)), [data.funnel]);
  const series = useMemo(
    () => [
      { label: t('analytics.views'), values: data.funnel.map((row) => row.views) },
      { label: t('analytics.applications'), values: data.funnel.map((row) => row.applications) },
    ],
    [data.funnel, t],
  );
  if (data.funnel.length === 0) return <EmptyState headingLevel={3} title={t('analytics.noVacancies')} />;
  return (
    <>
      <UplotChart title={t('analytics.funnelChart')} kind="bars" labels={labels} series={series} />
      <DataTable
        caption={t('analytics.funnelTable')}
        columns={[t('analytics.vacancy'), t('analytics.views'), t('analytics.applications'), t('analytics.mailingsSent')]}
        rows={data.funnel.map((row) => ({ key: String(row.vacancyId), header: row.title, cells: [row.views, row.applications, row.mailingsSent] }))}
      />
    </>
  );
}

/** The team's searches, CV views and mailings per day as lines; the table splits them by member. */
export function ActivitySection({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('team');
  const names = new Map(data.members.map((member) => [member.id, member.name]));
  const days = useMemo(() => data.daily.map((row) => row.date), [data.daily]);
  const series = useMemo(() => {
    const sum = (day: string, key: 'searches' | 'cvViews' | 'mailings') =>
      data.activity.filter((row) => row.date === day).reduce((total, row) => total + row[key], 0);
    return [
      { label: t('analytics.searches'), values: days.map((day) => sum(day, 'searches')) },
      { label: t('analytics.cvViews'), values: days.map((day) => sum(day, 'cvViews')) },
      { label: t('analytics.mailings'), values: days.map((day) => sum(day, 'mailings')) },
    ];
  }, [data.activity, days, t]);
  const labels = useDayLabels(data.daily);
  if (data.activity.length === 0) return <EmptyState headingLevel={3} title={t('analytics.noActivity')} />;
  return (
    <>
      <UplotChart title={t('analytics.activityChart')} kind="line" labels={labels} series={series} />
      <DataTable
        caption={t('analytics.activityTable')}
        columns={[t('analytics.date'), t('analytics.member'), t('analytics.searches'), t('analytics.cvViews'), t('analytics.mailings'), t('analytics.vacanciesCreated')]}
        rows={data.activity.map((row) => ({
          key: `${row.date}-${row.memberId}`,
          header: <AnalyticsDay date={row.date} />,
          cells: [names.get(row.memberId) ?? '—', row.searches, row.cvViews, row.mailings, row.vacancies],
        }))}
      />
    </>
  );
}
