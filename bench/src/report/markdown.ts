import type { BudgetCheck } from '../budgets/budgets';
import { hostileSection } from './hostile-markdown';
import { inboundSection } from './inbound-markdown';
import type { BenchResults, Bytes, PageBuild } from './results';
import { table } from './table';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '—');
const STATUS = { pass: '✅ pass', fail: '❌ fail', missing: '⚪ missing' } as const;

/** Horizontal text bars (a code block renders the same everywhere). */
function barChart(title: string, unit: string, rows: ReadonlyArray<{ label: string; value: number }>): string {
  const max = Math.max(...rows.map((row) => row.value), 1);
  const width = Math.max(...rows.map((row) => row.label.length));
  const lines = rows.map((row) => `${row.label.padEnd(width)} ${'█'.repeat(Math.max(1, Math.round((row.value / max) * 40)))} ${row.value.toFixed(0)} ${unit}`);
  return `${title}\n\n\`\`\`text\n${lines.join('\n')}\n\`\`\``;
}

function budgetsSection(checks: readonly BudgetCheck[]): string {
  const failed = checks.filter((check) => check.status === 'fail').length;
  const missing = checks.filter((check) => check.status === 'missing').length;
  return [
    '## Budgets',
    '',
    `${checks.length - failed - missing} pass, ${failed} fail, ${missing} missing (limits in \`bench/budgets.json\`).`,
    '',
    table(
      ['', 'Budget', 'Limit', 'Measured', 'Note'],
      checks.map((check) => [STATUS[check.status], check.label, check.limit, check.measured, check.note ?? '']),
    ),
  ].join('\n');
}

const bytesCell = (bytes: Bytes | undefined) => (bytes ? `${kib(bytes.raw)} / ${kib(bytes.gzip)} / ${kib(bytes.transfer)}` : '—');

function frontendSection(results: BenchResults): string {
  const frontend = results.frontend;
  if (!frontend) return '';
  const owners = [...new Set(frontend.pages.flatMap((page) => Object.keys(page.federated.js.byOwner)))].sort((a, b) =>
    a === 'host' ? -1 : b === 'host' ? 1 : a.localeCompare(b),
  );
  const timingRow = (label: string, build: PageBuild) => [
    label,
    bytesCell(build.js.total),
    String(build.js.scripts),
    String(build.requests),
    ms(build.fcpMs),
    ms(build.lcpMs),
    ms(build.tbtMs),
    ms(build.contentMs),
  ];
  const first = frontend.searchFirstLoad;
  return [
    '## Frontend: cold loads, federated vs monolith',
    '',
    `Production builds in headless Chromium, ${frontend.cpuSlowdown}× CPU slowdown, network ${frontend.networkProfile}; fresh browser context (empty cache) per load; medians of ${frontend.runs} runs, federated and monolith interleaved. JS sizes in KiB: decoded / gzip -9 / on the wire (Brotli). Content = the page's main content rendered (search results, the CV, the vacancy, every dashboard widget).`,
    '',
    table(
      ['Page', 'Build', 'JS raw / gzip / wire', 'Scripts', 'Requests', 'FCP ms', 'LCP ms', 'TBT ms', 'Content ms'],
      frontend.pages.flatMap((page) => [
        [page.path, ...timingRow('federated', page.federated)],
        ['', ...timingRow('monolith', page.monolith)],
        ['', 'ratio', page.ratios.jsGzip.toFixed(2), '', '', '', page.ratios.lcp.toFixed(2), '', page.ratios.content.toFixed(2)],
      ]),
    ),
    '',
    '### JavaScript by origin (federated), KiB raw / gzip / wire',
    '',
    table(
      ['Page', ...owners, 'shared libraries', 'apps\u2019 own code'],
      frontend.pages.map((page) => [
        page.path,
        ...owners.map((owner) => bytesCell(page.federated.js.byOwner[owner])),
        bytesCell(page.federated.js.libraries),
        bytesCell(page.federated.js.app),
      ]),
    ),
    '',
    barChart(
      'JS gzip per cold load (KiB)',
      'KiB',
      frontend.pages.flatMap((page) => [
        { label: `${page.path} federated`, value: page.federated.js.total.gzip / 1024 },
        { label: `${page.path} monolith`, value: page.monolith.js.total.gzip / 1024 },
      ]),
    ),
    '',
    barChart(
      'LCP (ms, median)',
      'ms',
      frontend.pages.flatMap((page) => [
        { label: `${page.path} federated`, value: page.federated.lcpMs },
        { label: `${page.path} monolith`, value: page.monolith.lcpMs },
      ]),
    ),
    '',
    '### First load of /search by the budget rules (federated)',
    '',
    table(
      ['Part', 'KiB gzip'],
      [
        ['total', kib(first.totalGzip)],
        ['shared libraries (build stats `kind: library`, any origin)', kib(first.sharedLibrariesGzip)],
        ['federation runtime (host `main.js`)', kib(first.federationRuntimeGzip)],
        ['host shell own code', kib(first.hostOwnGzip)],
        ...Object.entries(first.remotes).map(([remote, bytes]) => [`remote ${remote} (its origin)`, kib(bytes)]),
        ['library modules loaded from two origins', first.duplicates.length === 0 ? 'none' : first.duplicates.map((d) => d.module).join(', ')],
      ],
    ),
    '',
    '### Warm navigation: search → CV (another remote)',
    '',
    table(
      ['Build', 'Median ms', 'Runs (ms)', 'JS fetched (KiB gzip)'],
      [
        ['federated', ms(frontend.navigation.federated.medianMs), frontend.navigation.federated.samplesMs.map(ms).join(', '), kib(frontend.navigation.federated.jsGzip)],
        ['monolith', ms(frontend.navigation.monolith.medianMs), frontend.navigation.monolith.samplesMs.map(ms).join(', '), kib(frontend.navigation.monolith.jsGzip)],
        ['ratio', frontend.navigation.ratio.toFixed(2), '', ''],
      ],
    ),
    ...(frontend.failedAttempts.length > 0
      ? ['', `Retried after a failure (${frontend.failedAttempts.length}):`, '', ...frontend.failedAttempts.map((failure) => `- ${failure}`)]
      : []),
  ].join('\n');
}

