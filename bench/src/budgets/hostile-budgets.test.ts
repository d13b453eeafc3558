import type { BenchResults } from '../report/results';
import { readBudgets } from './budgets';
import { hostileChecks } from './hostile-budgets';

const budgets = readBudgets();

function results(overrides: Partial<BenchResults>): BenchResults {
  return {
    schemaVersion: 1,
    startedAt: '2026-11-26T06:00:00.000Z',
    finishedAt: '2026-11-26T06:30:00.000Z',
    machine: { cpus: 2, cpuModel: 'test', memoryGiB: 8, node: 'v20', chromium: 'Chromium' },
    options: {},
    errors: [],
    ...overrides,
  };
}

const mixed = (seconds: number, lost = 0, errors = 0): NonNullable<BenchResults['mixedLoad']> => ({
  database: 'pglite',
  concurrency: 64,
  durationSeconds: seconds,
  requests: 6000,
  requestsPerSecond: 100,
  errors,
  errorSamples: errors > 0 ? ['favourites add: 500 boom'] : [],
  operations: {},
  writes: { acknowledged: 900, found: 900 - lost, lost },
});

const flood = (readyP95Ms: number, seconds = 60): NonNullable<BenchResults['searchFlood']> => ({
  database: 'pglite',
  concurrency: 64,
  durationSeconds: seconds,
  searches: 3000,
  searchesPerSecond: 50,
  searchP50Ms: 800,
  searchP99Ms: 3000,
  searchErrors: 0,
  searchNon2xx: {},
  readyProbes: 500,
  readyP50Ms: 10,
  readyP95Ms,
  readyMaxMs: 400,
  readyFailures: 0,
});

const soak = (growth: number): NonNullable<BenchResults['soak']> => {
  const { database: _database, ...workload } = mixed(300);
  return {
    database: 'pglite',
    seconds: 300,
    workload,
    apiRssStartMiB: 200,
    apiRssEndMiB: 200 * (1 + growth / 100),
    apiRssPeakMiB: 260,
    apiMemoryGrowthPercent: growth,
    treeRssStartMiB: 500,
    treeRssEndMiB: 520,
    samples: 150,
  };
};

const status = (checks: ReturnType<typeof hostileChecks>, id: string) => checks.find((row) => row.id === id)?.status;

describe('load and soak budgets', () => {
  it('are missing, never passed, without results', () => {
    expect(hostileChecks(budgets, results({})).map((row) => row.status)).toEqual(['missing', 'missing', 'missing']);
  });

  it('pass a full run with no error, no lost write, ready p95 and memory growth in budget', () => {
    const checks = hostileChecks(budgets, results({ mixedLoad: mixed(60), searchFlood: flood(40), soak: soak(4) }));
    expect(checks.map((row) => row.status)).toEqual(['pass', 'pass', 'pass']);
  });

  it('fail on one lost write, one error, a slow readiness probe or too much growth', () => {
    expect(status(hostileChecks(budgets, results({ mixedLoad: mixed(60, 1) })), 'hostile.mixed')).toBe('fail');
    expect(status(hostileChecks(budgets, results({ mixedLoad: mixed(60, 0, 1) })), 'hostile.mixed')).toBe('fail');
    expect(status(hostileChecks(budgets, results({ searchFlood: flood(140) })), 'hostile.flood')).toBe('fail');
    expect(status(hostileChecks(budgets, results({ soak: soak(12) })), 'hostile.soak')).toBe('fail');
  });

  it('report a shortened run as missing when it would pass, and as failed when it already fails', () => {
    const short = hostileChecks(budgets, results({ mixedLoad: mixed(20), searchFlood: flood(40, 20) }));
    expect(status(short, 'hostile.mixed')).toBe('missing');
    expect(short.find((row) => row.id === 'hostile.mixed')?.note).toContain('shortened run (20 s');
    expect(status(short, 'hostile.flood')).toBe('missing');
    expect(status(hostileChecks(budgets, results({ mixedLoad: mixed(20, 3) })), 'hostile.mixed')).toBe('fail');
  });
});
