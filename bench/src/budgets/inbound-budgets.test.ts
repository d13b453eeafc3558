import type { BenchResults, InboundRun } from '../report/results';
import { readBudgets } from './budgets';
import { inboundChecks } from './inbound-budgets';

const budgets = readBudgets();

function results(inbound: InboundRun[] | undefined): BenchResults {
  return {
    schemaVersion: 1,
    startedAt: '2026-11-28T06:00:00.000Z',
    finishedAt: '2026-11-28T06:05:00.000Z',
    machine: { cpus: 2, cpuModel: 'test', memoryGiB: 8, node: 'v24', chromium: 'Chromium' },
    options: {},
    errors: [],
    ...(inbound === undefined ? {} : { inbound }),
  };
}

const run: InboundRun = {
  database: 'postgres',
  listener: 'inbound',
  replies: 2000,
  connections: 8,
  threads: 500,
  withFiles: 200,
  cvs: 10_000,
  acknowledged: 2000,
  failed: 0,
  stored: 2000,
  lost: 0,
  seconds: 20,
  repliesPerSecond: 100,
  cpuMsPerReply: 3.2,
  senderCpuMsPerReply: 2.5,
  statementsPerReply: 10,
  paced: { perSecond: 100, replies: 2000, acknowledged: 2000, stored: 2000, lost: 0, seconds: 20.2, repliesPerSecond: 99 },
  search: { idle: { samples: 300, p50Ms: 10, p95Ms: 20 }, sending: { samples: 200, p50Ms: 11, p95Ms: 24 }, ratio: 1.2 },
  failures: [],
  loadAverage: 1,
};

const statuses = (inbound: InboundRun[] | undefined) => inboundChecks(budgets, results(inbound)).map((row) => row.status);

describe('inboundChecks', () => {
  it('passes a PostgreSQL run with the listener in its own process at the budget’s size on its limits, inclusive: 100 replies/s, none lost, search p95 at 1.2 × idle', () => {
    const checks = inboundChecks(budgets, results([run]));
    expect(checks.map((row) => row.id)).toEqual(['inbound.rate', 'inbound.lost', 'inbound.search']);
    expect(checks.map((row) => row.status)).toEqual(['pass', 'pass', 'pass']);
    expect(checks[0]).toMatchObject({ measured: '100 replies/s', limit: '≥ 100 replies/s' });
    expect(checks[2]?.note).toContain('p95 24 ms over 200 searches while 2000 replies arrived at 99/s');
  });

  it('fails the search budget when the listener fell behind the steady rate or a paced reply was lost, however quick the searches', () => {
    expect(statuses([{ ...run, paced: { ...run.paced, repliesPerSecond: 80 } }])).toEqual(['pass', 'pass', 'fail']);
    expect(statuses([{ ...run, paced: { ...run.paced, perSecond: 50 } }])).toEqual(['pass', 'pass', 'fail']);
    expect(statuses([{ ...run, paced: { ...run.paced, stored: 1999, lost: 1 } }])).toEqual(['pass', 'fail', 'pass']);
  });

  it('fails each budget past its limit', () => {
    expect(statuses([{ ...run, repliesPerSecond: 99, lost: 1, stored: 1999, search: { ...run.search, ratio: 1.21 } }])).toEqual(['fail', 'fail', 'fail']);
  });

  it('fails the rate when a reply was not acknowledged, however fast the rest, and names why', () => {
    const refused = { ...run, acknowledged: 1999, stored: 1999, failed: 1, failures: ['451 4.3.0 Temporary failure, try again later'], repliesPerSecond: 150 };
    const [rate, lost] = inboundChecks(budgets, results([refused]));
    expect([rate?.status, lost?.status]).toEqual(['fail', 'pass']);
    expect(rate?.note).toContain('1 not acknowledged, e.g. 451');
  });

  it('reads the deployment’s layout; the run with the listener in the API process is named beside it, never checked', () => {
    const inApi = { ...run, listener: 'api' as const, repliesPerSecond: 60, search: { ...run.search, ratio: 2.5 } };
    expect(statuses([inApi])).toEqual(['missing', 'missing', 'missing']);
    const checks = inboundChecks(budgets, results([inApi, run]));
    expect(checks.map((row) => row.status)).toEqual(['pass', 'pass', 'pass']);
    expect(checks[0]?.note).toContain('listener in the API process: 60 replies/s');
    expect(checks[2]?.note).toContain('listener in the API process: 2.5 ×');
  });

  it('never passes without a run at the budget’s database, size and connections', () => {
    expect(statuses(undefined)).toEqual(['missing', 'missing', 'missing']);
    expect(statuses([{ ...run, database: 'pglite' }])).toEqual(['missing', 'missing', 'missing']);
    expect(statuses([{ ...run, replies: 200 }])).toEqual(['missing', 'missing', 'missing']);
    expect(statuses([{ ...run, connections: 1 }])).toEqual(['missing', 'missing', 'missing']);
    // The embedded database's run is reported beside the budget's, not checked.
    expect(statuses([{ ...run, database: 'pglite', repliesPerSecond: 20 }, run])).toEqual(['pass', 'pass', 'pass']);
  });
});