function lighthouseSection(results: BenchResults): string {
  const rows = results.lighthouse;
  if (!rows || rows.length === 0) return '';
  return [
    '## Lighthouse (federated build)',
    '',
    'Lighthouse 13.5. Medians of the runs; metrics are Lighthouse\u2019s simulated ones.',
    '',
    table(
      ['Preset', 'Page', 'Runs', 'Performance', 'Accessibility', 'Best practices', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'What costs points'],
      rows.map((row) => [
        row.preset,
        row.url.replace(/^https?:\/\/[^/]+/, ''),
        String(row.runs),
        String(row.performance),
        String(row.accessibility),
        String(row.bestPractices),
        ms(row.metrics.fcpMs),
        ms(row.metrics.lcpMs),
        ms(row.metrics.tbtMs),
        row.metrics.cls.toFixed(3),
        Object.entries(row.failedAudits)
          .filter(([, audits]) => audits.length > 0)
          .map(([category, audits]) => `${category}: ${audits.join(', ')}`)
          .join('; '),
      ]),
    ),
  ].join('\n');
}

function searchSection(results: BenchResults): string {
  const runs = results.search;
  if (!runs || runs.length === 0) return '';
  const kinds = [...new Set(runs.flatMap((run) => Object.keys(run.kinds)))];
  const header = ['Query kind', ...runs.map((run) => `${run.database} ${run.cvs.toLocaleString('en')} p50 / p95 / p99 ms (first: p50 / p95) [kept ranking: p50 / p95]`)];
  return [
    '## API: search latency',
    '',
    'From `bench/search/run.ts` (the search code the HTTP handler runs, without HTTP), anonymous; runs per kind in the JSON. The budget is on the repeated search ranked again each time (the database\'s caches and the process\'s count cache warm, the kept page orders forgotten). "first": the same search with the process\'s caches empty, as the first time a process sees the query after any CV changed; a broad query then counts every match for its exact total and facets. "kept ranking": a next page or a repeat of a relevance search while no CV changed, read by id from the order its first run ranked.',
    '',
    table(
      header,
      kinds.map((kind) => [
        kind,
        ...runs.map((run) => {
          const figures = run.kinds[kind];
          if (!figures) return '—';
          const first = figures.coldP95 === undefined ? '' : ` (${figures.coldP50 ?? '—'} / ${figures.coldP95})`;
          const kept = figures.reusedP95 === undefined ? '' : ` [${figures.reusedP50 ?? '—'} / ${figures.reusedP95}]`;
          return `${figures.p50} / ${figures.p95} / ${figures.p99}${first}${kept}`;
        }),
      ]),
    ),
  ].join('\n');
}

