import type { BenchResults, PageBuild } from '../report/results';
import { type Budgets, evaluateBudgets, readBudgets } from './budgets';

const budgets: Budgets = readBudgets();

function pageBuild(gzip: number, lcpMs: number, byOwner: Record<string, number>): PageBuild {
  const bytes = (value: number) => ({ raw: value * 3, gzip: value, transfer: value });
  return {
    runs: 3,
    fcpMs: 1000,
    lcpMs,
    tbtMs: 100,
    contentMs: lcpMs,
    requests: 10,
    js: {
      scripts: 5,
      total: bytes(gzip),
      byOwner: Object.fromEntries(Object.entries(byOwner).map(([owner, value]) => [owner, bytes(value)])),
      libraries: bytes(gzip / 2),
      app: bytes(gzip / 2),
    },
    samples: [],
  };
}

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    schemaVersion: 1,
    startedAt: '2026-11-22T06:00:00.000Z',
    finishedAt: '2026-11-22T06:30:00.000Z',
    machine: { cpus: 2, cpuModel: 'test', memoryGiB: 8, node: 'v20', chromium: 'Chromium' },
    options: {},
    errors: [],
    ...overrides,
  };
}

const KIB = 1024;

const frontend: NonNullable<BenchResults['frontend']> = {
  networkProfile: 'test',
  cpuSlowdown: 4,
  runs: 3,
  pages: [
    {
      id: 'search',
      path: '/search',
      federated: pageBuild(220 * KIB, 2100, { host: 190 * KIB, search: 30 * KIB }),
      monolith: pageBuild(200 * KIB, 2000, { monolith: 200 * KIB }),
      ratios: { jsGzip: 1.1, lcp: 1.05, content: 1.05 },
    },
  ],
  navigation: {
    federated: { runs: 3, medianMs: 700, samplesMs: [690, 700, 710], jsGzip: 20 * KIB },
    monolith: { runs: 3, medianMs: 500, samplesMs: [490, 500, 510], jsGzip: 15 * KIB },
    ratio: 1.4,
  },
  searchFirstLoad: {
    totalGzip: 220 * KIB,
    hostOwnGzip: 35 * KIB,
    federationRuntimeGzip: 40 * KIB,
    sharedLibrariesGzip: 115 * KIB,
    remotes: { search: 30 * KIB },
    duplicates: [],
    unclassified: [],
    hostSourcesInEntry: [],
  },
  failedAttempts: [],
};

const byId = (checks: ReturnType<typeof evaluateBudgets>, id: string) => checks.find((check) => check.id === id);

