import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRemoteName } from '@platform/contract';
import type { BenchResults, PageBuild } from '../report/results';
import { budgetsSchema, type Budgets } from './budgets-schema';
import { type BudgetCheck, check, missing } from './check';
import { hostileChecks } from './hostile-budgets';
import { inboundChecks } from './inbound-budgets';

export type { BudgetCheck, BudgetStatus } from './check';

export { budgetsSchema, type Budgets } from './budgets-schema';

const BUDGETS_FILE = path.resolve(__dirname, '..', '..', 'budgets.json');

/** Reads and checks `bench/budgets.json`. */
export function readBudgets(file = BUDGETS_FILE): Budgets {
  return budgetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const KIB = 1024;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const ratio = (value: number) => value.toFixed(2);

function bundleChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const { bundle } = budgets;
  const first = results.frontend?.searchFirstLoad;
  const why = 'no frontend results (npm run bench -- --only frontend)';
  if (!first || !results.frontend) {
    return [
      missing('bundle.total', 'First load of /search: total JS', `≤ ${bundle.searchFirstLoadTotalGzipKiB} KiB gzip`, why),
      missing('bundle.host', 'Host shell own code', `≤ ${bundle.hostShellOwnGzipKiB} KiB gzip`, why),
      missing('bundle.remotes', "Each remote's first-load JS", `≤ ${bundle.remoteFirstLoadGzipKiB} KiB gzip`, why),
      missing('bundle.duplicates', 'Shared libraries loaded once', 'no duplicates', why),
    ];
  }
  const rows = [
    check(
      'bundle.total',
      'First load of /search: total JS',
      `≤ ${bundle.searchFirstLoadTotalGzipKiB} KiB gzip`,
      kib(first.totalGzip),
      first.totalGzip <= bundle.searchFirstLoadTotalGzipKiB * KIB && first.unclassified.length === 0,
      `shared libraries ${kib(first.sharedLibrariesGzip)}, federation runtime ${kib(first.federationRuntimeGzip)}, host own ${kib(first.hostOwnGzip)}, ${Object.entries(
        first.remotes,
      )
        .map(([name, bytes]) => `${name} ${kib(bytes)}`)
        .join(', ')}${first.unclassified.length > 0 ? `; unclassified: ${first.unclassified.join(', ')}` : ''}`,
    ),
    check(
      'bundle.host',
      'Host shell own code (without shared libraries and main.js)',
      `≤ ${bundle.hostShellOwnGzipKiB} KiB gzip`,
      kib(first.hostOwnGzip),
      first.hostOwnGzip <= bundle.hostShellOwnGzipKiB * KIB && first.hostSourcesInEntry.length === 0,
      first.hostSourcesInEntry.length > 0 ? `main.js holds host code (${first.hostSourcesInEntry.join(', ')}): the rule no longer holds` : undefined,
    ),
  ];
  // Each remote on the page where it first loads: its origin's bytes.
  const perRemote = new Map<string, { gzip: number; page: string }>();
  for (const page of results.frontend.pages) {
    for (const [owner, bytes] of Object.entries(page.federated.js.byOwner)) {
      if (owner === 'host' || owner === 'other') continue;
      const worst = perRemote.get(owner);
      if (!worst || bytes.gzip > worst.gzip) perRemote.set(owner, { gzip: bytes.gzip, page: page.path });
    }
  }
  for (const [remote, { gzip, page }] of [...perRemote].sort()) {
    rows.push(
      check(`bundle.remote.${remote}`, `Remote ${remote}: first-load JS`, `≤ ${bundle.remoteFirstLoadGzipKiB} KiB gzip`, kib(gzip), gzip <= bundle.remoteFirstLoadGzipKiB * KIB, `largest on ${page}`),
    );
  }
  rows.push(
    check(
      'bundle.duplicates',
      'Shared libraries loaded once (/search)',
      'no module from two origins',
      first.duplicates.length === 0 ? 'none' : `${first.duplicates.length} modules`,
      !bundle.sharedLibraryLoadedOnce || first.duplicates.length === 0,
      first.duplicates.length > 0 ? first.duplicates.map((duplicate) => `${duplicate.module} (${duplicate.owners.join(', ')})`).join('; ') : undefined,
    ),
  );
  return rows;
}

function overheadLimitText(limits: Budgets['federatedVsMonolith']['overheadGzipKiB']): string {
  return `≤ ${limits.firstRemote} KiB + ${limits.eachFurtherRemote} KiB per further remote`;
}

