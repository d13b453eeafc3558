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
    const partial = { file: '/r/2026-11-23T06-00-00.json', results: { ...base, load: [] } };
    const latest = latestResults([partial, newer, older]);
    expect(latest?.results.builds?.totalSeconds).toBe(80);
    expect(latest?.sources).toEqual({ builds: '2026-11-22T06-00-00.json', load: '2026-11-23T06-00-00.json' });
  });

  it('are absent before the first run', () => {
    expect(latestResults([])).toBeUndefined();
  });
});
