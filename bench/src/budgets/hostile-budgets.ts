import type { BenchResults } from '../report/results';
import type { Budgets } from './budgets-schema';
import { type BudgetCheck, check, missing } from './check';

/**
 * A run shorter or less concurrent than the budget's (a shortened validation run,
 * `--mixed-seconds 10`) is reported, but cannot pass the budget: it says so as "missing".
 */
function tooShort(seconds: number, concurrency: number, limits: { seconds: number; concurrency: number }): string | undefined {
  if (concurrency < limits.concurrency) return `measured at concurrency ${concurrency}, the budget is for ${limits.concurrency}`;
  if (seconds < limits.seconds * 0.95) return `a shortened run (${seconds} s; the budget is for ${limits.seconds} s)`;
  return undefined;
}

/** The load and soak budgets: the mixed workload, the search flood, the soak. */
export function hostileChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const limits = budgets.hostile;
  const rows: BudgetCheck[] = [];

  const mixed = { id: 'hostile.mixed', label: `Mixed workload, ${limits.database}, concurrency ${limits.concurrency} for ${limits.mixedSeconds} s`, limit: `≤ ${limits.maxErrors} errors, ≤ ${limits.maxLostWrites} lost writes` };
  const run = results.mixedLoad;
  if (!run || run.database !== limits.database) rows.push(missing(mixed.id, mixed.label, mixed.limit, 'no mixed-load results (npm run bench -- --only mixed)'));
  else {
    const measured = `${run.errors} errors, ${run.writes.lost} lost of ${run.writes.acknowledged} writes`;
    const short = tooShort(run.durationSeconds, run.concurrency, { seconds: limits.mixedSeconds, concurrency: limits.concurrency });
    const ok = run.errors <= limits.maxErrors && run.writes.lost <= limits.maxLostWrites;
    rows.push(short !== undefined && ok ? { ...missing(mixed.id, mixed.label, mixed.limit, short), measured } : check(mixed.id, mixed.label, mixed.limit, measured, ok, `${run.requests} requests, ${run.requestsPerSecond} req/s${run.errorSamples.length > 0 ? `; e.g. ${run.errorSamples[0]}` : ''}`));
  }

  const flood = { id: 'hostile.flood', label: `/api/ready during an anonymous search flood, ${limits.database}, concurrency ${limits.concurrency}`, limit: `p95 ≤ ${limits.maxReadyP95Ms} ms, no failed probe` };
  const floodRun = results.searchFlood;
  if (!floodRun || floodRun.database !== limits.database) rows.push(missing(flood.id, flood.label, flood.limit, 'no search-flood results (npm run bench -- --only flood)'));
  else {
    const measured = `p95 ${floodRun.readyP95Ms} ms, ${floodRun.readyFailures} failed of ${floodRun.readyProbes}`;
    const short = tooShort(floodRun.durationSeconds, floodRun.concurrency, { seconds: limits.floodSeconds, concurrency: limits.concurrency });
    const ok = floodRun.readyP95Ms <= limits.maxReadyP95Ms && floodRun.readyFailures === 0;
    const note = `${floodRun.searches} searches, ${floodRun.searchesPerSecond}/s, max ready ${floodRun.readyMaxMs} ms`;
    rows.push(short !== undefined && ok ? { ...missing(flood.id, flood.label, flood.limit, short), measured } : check(flood.id, flood.label, flood.limit, measured, ok, note));
  }

  const soak = { id: 'hostile.soak', label: `Soak, ${limits.database}: the mixed workload for ${limits.soakSeconds} s`, limit: `API memory growth ≤ ${limits.maxMemoryGrowthPercent} %, ≤ ${limits.maxErrors} errors, ≤ ${limits.maxLostWrites} lost writes` };
  const soakRun = results.soak;
  if (!soakRun || soakRun.database !== limits.database) rows.push(missing(soak.id, soak.label, soak.limit, 'no soak results (npm run bench -- --only soak)'));
  else {
    const measured = `${soakRun.apiMemoryGrowthPercent} % (${soakRun.apiRssStartMiB} → ${soakRun.apiRssEndMiB} MiB), ${soakRun.workload.errors} errors, ${soakRun.workload.writes.lost} lost`;
    const short = tooShort(soakRun.seconds, soakRun.workload.concurrency, { seconds: limits.soakSeconds, concurrency: limits.concurrency });
    const ok = soakRun.apiMemoryGrowthPercent <= limits.maxMemoryGrowthPercent && soakRun.workload.errors <= limits.maxErrors && soakRun.workload.writes.lost <= limits.maxLostWrites;
    rows.push(short !== undefined && ok ? { ...missing(soak.id, soak.label, soak.limit, short), measured } : check(soak.id, soak.label, soak.limit, measured, ok, `${soakRun.workload.requests} requests; process tree ${soakRun.treeRssStartMiB} → ${soakRun.treeRssEndMiB} MiB`));
  }
  return rows;
}
