import { RELEASE_HEALTH_PERIODS, type ReleaseHealth, type ReleaseHealthPeriod } from '@platform/contract';
import type { HealthCountRow } from './health-queries';

/** The period's spans: their starts (seconds since the epoch), oldest first, the last holding `now`. */
export function bucketStarts(period: ReleaseHealthPeriod, now: Date): number[] {
  const { hours, bucketMinutes } = RELEASE_HEALTH_PERIODS[period];
  const width = bucketMinutes * 60;
  const last = Math.floor(now.getTime() / 1000 / width) * width;
  const count = (hours * 60) / bucketMinutes;
  return Array.from({ length: count }, (_value, index) => last - (count - 1 - index) * width);
}

/**
 * The chart's series: per version with loads in the period (the most loaded first), one point per
 * span, zero where nothing was counted, and the period's sums.
 */
export function healthSeries(app: string, period: ReleaseHealthPeriod, starts: readonly number[], rows: readonly HealthCountRow[]): ReleaseHealth {
  const index = new Map(starts.map((start, position) => [start, position]));
  const byVersion = new Map<string, { loads: number; failures: number }[]>();
  for (const row of rows) {
    const position = index.get(row.bucket);
    if (position === undefined) continue;
    const points = byVersion.get(row.version) ?? starts.map(() => ({ loads: 0, failures: 0 }));
    const point = points[position];
    if (point) {
      point.loads += row.loads;
      point.failures += row.failures;
    }
    byVersion.set(row.version, points);
  }
  const versions = [...byVersion.entries()]
    .map(([version, points]) => ({
      version,
      points,
      loads: points.reduce((sum, point) => sum + point.loads, 0),
      failures: points.reduce((sum, point) => sum + point.failures, 0),
    }))
    .sort((a, b) => b.loads - a.loads || a.version.localeCompare(b.version));
  return {
    app,
    period,
    bucketMinutes: RELEASE_HEALTH_PERIODS[period].bucketMinutes,
    buckets: starts.map((start) => new Date(start * 1000).toISOString()),
    versions,
  };
}