/** How many remotes' entries a page loaded: each remote that served it a script brought its entry. */
function remoteEntriesOf(build: PageBuild): number {
  return Object.keys(build.js.byOwner).filter((owner) => owner !== 'host' && owner !== 'monolith' && isRemoteName(owner)).length;
}

function comparisonChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const limits = budgets.federatedVsMonolith;
  const frontend = results.frontend;
  if (!frontend) {
    const why = 'no frontend results';
    return [
      missing('overhead.bytes', 'Federation overhead: federated − monolith JS (gzip)', overheadLimitText(limits.overheadGzipKiB), why),
      missing('ratio.lcp', 'Federated / monolith LCP', `≤ ${limits.lcpRatio}`, why),
      missing('lcp', 'Largest contentful paint on the phone profile (federated)', `≤ ${limits.maxLcpMs} ms`, why),
      missing('ratio.navigation', 'Federated / monolith search → CV navigation', `≤ ${limits.searchToCvNavigationRatio}`, why),
    ];
  }
  const rows: BudgetCheck[] = [];
  for (const page of frontend.pages) {
    const entries = remoteEntriesOf(page.federated);
    const limitKiB = limits.overheadGzipKiB.firstRemote + limits.overheadGzipKiB.eachFurtherRemote * Math.max(0, entries - 1);
    const overhead = page.federated.js.total.gzip - page.monolith.js.total.gzip;
    rows.push(
      check(
        `overhead.bytes.${page.id}`,
        `${page.path}: federation overhead, federated − monolith JS (gzip), ${entries} remote ${entries === 1 ? 'entry' : 'entries'}`,
        `≤ ${limitKiB} KiB`,
        kib(overhead),
        overhead <= limitKiB * KIB,
        `${kib(page.federated.js.total.gzip)} vs ${kib(page.monolith.js.total.gzip)}`,
      ),
    );
  }
  for (const page of frontend.pages) {
    rows.push(
      check(
        `ratio.lcp.${page.id}`,
        `${page.path}: federated / monolith LCP`,
        `≤ ${limits.lcpRatio}`,
        ratio(page.ratios.lcp),
        page.ratios.lcp <= limits.lcpRatio,
        `${Math.round(page.federated.lcpMs)} ms vs ${Math.round(page.monolith.lcpMs)} ms`,
      ),
    );
  }
  for (const page of frontend.pages) {
    rows.push(
      check(
        `lcp.${page.id}`,
        `${page.path}: largest contentful paint on the phone profile (Slow 4G, 4× CPU), federated`,
        `≤ ${limits.maxLcpMs} ms`,
        `${Math.round(page.federated.lcpMs)} ms`,
        page.federated.lcpMs <= limits.maxLcpMs,
        `monolith ${Math.round(page.monolith.lcpMs)} ms`,
      ),
    );
  }
  const navigation = frontend.navigation;
  rows.push(
    check(
      'ratio.navigation',
      'Search → CV navigation: federated / monolith',
      `≤ ${limits.searchToCvNavigationRatio}`,
      ratio(navigation.ratio),
      navigation.ratio <= limits.searchToCvNavigationRatio,
      `${Math.round(navigation.federated.medianMs)} ms vs ${Math.round(navigation.monolith.medianMs)} ms`,
    ),
  );
  return rows;
}

function lighthouseChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const limits = budgets.lighthouse;
  const categories = [
    ['performance', limits.minPerformance],
    ['accessibility', limits.minAccessibility],
    ['bestPractices', limits.minBestPractices],
  ] as const;
  return limits.pages.flatMap((pageId) => {
    const row = results.lighthouse?.find((candidate) => candidate.page === pageId && candidate.preset === limits.preset);
    return categories.map(([category, min]) => {
      const id = `lighthouse.${pageId}.${category}`;
      const label = `Lighthouse (${limits.preset}) ${pageId}: ${category}`;
      if (!row) return missing(id, label, `≥ ${min}`, 'no Lighthouse results');
      const score = row[category];
      return check(id, label, `≥ ${min}`, String(score), score >= min, score < min ? row.failedAudits[category].join(', ') : undefined);
    });
  });
}