function loadSection(results: BenchResults): string {
  const runs = results.load;
  if (!runs || runs.length === 0) return '';
  return [
    '## API: throughput under load and memory',
    '',
    'autocannon, half searches (8 query kinds in turn) and half CV details, as a signed-in recruiter (searches written to the history; anonymous searches pass the admission gate, measured by the flood part), against the API process (LOG_LEVEL=warn). "CV changes/s": another connection updates that many CVs a second during the run (each change retires the counts and page orders the API keeps; over 2 000 matches the counts may lag by up to `SEARCH_COUNT_MAX_LAG_MS`); the budget is on the run without. RSS = the API process tree (on PGlite with its embedded database server; a PostgreSQL server\u2019s memory is not counted).',
    '',
    table(
      ['Database', 'CVs', 'CV changes/s', 'Concurrency', 'Seconds', 'Requests', 'Req/s', 'p50 ms', 'p99 ms', 'Errors', 'Non-2xx', 'RSS idle MiB', 'RSS peak MiB'],
      runs.map((run) => [
        run.database,
        run.cvs.toLocaleString('en'),
        String(run.cvChangesPerSecond ?? 0),
        String(run.concurrency),
        String(run.durationSeconds),
        String(run.requests),
        String(run.requestsPerSecond),
        String(run.latencyP50Ms),
        String(run.latencyP99Ms),
        String(run.errors),
        String(run.non2xx),
        String(run.rssIdleMiB),
        String(run.rssPeakMiB),
      ]),
    ),
  ].join('\n');
}

function mailingSection(results: BenchResults): string {
  const runs = results.mailing;
  if (!runs || runs.length === 0) return '';
  return [
    '## Mailing: accepted and delivered',
    '',
    '`POST /api/team/vacancies/{id}/mailings` with N selected CVs (recipients resolved, credits, one message and one `mail.send` job each), then delivery to a real SMTP server on localhost (`smtp-server` in a process of its own) at the default pace (`MAIL_RATE_LIMIT`), by `npm run worker` in its own process beside the API (the deployment) or by the API process\'s own job runner (`npm start`). The embedded database runs in its own process, over the wire protocol. CPU per message is that of the process that delivered; statements per message are counted in the API process only; the concurrent searches\' share is taken out. Search p95 is of the same searches, one at a time, while nothing is sent (before the mailing and after its delivery) and during the delivery.',
    '',
    table(
      ['Database', 'Jobs run by', 'Recipients', 'Accepted s', 'Delivered s', 'Messages/s', 'Received', 'Job concurrency', 'CPU ms/message', 'SMTP CPU ms/message', 'Statements/message', 'Search p95 idle → sending ms', 'Load average'],
      runs.map((run) => [
        run.database,
        run.runner === 'worker' ? 'worker process' : 'API process',
        run.recipients.toLocaleString('en'),
        String(run.acceptSeconds),
        String(run.deliverSeconds),
        String(run.messagesPerSecond),
        String(run.received),
        String(run.concurrency),
        String(run.cpuMsPerMessage),
        run.smtpCpuMsPerMessage === undefined ? '—' : String(run.smtpCpuMsPerMessage),
        run.queriesPerMessage === undefined ? '—' : String(run.queriesPerMessage),
        run.search === undefined ? '—' : `${run.search.idle.p95Ms} → ${run.search.sending.p95Ms} (${run.search.ratio} ×)`,
        String(run.loadAverage),
      ]),
    ),
  ].join('\n');
}

function observabilitySection(results: BenchResults): string {
  const runs = results.observability;
  if (!runs || runs.length === 0) return '';
  return [
    '## Metrics and tracing',
    '',
    'Two API processes on one PostgreSQL database: one with the Prometheus metrics (scraped every 50 searches) and OpenTelemetry tracing (every request and its SQL exported over OTLP/HTTP) on, one with both off; the same anonymous searches sent to each back to back, in alternating order. Milliseconds, p50 / p95.',
    '',
    table(
      ['CVs', 'Search', 'On', 'Off', 'p95 cost', 'Load average'],
      runs.flatMap((run) => [
        ...run.kinds.map((kind) => [run.cvs.toLocaleString('en'), kind.search, `${kind.observed.p50} / ${kind.observed.p95}`, `${kind.plain.p50} / ${kind.plain.p95}`, `${kind.p95CostPercent} %`, String(run.loadAverage)]),
        [
          run.cvs.toLocaleString('en'),
          `all ${run.searchesPerKindAndSide * run.kinds.length} pooled (${run.spansReceived} spans exported${run.cpuMsPerSearch ? `; CPU ${run.cpuMsPerSearch.observed} vs ${run.cpuMsPerSearch.plain} ms a search` : ''})`,
          `${run.pooled.observed.p50} / ${run.pooled.observed.p95}`,
          `${run.pooled.plain.p50} / ${run.pooled.plain.p95}`,
          `${run.pooled.p95CostPercent} %`,
          String(run.loadAverage),
        ],
      ]),
    ),
  ].join('\n');
}

