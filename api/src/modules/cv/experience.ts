/** A month as a running number: year * 12 + month index (0 = January). */
type MonthIndex = number;

const DATE = /^(\d{4})(?:-(\d{2}))?/;

function monthIndex(date: string, edge: 'start' | 'end'): MonthIndex | null {
  const match = DATE.exec(date.trim());
  if (match?.[1] === undefined) return null;
  const year = Number(match[1]);
  // A year alone means the whole year: January when it starts, December when it ends.
  const month = match[2] === undefined ? (edge === 'start' ? 1 : 12) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return year * 12 + (month - 1);
}

/**
 * Total work experience in months from JSON Resume work dates. Months are counted inclusively
 * (2020-03 … 2020-05 is three months); overlapping jobs count once; a job without an end date runs
 * to `now`; entries without a readable start, or ending before they start, are ignored.
 */
export function experienceMonths(
  work: ReadonlyArray<{ startDate?: string; endDate?: string }>,
  now: Date = new Date(),
): number {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const periods: Array<[MonthIndex, MonthIndex]> = [];
  for (const job of work) {
    const start = job.startDate === undefined ? null : monthIndex(job.startDate, 'start');
    if (start === null || start > current) continue;
    const end = job.endDate === undefined || job.endDate.trim() === '' ? current : monthIndex(job.endDate, 'end');
    if (end === null) continue;
    const clampedEnd = Math.min(end, current);
    if (clampedEnd >= start) periods.push([start, clampedEnd]);
  }
  periods.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let open: [MonthIndex, MonthIndex] | null = null;
  for (const [start, end] of periods) {
    if (open !== null && start <= open[1] + 1) {
      open[1] = Math.max(open[1], end);
    } else {
      if (open !== null) total += open[1] - open[0] + 1;
      open = [start, end];
    }
  }
  if (open !== null) total += open[1] - open[0] + 1;
  return total;
}

/**
 * The last day of a job: its end month's last day, or `null` for a current job (no end date) and
 * `undefined` for an unreadable one.
 */
export function jobEndDate(job: { endDate?: string }): Date | null | undefined {
  if (job.endDate === undefined || job.endDate.trim() === '') return null;
  const end = monthIndex(job.endDate, 'end');
  if (end === null) return undefined;
  return new Date(Date.UTC(Math.floor(end / 12), (end % 12) + 1, 0));
}