/** Every query kind's p95 on one database at one size (runs of 100 000 to 199 999 CVs count as 100 000). */
function searchP95Check(results: BenchResults, id: string, database: 'postgres' | 'pglite', cvs: number, limit: number): BudgetCheck {
  const label = `Search p95 at ${cvs.toLocaleString('en')} CVs, ${database}, every query kind`;
  const run = results.search?.find((candidate) => candidate.database === database && candidate.cvs >= cvs && candidate.cvs < cvs * 2);
  if (!run) return missing(id, label, `≤ ${limit} ms`, `no ${database} search results at ${cvs} CVs`);
  const kinds = Object.entries(run.kinds);
  const worst = kinds.reduce((max, entry) => (entry[1].p95 > max[1].p95 ? entry : max));
  const over = kinds.filter(([, figures]) => figures.p95 > limit);
  return check(
    id,
    label,
    `≤ ${limit} ms`,
    `${worst[1].p95} ms (${worst[0]})`,
    over.length === 0,
    over.length > 0 ? `over: ${over.map(([kind, figures]) => `${kind} ${figures.p95} ms`).join(', ')}` : undefined,
  );
}

function searchChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  return [
    ...(['postgres', 'pglite'] as const).map((database) =>
      searchP95Check(results, `search.${database}`, database, budgets.search.cvs, budgets.search.maxP95Ms[database]),
    ),
    searchP95Check(results, 'search.postgres.scale', 'postgres', budgets.searchAtScale.cvs, budgets.searchAtScale.maxP95Ms),
  ];
}

function throughputChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const limits = budgets.throughput;
  const id = 'throughput';
  const label = `Throughput, ${limits.database} at ${limits.cvs.toLocaleString('en')} CVs, concurrency ${limits.concurrency}`;
  const limit = `≥ ${limits.minRequestsPerSecond} req/s, ≤ ${limits.maxErrors} errors`;
  const run = results.load?.find(
    (candidate) =>
      candidate.database === limits.database &&
      candidate.concurrency === limits.concurrency &&
      candidate.cvs >= limits.cvs &&
      candidate.cvs < limits.cvs * 2 &&
      (candidate.cvChangesPerSecond ?? 0) === 0,
  );
  if (!run) return [missing(id, label, limit, 'no load results')];
  const errors = run.errors + run.non2xx;
  return [
    check(
      id,
      label,
      limit,
      `${run.requestsPerSecond} req/s, ${errors} errors`,
      run.requestsPerSecond >= limits.minRequestsPerSecond && errors <= limits.maxErrors,
      `p50 ${run.latencyP50Ms} ms, p99 ${run.latencyP99Ms} ms`,
    ),
  ];
}

const RUNNER_LABEL: Readonly<Record<'api' | 'worker', string>> = { api: 'jobs in the API process', worker: 'jobs in the worker' };

function mailingChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const limits = budgets.mailing;
  const runs = results.mailing?.filter((candidate) => candidate.database === limits.database && candidate.recipients >= limits.recipients) ?? [];
  // Results files from before the runner was recorded delivered in the API process.
  const run = runs.find((candidate) => (candidate.runner ?? 'api') === limits.runner);
  const other = runs.find((candidate) => (candidate.runner ?? 'api') !== limits.runner);
  const who = `${limits.recipients.toLocaleString('en')}-recipient mailing, ${limits.database}, ${RUNNER_LABEL[limits.runner]}`;
  const accept = { id: 'mailing.accept', label: `${who}: accepted`, limit: `≤ ${limits.maxAcceptSeconds} s` };
  const deliver = { id: 'mailing.deliver', label: `${who}: delivered to the local SMTP server`, limit: `≥ ${limits.minMessagesPerSecond} messages/s` };
  const search = { id: 'mailing.search', label: `${who}: search p95 while it is delivered`, limit: `≤ ${limits.maxSearchP95Ratio} × idle p95` };
  if (!run) {
    return [accept, deliver, search].map((row) => missing(row.id, row.label, row.limit, 'no mailing results'));
  }
  const smtpCpu = run.smtpCpuMsPerMessage === undefined ? 'SMTP server included' : `SMTP server ${run.smtpCpuMsPerMessage} ms apart`;
  const queries = run.queriesPerMessage === undefined ? '' : `, ${run.queriesPerMessage} database statements per message`;
  const note = `load average ${run.loadAverage}, ${run.cpuMsPerMessage} ms CPU per message in the ${run.runner === 'worker' ? 'worker' : 'API'} process (${smtpCpu})${queries}`;
  const otherRun = other?.search === undefined ? '' : `; ${RUNNER_LABEL[other.runner ?? 'api']}: ${other.search.ratio} × at ${other.messagesPerSecond} messages/s`;
  const searchRow = run.search
    ? check(
        search.id,
        search.label,
        search.limit,
        `${run.search.ratio} ×`,
        run.search.ratio <= limits.maxSearchP95Ratio,
        `p95 ${run.search.sending.p95Ms} ms over ${run.search.sending.samples} searches while sending, ${run.search.idle.p95Ms} ms over ${run.search.idle.samples} idle${otherRun}`,
      )
    : missing(search.id, search.label, search.limit, 'not measured by this results file');
  return [
    check(accept.id, accept.label, accept.limit, `${run.acceptSeconds} s`, run.acceptSeconds <= limits.maxAcceptSeconds),
    check(
      deliver.id,
      deliver.label,
      deliver.limit,
      `${run.messagesPerSecond} messages/s`,
      run.messagesPerSecond >= limits.minMessagesPerSecond && run.received === run.recipients,
      `${run.received} of ${run.recipients} received in ${run.deliverSeconds} s; ${note}`,
    ),
    searchRow,
  ];
}

