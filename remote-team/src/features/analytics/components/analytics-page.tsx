import { type FormEvent, useState } from 'react';
import type { AnalyticsReport, AnalyticsScope } from '@platform/contract';
import { Button, Card, FormField, Page, PAGE_CLASSES, PageHeader, QueryView, Select, TextInput, useAreaQuery } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { csvUrl, getAnalytics, listVacancyChoices } from '../api/analytics-calls';
import { DailySection, PipelineTotals, StagesSection } from './pipeline-section';
import { ActivitySection, FunnelSection } from './team-sections';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last `days` days, today included, as ISO dates (UTC, like the API's days). */
export function lastDays(days: number, now: Date = new Date()): Omit<AnalyticsScope, 'vacancyId'> {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (days - 1) * DAY_MS).toISOString().slice(0, 10);
  return { from, to };
}

const PRESETS = [7, 30, 90] as const;

function Download({ scope, report, label }: { scope: AnalyticsScope; report: AnalyticsReport; label: string }) {
  return (
    <a className={PAGE_CLASSES.link} href={csvUrl(scope, report)} download>
      {label}
    </a>
  );
}

/**
 * `/team/analytics`: the pipeline (applications by stage, time to first response, contact reveals,
 * favourites per day), the funnel per vacancy and each member's activity, for a period and one
 * vacancy or all; every chart has its table beside it and a CSV download. A lazy chunk of its own.
 */
export function AnalyticsPage({ now }: { now?: Date }) {
  const { t } = useTranslation('team');
  const [scope, setScope] = useState<AnalyticsScope>(() => ({ ...lastDays(30, now), vacancyId: null }));
  const [draft, setDraft] = useState<AnalyticsScope>(scope);
  const query = useAreaQuery(['team', 'analytics', scope], (api, signal) => getAnalytics(api, scope, signal));
  const vacancies = useAreaQuery(['team', 'analytics', 'vacancies'], (api, signal) => listVacancyChoices(api, signal));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to) setScope(draft);
  };
  const choose = (days: number) => {
    const next = { ...lastDays(days, now), vacancyId: draft.vacancyId };
    setDraft(next);
    setScope(next);
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
          <FormField label={t('analytics.vacancy')}>
            <Select
              value={draft.vacancyId === null ? '' : String(draft.vacancyId)}
              onChange={(event) => setDraft({ ...draft, vacancyId: event.target.value === '' ? null : Number(event.target.value) })}
              options={[
                { value: '', label: t('analytics.allVacancies') },
                ...(vacancies.data?.items ?? []).map((vacancy) => ({ value: String(vacancy.id), label: vacancy.title })),
              ]}
            />
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
            <Card title={t('analytics.pipeline')} actions={<Download scope={scope} report="stages" label={t('analytics.downloadStages')} />}>
              <PipelineTotals data={data} />
              <StagesSection data={data} />
            </Card>
            <Card title={t('analytics.daily')} actions={<Download scope={scope} report="daily" label={t('analytics.downloadDaily')} />}>
              <DailySection data={data} />
            </Card>
            <Card title={t('analytics.funnel')} actions={<Download scope={scope} report="funnel" label={t('analytics.downloadFunnel')} />}>
              <FunnelSection data={data} />
            </Card>
            <Card title={t('analytics.activity')} actions={<Download scope={scope} report="activity" label={t('analytics.downloadActivity')} />}>
              <ActivitySection data={data} />
            </Card>
          </>
        )}
      </QueryView>
    </Page>
  );
}
