import type { BenchResults } from './results';
import { latestResults, resultsFileName } from './results-file';

const base: BenchResults = {
  schemaVersion: 1,
  startedAt: '2026-11-22T06:00:00.000Z',
  finishedAt: '2026-11-22T06:10:00.000Z',
  machine: { cpus: 2, cpuModel: 'test', memoryGiB: 8, node: 'v20', chromium: 'Chromium' },
  options: {},
  errors: [],
};

describe('results files', () => {
  it('are named so that sorting by name sorts by time', () => {
    expect(resultsFileName(new Date('2026-11-22T06:05:09.123Z'))).toBe('2026-11-22T06-05-09.json');
  });

  it('compose the newest figures of every part, so a partial run does not hide the others', () => {
    const builds: BenchResults['builds'] = {
      apps: [],
      totalSeconds: 100,
      monolithSeconds: 30,
      remoteRelease: { app: 'remote-search', seconds: 20, buildSeconds: 19, releaseSeconds: 1, hostUntouched: true, version: 'v1' },
    };
    const older = { file: '/r/2026-11-21T06-00-00.json', results: { ...base, builds } };
    const newer = { file: '/r/2026-11-22T06-00-00.json', results: { ...base, builds: { ...builds, totalSeconds: 80 } } };
    const loadRow = { database: 'pglite' as const, cvs: 100_000, concurrency: 16, durationSeconds: 30, requests: 3000, requestsPerSecond: 100, latencyP50Ms: 100, latencyP99Ms: 300, errors: 0, non2xx: 0, rssIdleMiB: 300, rssPeakMiB: 500 };
    const partial = { file: '/r/2026-11-23T06-00-00.json', results: { ...base, load: [loadRow] } };
    const latest = latestResults([partial, newer, older]);
    expect(latest?.results.builds?.totalSeconds).toBe(80);
    expect(latest?.sources).toEqual({ builds: '2026-11-22T06-00-00.json', load: '2026-11-23T06-00-00.json' });
  });

  it('keep the 100 000-CV rows when a later run measured only the million', () => {
    const kinds = { rareWord: { p50: 1, p95: 2, p99: 3, mean: 1, total: 1 } };
    const hundred = { file: '/r/2026-11-22T06-00-00.json', results: { ...base, search: [{ database: 'postgres' as const, cvs: 100_000, runs: 40, kinds }] } };
    const million = { file: '/r/2026-11-23T06-00-00.json', results: { ...base, search: [{ database: 'postgres' as const, cvs: 1_000_000, runs: 40, kinds }] } };
    const latest = latestResults([million, hundred]);
    expect(latest?.results.search?.map((row) => row.cvs)).toEqual([1_000_000, 100_000]);
    expect(latest?.sources.search).toBe('2026-11-23T06-00-00.json, 2026-11-22T06-00-00.json');
  });

  it('keep the run with CVs changing beside the one without at the same concurrency', () => {
    const quiet = { database: 'postgres' as const, cvs: 100_000, concurrency: 16, durationSeconds: 30, requests: 9000, requestsPerSecond: 300, latencyP50Ms: 40, latencyP99Ms: 80, errors: 0, non2xx: 0, rssIdleMiB: 160, rssPeakMiB: 170 };
    const changing = { ...quiet, requestsPerSecond: 250, cvChangesPerSecond: 1 };
    const latest = latestResults([{ file: '/r/2026-11-26T06-00-00.json', results: { ...base, load: [quiet, changing] } }]);
    expect(latest?.results.load?.map((row) => row.requestsPerSecond)).toEqual([300, 250]);
  });

  it('are absent before the first run', () => {
    expect(latestResults([])).toBeUndefined();
  });
});
