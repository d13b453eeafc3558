import type { Counter, Gauge, Histogram } from 'prom-client';

/** Whether a series' labels include every one of `wanted`. */
function hasLabels(actual: Record<string, string | number | undefined>, wanted: Record<string, string | undefined>): boolean {
  return Object.entries(wanted).every(([name, value]) => String(actual[name]) === value);
}

/**
 * The value of the series of `metric` whose labels include `labels` (0 when there is none yet), for
 * tests that compare a counter before and after the work that should move it.
 */
export async function seriesValue<T extends string>(metric: Counter<T> | Gauge<T>, labels: Partial<Record<T, string>> = {}): Promise<number> {
  const { values } = await metric.get();
  return values.find((value) => hasLabels(value.labels, labels))?.value ?? 0;
}

/** The number of observations of a histogram series (its `_count`) whose labels include `labels`. */
export async function histogramCount<T extends string>(metric: Histogram<T>, labels: Partial<Record<T, string>>): Promise<number> {
  const { values } = await metric.get();
  return values.find((value) => value.metricName?.endsWith('_count') === true && hasLabels(value.labels, labels))?.value ?? 0;
}