function scoutingSection(results: BenchResults): string {
  const runs = results.scouting;
  if (!runs || runs.length === 0) return '';
  return [
    '## Scheduled scouting',
    '',
    'Each scout scheduled hourly, its slot made due, and run by the job runner of an API process (`scout.run`): the match set taken as a snapshot (criteria, boundary, counts exact up to 5 000) and stored as one row; timed until committed. Run 1 finds everything new, run 2 nothing. Pages: milliseconds to read page N (20 a page) of the whole match set through the API, new CVs first.',
    '',
    table(
      ['CVs', 'Scout', 'Run', 'Seconds', 'Matches', 'New', 'Pages (ms)', 'Load average'],
      runs.flatMap((result) =>
        result.runs.map((run) => [
          result.cvs.toLocaleString('en'),
          run.kind,
          String(run.run),
          String(run.seconds),
          `${run.totalIsEstimate ? '≈' : ''}${run.total}`,
          String(run.newCount),
          (run.pages ?? []).map((page) => `p${page.page}: ${page.ms}`).join(', '),
          String(result.loadAverage),
        ]),
      ),
    ),
  ].join('\n');
}

function topologySection(results: BenchResults): string {
  const runs = results.topology;
  if (!runs || runs.length === 0) return '';
  return [
    '## Read scale-out (topology)',
    '',
    'The same anonymous searches (autocannon) in one run on one data set: two API processes behind nginx (host/nginx.conf) reading from a PostgreSQL 15 streaming replica (`DATABASE_READ_URL`), then one API process on the primary alone. The machine\'s two cores are shared by every process: the ratio shows what the second process and the replica add on this machine, not on separate hosts.',
    '',
    table(
      ['CVs', 'Seeding s', 'Seconds × connections', '2 processes + replica req/s (p99 ms)', '1 process on the primary req/s (p99 ms)', 'Ratio', 'Failed', 'Load average'],
      runs.map((run) => [
        run.cvs.toLocaleString('en'),
        String(run.seedSeconds),
        `${run.seconds} × ${run.connections}`,
        `${run.scaledOut.requestsPerSecond} (${run.scaledOut.p99Ms})`,
        `${run.single.requestsPerSecond} (${run.single.p99Ms})`,
        String(run.ratio),
        String(run.scaledOut.failures + run.single.failures),
        String(run.loadAverage),
      ]),
    ),
  ].join('\n');
}

function buildsSection(results: BenchResults): string {
  const builds = results.builds;
  if (!builds) return '';
  const release = builds.remoteRelease;
  return [
    '## Builds',
    '',
    'Production builds one after another, each in its own process (as `npm run build -- <app>`), wall time.',
    '',
    table(
      ['App', 'Seconds'],
      [
        ...builds.apps.map((app) => [app.app, app.seconds.toFixed(1)]),
        ['**all apps**', `**${builds.totalSeconds.toFixed(1)}**`],
        ['monolith (`npm run build:monolith`, reference)', builds.monolithSeconds.toFixed(1)],
        [
          `rebuild + release ${release.app} until the host serves it`,
          `${release.seconds.toFixed(1)} (build ${release.buildSeconds}, release ${release.releaseSeconds}; host ${release.hostUntouched ? 'untouched' : 'CHANGED'})`,
        ],
      ],
    ),
  ].join('\n');
}

/** `bench/results/latest.md`: the budgets first, then every measurement as tables. */
export function renderMarkdown(results: BenchResults, checks: readonly BudgetCheck[]): string {
  const machine = results.machine;
  const parts = [
    `# Benchmark results — ${results.startedAt.slice(0, 10)}`,
    '',
    `Run ${results.startedAt} → ${results.finishedAt} on ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}${machine.loadAverage ? `; load average ${machine.loadAverage[0]} at the start, ${machine.loadAverage[1]} at the end (the cores are shared: timings move with it)` : ''}. Options: \`${JSON.stringify(results.options)}\`. Produced by \`npm run bench\`; checked by \`npm run bench:check\`; how to read it: \`bench/README.md\`.`,
    '',
    budgetsSection(checks),
    frontendSection(results),
    lighthouseSection(results),
    searchSection(results),
    loadSection(results),
    mailingSection(results),
    inboundSection(results),
    hostileSection(results),
    scoutingSection(results),
    observabilitySection(results),
    topologySection(results),
    buildsSection(results),
  ];
  if (results.errors.length > 0) {
    parts.push('## Parts that did not run', '', table(['Part', 'Error'], results.errors.map((error) => [error.part, error.message])));
  }
  return `${parts.filter((part) => part !== '').join('\n\n')}\n`;
}