describe('evaluateBudgets', () => {
  it('never passes a budget that has no measurement', () => {
    const checks = evaluateBudgets(budgets, results());
    expect(checks.length).toBeGreaterThan(10);
    expect(checks.every((check) => check.status === 'missing')).toBe(true);
  });

  it('checks bundle sizes and ratios at their limits, inclusive', () => {
    const checks = evaluateBudgets(budgets, results({ frontend }));
    expect(byId(checks, 'bundle.total')?.status).toBe('pass');
    expect(byId(checks, 'bundle.host')?.status).toBe('pass');
    expect(byId(checks, 'bundle.remote.search')).toMatchObject({ status: 'pass', measured: '30.0 KiB' });
    // 220 − 200 KiB with one remote: within 35 KiB.
    expect(byId(checks, 'overhead.bytes.search')).toMatchObject({ status: 'pass', measured: '20.0 KiB', limit: '≤ 35 KiB' });
    expect(byId(checks, 'ratio.navigation')).toMatchObject({ status: 'fail', measured: '1.40', note: '700 ms vs 500 ms' });
  });

  it('allows 35 KiB of federation overhead for one remote and 10 KiB more per further remote entry', () => {
    const dashboard = (federatedKiB: number) => ({
      id: 'dashboard',
      path: '/',
      federated: pageBuild(federatedKiB * KIB, 2100, { host: 190 * KIB, search: 10 * KIB, team: 10 * KIB, user: 10 * KIB }),
      monolith: pageBuild(200 * KIB, 2000, { monolith: 200 * KIB }),
      ratios: { jsGzip: federatedKiB / 200, lcp: 1, content: 1 },
    });
    const check = (federatedKiB: number) =>
      byId(evaluateBudgets(budgets, results({ frontend: { ...frontend, pages: [dashboard(federatedKiB)] } })), 'overhead.bytes.dashboard');
    expect(check(255)).toMatchObject({ status: 'pass', limit: '≤ 55 KiB', measured: '55.0 KiB' });
    expect(check(255.5)).toMatchObject({ status: 'fail' });
    const oneRemote = {
      id: 'search',
      path: '/search',
      federated: pageBuild(236 * KIB, 2100, { host: 190 * KIB, search: 46 * KIB }),
      monolith: pageBuild(200 * KIB, 2000, { monolith: 200 * KIB }),
      ratios: { jsGzip: 1.18, lcp: 1, content: 1 },
    };
    expect(byId(evaluateBudgets(budgets, results({ frontend: { ...frontend, pages: [oneRemote] } })), 'overhead.bytes.search')?.status).toBe('fail');
  });

  it('holds each federated page\'s phone LCP to its limit, inclusive, and to its monolith\'s', () => {
    const page = (federatedMs: number, monolithMs: number) => ({
      id: 'search',
      path: '/search',
      federated: pageBuild(220 * KIB, federatedMs, { host: 190 * KIB, search: 30 * KIB }),
      monolith: pageBuild(200 * KIB, monolithMs, { monolith: 200 * KIB }),
      ratios: { jsGzip: 1.1, lcp: federatedMs / monolithMs, content: 1 },
    });
    const checks = (federatedMs: number, monolithMs: number) => evaluateBudgets(budgets, results({ frontend: { ...frontend, pages: [page(federatedMs, monolithMs)] } }));
    expect(byId(checks(1800, 1800), 'lcp.search')).toMatchObject({ status: 'pass', limit: '≤ 1800 ms', measured: '1800 ms' });
    expect(byId(checks(1800, 1800), 'ratio.lcp.search')?.status).toBe('pass');
    expect(byId(checks(1801, 1900), 'lcp.search')?.status).toBe('fail');
    expect(byId(checks(1700, 1650), 'ratio.lcp.search')?.status).toBe('fail');
  });

  it('fails the shell budget when main.js starts holding host code, whatever its size', () => {
    const moved = { ...frontend, searchFirstLoad: { ...frontend.searchFirstLoad, hostSourcesInEntry: ['./src/app/app.tsx'] } };
    expect(byId(evaluateBudgets(budgets, results({ frontend: moved })), 'bundle.host')?.status).toBe('fail');
  });

  it('fails on a library loaded from two origins and names it', () => {
    const twice = { ...frontend, searchFirstLoad: { ...frontend.searchFirstLoad, duplicates: [{ module: 'react-dom/client.js', owners: ['host', 'search'] }] } };
    expect(byId(evaluateBudgets(budgets, results({ frontend: twice })), 'bundle.duplicates')).toMatchObject({
      status: 'fail',
      note: 'react-dom/client.js (host, search)',
    });
  });

  it('reads the search budget per database, naming the slowest kind', () => {
    const search: BenchResults['search'] = [
      { database: 'postgres', cvs: 100_000, runs: 40, kinds: { rareWord: { p50: 2, p95: 4, p99: 5, mean: 2, total: 3 }, commonWord: { p50: 40, p95: 61, p99: 70, mean: 45, total: 45_000 } } },
      { database: 'pglite', cvs: 100_003, runs: 40, kinds: { rareWord: { p50: 5, p95: 9, p99: 11, mean: 6, total: 3 } } },
    ];
    const checks = evaluateBudgets(budgets, results({ search }));
    expect(byId(checks, 'search.postgres')).toMatchObject({ status: 'fail', measured: '61 ms (commonWord)', note: 'over: commonWord 61 ms' });
    expect(byId(checks, 'search.pglite')?.status).toBe('pass');
  });

  it('reads the mailing budget from the PostgreSQL run with the worker: accepted in time, delivered fast enough, every message received, search kept fast', () => {
    const run = {
      database: 'postgres' as const,
      runner: 'worker' as const,
      recipients: 10_000,
      acceptSeconds: 1.2,
      deliverSeconds: 40,
      messagesPerSecond: 250,
      received: 10_000,
      concurrency: 40,
      cpuMsPerMessage: 1.6,
      loadAverage: 1,
      search: { idle: { samples: 100, p50Ms: 8, p95Ms: 10 }, sending: { samples: 400, p50Ms: 9, p95Ms: 11 }, ratio: 1.1 },
    };
    const statuses = (mailing: NonNullable<BenchResults['mailing']>) =>
      evaluateBudgets(budgets, results({ mailing }))
        .filter((item) => item.id.startsWith('mailing.'))
        .map((item) => item.status);
    expect(statuses([run])).toEqual(['pass', 'pass', 'pass']);
    expect(statuses([{ ...run, acceptSeconds: 3.5, messagesPerSecond: 150, search: { ...run.search, ratio: 1.5 } }])).toEqual(['fail', 'fail', 'fail']);
    expect(statuses([{ ...run, received: 9_999 }])).toEqual(['pass', 'fail', 'pass']);
    const { search: _search, ...withoutSearch } = run;
    expect(statuses([withoutSearch])).toEqual(['pass', 'pass', 'missing']);
    expect(statuses([{ ...run, database: 'pglite' }])).toEqual(['missing', 'missing', 'missing']);
    // The API process's run is reported beside the worker's, not checked; alone it is not the budget's layout.
    const inApi = { ...run, runner: 'api' as const, search: { ...run.search, ratio: 1.4 } };
    expect(statuses([run, inApi])).toEqual(['pass', 'pass', 'pass']);
    expect(byId(evaluateBudgets(budgets, results({ mailing: [run, inApi] })), 'mailing.search')?.note).toContain('jobs in the API process: 1.4 ×');
    const { runner: _runner, ...older } = run;
    expect(statuses([older])).toEqual(['missing', 'missing', 'missing']);
  });

  it('reads the CV file intake at the budget’s size only: files per second and peak memory', () => {
    const run = { files: 1000, extractFilesPerSecond: 60, importFilesPerSecond: 20, peakRssMb: 599, loadAverage: 1 };
    const checks = evaluateBudgets(budgets, results({ intake: [run] }));
    expect([byId(checks, 'intake.speed')?.status, byId(checks, 'intake.memory')?.status]).toEqual(['pass', 'pass']);
    const slow = evaluateBudgets(budgets, results({ intake: [{ ...run, importFilesPerSecond: 19, peakRssMb: 600 }] }));
    expect([byId(slow, 'intake.speed')?.status, byId(slow, 'intake.memory')?.status]).toEqual(['fail', 'fail']);
    expect(byId(evaluateBudgets(budgets, results({ intake: [{ ...run, files: 40 }] })), 'intake.speed')?.status).toBe('missing');
  });

  it('judges the searches during a CV file import against the same searches idle, over the budget’s CVs', () => {
    const series = (p95Ms: number) => ({ samples: 200, p50Ms: p95Ms / 2, p95Ms });
    const run = { files: 1000, extractFilesPerSecond: 60, importFilesPerSecond: 20, peakRssMb: 400, loadAverage: 1 };
    const searched = (ratio: number, cvs = 20_000) => ({ ...run, search: { cvs, idle: series(10), importing: series(10 * ratio), ratio } });
    expect(byId(evaluateBudgets(budgets, results({ intake: [run] })), 'intake.search')?.status).toBe('missing');
    expect(byId(evaluateBudgets(budgets, results({ intake: [searched(1.2)] })), 'intake.search')?.status).toBe('pass');
    expect(byId(evaluateBudgets(budgets, results({ intake: [searched(1.3)] })), 'intake.search')?.status).toBe('fail');
    expect(byId(evaluateBudgets(budgets, results({ intake: [searched(1.0, 2_000)] })), 'intake.search')?.status).toBe('missing');
  });

  it('judges metrics and tracing on the pooled p95 of a run at the budget’s size that exported spans', () => {
    const latency = (p95: number) => ({ p50: p95 / 2, p95 });
    const run = {
      cvs: 100_000,
      searchesPerKindAndSide: 200,
      kinds: [{ search: '{"text":"developer"}', observed: latency(42), plain: latency(40), p95CostPercent: 5 }],
      pooled: { observed: latency(41), plain: latency(40), p95CostPercent: 2.5 },
      worstP95CostPercent: 5,
      spansReceived: 4000,
      loadAverage: 1,
    };
    const status = (overrides: Partial<typeof run>) => byId(evaluateBudgets(budgets, results({ observability: [{ ...run, ...overrides }] })), 'observability.searchP95')?.status;
    expect(status({})).toBe('pass');
    expect(status({ pooled: { ...run.pooled, p95CostPercent: 5.1 } })).toBe('fail');
    expect(status({ spansReceived: 0 })).toBe('fail');
    expect(status({ cvs: 20_000 })).toBe('missing');
    expect(status({ searchesPerKindAndSide: 40 })).toBe('missing');
  });

  it('needs both the rate and zero errors for throughput', () => {
    const run = { database: 'postgres' as const, cvs: 100_000, concurrency: 16, durationSeconds: 30, requests: 12_000, requestsPerSecond: 400, latencyP50Ms: 30, latencyP99Ms: 90, errors: 0, non2xx: 3, rssIdleMiB: 100, rssPeakMiB: 150 };
    expect(byId(evaluateBudgets(budgets, results({ load: [run] })), 'throughput')?.status).toBe('fail');
    expect(byId(evaluateBudgets(budgets, results({ load: [{ ...run, non2xx: 0 }] })), 'throughput')?.status).toBe('pass');
  });

  it('reads throughput from the run without CV changes, the one with them reported beside it', () => {
    const quiet = { database: 'postgres' as const, cvs: 100_000, concurrency: 16, durationSeconds: 30, requests: 12_000, requestsPerSecond: 400, latencyP50Ms: 30, latencyP99Ms: 90, errors: 0, non2xx: 0, rssIdleMiB: 100, rssPeakMiB: 150 };
    const changing = { ...quiet, requestsPerSecond: 250, cvChangesPerSecond: 1 };
    expect(byId(evaluateBudgets(budgets, results({ load: [changing, quiet] })), 'throughput')?.measured).toBe('400 req/s, 0 errors');
    expect(byId(evaluateBudgets(budgets, results({ load: [changing] })), 'throughput')?.status).toBe('missing');
  });

  it('fails a remote release that touched the host, however fast', () => {
    const builds: BenchResults['builds'] = {
      apps: [{ app: 'host', seconds: 20 }],
      totalSeconds: 90,
      monolithSeconds: 30,
      remoteRelease: { app: 'remote-search', seconds: 20, buildSeconds: 19, releaseSeconds: 1, hostUntouched: false, version: 'v' },
    };
    const checks = evaluateBudgets(budgets, results({ builds }));
    expect(byId(checks, 'builds.all')?.status).toBe('pass');
    expect(byId(checks, 'builds.remote')?.status).toBe('fail');
  });
});