function scoutingCheck(budgets: Budgets, results: BenchResults): BudgetCheck {
  const limits = budgets.scouting;
  const id = 'scouting.run';
  const label = `A scheduled scouting run over ${limits.cvs.toLocaleString('en')} CVs, ${limits.database}`;
  const limit = `≤ ${limits.maxRunSeconds} s`;
  const run = results.scouting?.find((candidate) => candidate.cvs >= limits.cvs);
  if (!run) {
    const smaller = results.scouting?.map((candidate) => candidate.cvs.toLocaleString('en')).join(', ');
    return missing(id, label, limit, smaller ? `measured at ${smaller} CVs only (npm run bench -- --only scouting --cvs ${limits.cvs})` : 'no scouting results (npm run bench -- --only scouting)');
  }
  const slowest = run.runs.reduce((worst, item) => (item.seconds > worst.seconds ? item : worst), run.runs[0] ?? { kind: '—', seconds: 0 });
  return check(id, label, limit, `${run.maxRunSeconds} s`, run.maxRunSeconds <= limits.maxRunSeconds, `slowest: ${slowest.kind}; load average ${run.loadAverage}`);
}

function intakeChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const limits = budgets.intake;
  const speed = { id: 'intake.speed', label: `CV files read and imported (${limits.files.toLocaleString('en')} PDF and DOCX)`, limit: `≥ ${limits.minFilesPerSecond} files/s` };
  const memory = { id: 'intake.memory', label: 'Peak RSS of the process importing them', limit: `< ${limits.maxPeakRssMb} MB` };
  const search = {
    id: 'intake.search',
    label: `Search p95 while they are imported vs idle (PostgreSQL, ${limits.searchCvs.toLocaleString('en')} CVs, the same process)`,
    limit: `≤ ${limits.maxSearchP95Ratio}×`,
  };
  const run = results.intake?.find((candidate) => candidate.files >= limits.files);
  if (!run) {
    const why = 'no intake results at that size (npm run bench -- --only intake)';
    return [speed, memory, search].map((item) => missing(item.id, item.label, item.limit, why));
  }
  const searched = run.search !== undefined && run.search.cvs >= limits.searchCvs ? run.search : undefined;
  return [
    check(speed.id, speed.label, speed.limit, `${run.importFilesPerSecond} files/s`, run.importFilesPerSecond >= limits.minFilesPerSecond, `extraction alone ${run.extractFilesPerSecond} files/s; load average ${run.loadAverage}`),
    check(memory.id, memory.label, memory.limit, `${run.peakRssMb} MB`, run.peakRssMb < limits.maxPeakRssMb),
    searched === undefined
      ? missing(search.id, search.label, search.limit, `no searches measured over ${limits.searchCvs.toLocaleString('en')} CVs during the import (npm run bench -- --only intake)`)
      : check(
          search.id,
          search.label,
          search.limit,
          `${searched.ratio}×`,
          searched.ratio <= limits.maxSearchP95Ratio,
          `p95 ${searched.importing.p95Ms} ms importing vs ${searched.idle.p95Ms} ms idle (${searched.importing.samples} and ${searched.idle.samples} searches); load average ${run.loadAverage}`,
        ),
  ];
}

