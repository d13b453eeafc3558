import { Button, Card, EmptyState, FormField, Page, PAGE_CLASSES, PageHeader, QueryView, TextInput, useAreaQuery } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { csvUrl, getAnalytics, type Period, type TeamAnalytics } from '../api/analytics-calls';
import chartStyles from './analytics.module.css';
import { BarChart } from './bar-chart';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` days, today included, as ISO dates (UTC, like the API's days). */
export function lastDays(days: number, now: Date = new Date()): Period {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

const PRESETS = [7, 30, 90] as const;

function Funnel({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('team');
  if (data.funnel.length === 0) return <EmptyState headingLevel={3} title={t('analytics.noVacancies')} />;
  const series = [
    { key: 'views', label: t('analytics.views'), color: '--color-context-2' },
    { key: 'applications', label: t('analytics.applications'), color: '--color-context-1' },
    { key: 'mailingsSent', label: t('analytics.mailingsSent'), color: '--color-context-3' },
  ];
  return (
    <>
      <BarChart
        title={t('analytics.funnelChart')}
        series={series}
        groups={data.funnel.map((row) => ({ label: row.title, values: { views: row.views, applications: row.applications, mailingsSent: row.mailingsSent } }))}
      />
      <div className={chartStyles.tableWrap}>
        <table className={PAGE_CLASSES.table}>
          <caption>{t('analytics.funnelTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('analytics.vacancy')}</th>
              <th scope="col">{t('analytics.views')}</th>
              <th scope="col">{t('analytics.applications')}</th>
              <th scope="col">{t('analytics.mailingsSent')}</th>
            </tr>
          </thead>
          <tbody>
            {data.funnel.map((row) => (
              <tr key={row.vacancyId}>
                <th scope="row">{row.title}</th>
                <td>{row.views}</td>
                <td>{row.applications}</td>
                <td>{row.mailingsSent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const MEMBER_COLORS = ['--color-context-1', '--color-context-2', '--color-context-3', '--color-context-4', '--color-context-5'];

function Activity({ data }: { data: TeamAnalytics }) {
  const { t } = useTranslation('team');
  if (data.activity.length === 0) return <EmptyState headingLevel={3} title={t('analytics.noActivity')} />;
  const names = new Map(data.members.map((member) => [member.id, member.name]));
  const active = data.members.filter((member) => data.activity.some((row) => row.memberId === member.id));
  const days = [...new Set(data.activity.map((row) => row.date))].sort();
  const total = (row: (typeof data.activity)[number]) => row.searches + row.cvViews + row.mailings + row.vacancies;
  return (
    <>
      <BarChart
        title={t('analytics.activityChart')}
        series={active.map((member, index) => ({ key: member.id, label: member.name, color: MEMBER_COLORS[index % MEMBER_COLORS.length] ?? '--color-context-1' }))}
        groups={days.map((day) => ({
          label: day,
          values: Object.fromEntries(data.activity.filter((row) => row.date === day).map((row) => [row.memberId, total(row)])),
        }))}
      />
      <div className={chartStyles.tableWrap}>
        <table className={PAGE_CLASSES.table}>
          <caption>{t('analytics.activityTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('analytics.date')}</th>
              <th scope="col">{t('analytics.member')}</th>
              <th scope="col">{t('analytics.searches')}</th>
              <th scope="col">{t('analytics.cvViews')}</th>
              <th scope="col">{t('analytics.mailings')}</th>
              <th scope="col">{t('analytics.vacanciesCreated')}</th>
            </tr>
          </thead>
          <tbody>
            {data.activity.map((row) => (
              <tr key={`${row.date}-${row.memberId}`}>
                <th scope="row">{row.date}</th>
                <td>{names.get(row.memberId) ?? '—'}</td>
                <td>{row.searches}</td>
                <td>{row.cvViews}</td>
                <td>{row.mailings}</td>
                <td>{row.vacancies}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** `/team/analytics`: the hiring funnel per vacancy and each member's daily activity, with CSV export. */
export function AnalyticsPage({ now }: { now?: Date }) {
  const { t } = useTranslation('team');
  const [period, setPeriod] = useState<Period>(() => lastDays(30, now));
  const [draft, setDraft] = useState<Period>(period);
  const query = useAreaQuery(['team', 'analytics', period.from, period.to], (api, signal) => getAnalytics(api, period, signal));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to) setPeriod(draft);
  };
  const choose = (days: number) => {
    const next = lastDays(days, now);
    setDraft(next);
    setPeriod(next);
  };

  return (
    <Page aria-labelledby="analytics-title">
      <PageHeader title={t('analytics.title')} titleId="analytics-title" />
      <Card title={t('analytics.period')} headingLevel={2}>
        <form className={PAGE_CLASSES.row} onSubmit={apply} aria-label={t('analytics.period')}>
          <FormField label={t('analytics.from')}>
            <TextInput type="date" value={draft.from} max={draft.to} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
          </FormField>
          <FormField label={t('analytics.to')}>
            <TextInput type="date" value={draft.to} min={draft.from} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
          </FormField>
          <Button htmlType="submit" variant="primary">
            {t('analytics.show')}
          </Button>
          {PRESETS.map((days) => (
            <Button key={days} size="small" variant="ghost" onClick={() => choose(days)}>
              {t('analytics.lastDays', { count: days })}
            </Button>
          ))}
        </form>
      </Card>
      <QueryView query={query} lines={6}>
        {(data) => (
          <>
            <Card
              title={t('analytics.funnel')}
              actions={
                <a className={PAGE_CLASSES.link} href={csvUrl(period, 'funnel')} download>
                  {t('analytics.downloadFunnel')}
                </a>
              }
            >
              <Funnel data={data} />
            </Card>
            <Card
              title={t('analytics.activity')}
              actions={
                <a className={PAGE_CLASSES.link} href={csvUrl(period, 'activity')} download>
                  {t('analytics.downloadActivity')}
                </a>
              }
            >
              <Activity data={data} />
            </Card>
          </>
        )}
      </QueryView>
    </Page>
  );
}
