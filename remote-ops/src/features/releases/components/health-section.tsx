import { useMemo, useState } from 'react';
import { RELEASE_HEALTH_PERIOD_IDS, type ReleaseHealth, type ReleaseHealthPeriod } from '@platform/contract';
import { EmptyState, formatDate, formatNumber, QueryView, Select, FormField, useAreaQuery, useMountProps } from '@platform/shared';
import { DataTable, UplotChart } from '@platform/shared/charts';
import { useTranslation } from '@platform/shared/react-i18next';
import { getReleaseHealth, healthKey } from '../api/release-calls';

/** Series the charts draw (the most loaded versions): each has its own colour and dash; the table lists every version. */
const CHARTED = 3;

/** A failure rate in per cent, 0 without loads. */
export function ratePercent(loads: number, failures: number): number {
  return loads === 0 ? 0 : Math.round((failures / loads) * 1000) / 10;
}

function isPeriod(value: string): value is ReleaseHealthPeriod {
  return RELEASE_HEALTH_PERIOD_IDS.some((period) => period === value);
}

/** The charts and the table of one app's health. */
function HealthView({ health }: { health: ReleaseHealth }) {
  const { t } = useTranslation('ops', { keyPrefix: 'releases.health' });
  const { locale } = useMountProps();
  const labels = useMemo(
    () => health.buckets.map((bucket) => formatDate(locale, bucket, health.bucketMinutes < 24 * 60 ? { timeStyle: 'short' } : { dateStyle: 'short' })),
    [health.buckets, health.bucketMinutes, locale],
  );
  const charted = health.versions.slice(0, CHARTED);
  const loads = useMemo(() => charted.map((version) => ({ label: version.version, values: version.points.map((point) => point.loads) })), [charted]);
  const rates = useMemo(() => charted.map((version) => ({ label: version.version, values: version.points.map((point) => ratePercent(point.loads, point.failures)) })), [charted]);
  if (health.versions.length === 0) return <EmptyState headingLevel={4} title={t('none')} />;
  return (
    <>
      <p>{t('perSpan', { minutes: health.bucketMinutes })}</p>
      <UplotChart title={t('loadsChart', { app: health.app })} kind="line" labels={labels} series={loads} height={200} showTitle />
      <UplotChart title={t('ratesChart', { app: health.app })} kind="line" labels={labels} series={rates} height={200} showTitle />
      <DataTable
        caption={t('table', { app: health.app })}
        columns={[t('version'), t('loads'), t('failures'), t('rate')]}
        rows={health.versions.map((version) => ({
          key: version.version,
          header: version.version,
          cells: [formatNumber(locale, version.loads), formatNumber(locale, version.failures), t('rateValue', { value: formatNumber(locale, ratePercent(version.loads, version.failures)) })],
        }))}
      />
    </>
  );
}

/** One app's loads and failure rates per version over a period the operator picks, from the browsers' beacons. */
export function HealthSection({ app }: { app: string }) {
  const { t } = useTranslation('ops', { keyPrefix: 'releases.health' });
  const [period, setPeriod] = useState<ReleaseHealthPeriod>('24h');
  const query = useAreaQuery(healthKey(app, period), (api, signal) => getReleaseHealth(api, app, period, signal));
  return (
    <section aria-label={`${t('title')}: ${app}`}>
      <h3>{t('title')}</h3>
      <FormField label={t('period')}>
        <Select
          value={period}
          onChange={(event) => {
            const { value } = event.target;
            if (isPeriod(value)) setPeriod(value);
          }}
          options={RELEASE_HEALTH_PERIOD_IDS.map((id) => ({ value: id, label: t(`periods.${id}`) }))}
        />
      </FormField>
      <QueryView query={query}>{(health) => <HealthView health={health} />}</QueryView>
    </section>
  );
}