function observabilityCheck(budgets: Budgets, results: BenchResults): BudgetCheck {
  const limits = budgets.observability;
  const id = 'observability.searchP95';
  const label = `Search p95 with metrics and tracing on vs off (PostgreSQL, ${limits.cvs.toLocaleString('en')} CVs, every search pooled)`;
  const limit = `≤ +${limits.maxSearchP95CostPercent} %`;
  const run = results.observability?.find((candidate) => candidate.cvs >= limits.cvs && candidate.searchesPerKindAndSide >= limits.minSearchesPerKind);
  if (!run) return missing(id, label, limit, `no observability results at that size (npm run bench -- --only observability --cvs ${limits.cvs})`);
  const pooled = run.pooled;
  return check(
    id,
    label,
    limit,
    `${pooled.p95CostPercent > 0 ? '+' : ''}${pooled.p95CostPercent} %`,
    pooled.p95CostPercent <= limits.maxSearchP95CostPercent && run.spansReceived > 0,
    `p95 ${pooled.observed.p95} ms vs ${pooled.plain.p95} ms; worst kind ${run.worstP95CostPercent} %;${run.cpuMsPerSearch ? ` CPU ${run.cpuMsPerSearch.observed} vs ${run.cpuMsPerSearch.plain} ms a search;` : ''} ${run.spansReceived} spans exported; load average ${run.loadAverage}`,
  );
}

function buildChecks(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  const limits = budgets.builds;
  const builds = results.builds;
  if (!builds) {
    return [
      missing('builds.all', 'Production build of all apps', `≤ ${limits.maxAllAppsSeconds} s`, 'no build results'),
      missing('builds.remote', 'One remote rebuilt and released', `≤ ${limits.maxRemoteRebuildAndReleaseSeconds} s`, 'no build results'),
    ];
  }
  const release = builds.remoteRelease;
  return [
    check('builds.all', 'Production build of all apps', `≤ ${limits.maxAllAppsSeconds} s`, `${builds.totalSeconds} s`, builds.totalSeconds <= limits.maxAllAppsSeconds),
    check(
      'builds.remote',
      `One remote (${release.app}) rebuilt and released, host untouched`,
      `≤ ${limits.maxRemoteRebuildAndReleaseSeconds} s`,
      `${release.seconds} s`,
      release.seconds <= limits.maxRemoteRebuildAndReleaseSeconds && release.hostUntouched,
      `build ${release.buildSeconds} s + release ${release.releaseSeconds} s${release.hostUntouched ? '' : '; the host release changed'}`,
    ),
  ];
}

/** Every budget against the results; a budget without a measurement is `missing`, never passed. */
export function evaluateBudgets(budgets: Budgets, results: BenchResults): BudgetCheck[] {
  return [
    ...bundleChecks(budgets, results),
    ...comparisonChecks(budgets, results),
    ...lighthouseChecks(budgets, results),
    ...searchChecks(budgets, results),
    ...throughputChecks(budgets, results),
    ...buildChecks(budgets, results),
    ...mailingChecks(budgets, results),
    ...inboundChecks(budgets, results),
    scoutingCheck(budgets, results),
    ...intakeChecks(budgets, results),
    observabilityCheck(budgets, results),
    relevanceCheck(budgets, results),
    rolloutCheck(budgets, results),
    ...hostileChecks(budgets, results),
  ];
}

function rolloutCheck(budgets: Budgets, results: BenchResults): BudgetCheck {
  const label = 'Rollout decision on a cold page load (every remote in a canary), median script time';
  const limit = `≤ ${budgets.rollout.maxColdDecisionMs} ms, no request`;
  const run = results.rollout;
  if (!run) return missing('rollout', label, limit, 'no rollout results');
  return check(
    'rollout',
    label,
    limit,
    `${run.p50Ms} ms (p95 ${run.p95Ms}, max ${run.maxMs}; ${run.remotes} remotes, ${run.coldLoads} cold loads)`,
    run.p50Ms <= budgets.rollout.maxColdDecisionMs,
  );
}

function relevanceCheck(budgets: Budgets, results: BenchResults): BudgetCheck {
  const label = 'Search relevance, nDCG@20 over the judged queries';
  const limit = `≥ ${budgets.relevance.minNdcgAt20}`;
  const run = results.relevance;
  if (!run) return missing('relevance', label, limit, 'no relevance results');
  return check(
    'relevance',
    label,
    limit,
    `${run.ndcgAt20} (P@10 ${run.precisionAt10}, ${run.queries} queries)`,
    run.ndcgAt20 >= budgets.relevance.minNdcgAt20,
  );
}
