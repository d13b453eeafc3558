import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemotesManifest } from '@platform/contract';
import { promoteRollout, readAudit, readDeploymentManifest, releaseApp } from '../../../../tooling/src/releases';
import { makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../../../../tooling/src/testing/fake-builds';
import type { Database } from '../../db/database';
import { describeEachDatabase } from '../../db/testing';
import { JobRegistry, JobRunner } from '../../jobs';
import { enqueueDueSchedules } from '../../jobs/schedules';
import { testConfig } from '../../testing/app';
import { checkReleaseHealth, defineReleaseHealthJob, type HealthLog, RELEASE_HEALTH_JOB, type ReleaseHealthDeps } from './health-job';
import { recordLoads } from './queries';

const NOW = new Date('2026-11-28T04:00:30Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** A logger that keeps what the job decided. */
function memoryLog(): HealthLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (_fields, message) => lines.push(message), warn: (_fields, message) => lines.push(message) };
}

async function count(db: Database, version: string, outcome: 'mounted' | 'mount-threw' | 'entry-failed', times: number, at: Date, remote = 'remote-search') {
  // A beacon carries at most 100 of one outcome: send as many as needed.
  for (let left = times; left > 0; left -= 100) await recordLoads(db, [{ remote, version, outcome, count: Math.min(100, left) }], at);
}

describeEachDatabase('the release-health job', (getDb) => {
  let rootDir: string;
  let releasesDir: string;
  let deps: ReleaseHealthDeps & { log: ReturnType<typeof memoryLog> };

  beforeEach(async () => {
    await getDb().query('DELETE FROM remote_load_counts');
    rootDir = await makeTempDir();
    releasesDir = await releaseFakeVersions(rootDir, { host: ['h1'], 'remote-search': ['s1'] });
    await writeFakeBuild(rootDir, 'remote-search', 's2');
    await releaseApp({ rootDir, releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'remote-search', { canaryPercent: 50 });
    deps = { db: getDb(), config: { ...testConfig().releaseHealth, releasesDir }, log: memoryLog(), now: () => NOW };
  });
  afterEach(async () => {
    await removeDir(rootDir);
  });

  const published = async (): Promise<RemotesManifest> => JSON.parse(await readFile(path.join(releasesDir, 'remotes.json'), 'utf8'));

  it('aborts a canary that fails clearly more than stable, once, with an audit line by the job stating the figures', async () => {
    await count(getDb(), 's2', 'mounted', 40, minutesAgo(3));
    await count(getDb(), 's2', 'mount-threw', 20, minutesAgo(1));
    await count(getDb(), 's1', 'mounted', 59, minutesAgo(2));
    await count(getDb(), 's1', 'mount-threw', 1, minutesAgo(2));

    expect(await checkReleaseHealth(deps)).toEqual([{ app: 'remote-search', action: 'abort', from: 's2', to: 's1', reason: expect.any(String) }]);
    const search = (await published()).remotes.search;
    expect(search?.version).toBe('s1');
    expect(search).not.toHaveProperty('rollout');
    expect((await readDeploymentManifest(releasesDir))['remote-search']?.aborted).toEqual(['s2']);

    const aborts = (await readAudit(releasesDir, 'remote-search')).filter((entry) => entry.action === 'abort');
    expect(aborts).toEqual([
      {
        at: NOW.toISOString(),
        app: 'remote-search',
        action: 'abort',
        from: 's2',
        to: 's1',
        actor: { kind: 'job', name: 'release-health' },
        reason: expect.stringContaining('canary s2: 20 failures in 60 loads (33.3 %); stable s1: 1 failures in 60 loads (1.7 %)'),
        figures: {
          loads: 60,
          failures: 20,
          failureRate: 20 / 60,
          baselineLoads: 60,
          baselineFailures: 1,
          baselineFailureRate: 1 / 60,
          windowMinutes: 10,
          minLoads: 50,
          maxFailureRate: 0.02,
        },
      },
    ]);
    expect(deps.log.lines).toContainEqual(expect.stringContaining('release health aborted the canary s2 of remote-search'));

    // The next minute's run finds no canary: nothing more happens.
    expect(await checkReleaseHealth(deps)).toEqual([]);
    expect((await readAudit(releasesDir, 'remote-search')).filter((entry) => entry.action === 'abort')).toHaveLength(1);
  });

  it('leaves a canary alone below the minimum of loads, when it fails like stable, and counts only the last minutes', async () => {
    await count(getDb(), 's2', 'mount-threw', 49, minutesAgo(1));
    await count(getDb(), 's1', 'mounted', 100, minutesAgo(1));
    expect(await checkReleaseHealth(deps)).toEqual([]);
    expect(deps.log.lines).toContainEqual(expect.stringContaining('too few loads to judge'));

    // Failures older than the window do not count.
    await count(getDb(), 's2', 'mount-threw', 100, minutesAgo(30));
    expect(await checkReleaseHealth(deps)).toEqual([]);

    // Both failing alike (an outage of the API, say): 10 % against 9 %.
    await getDb().query('DELETE FROM remote_load_counts');
    await count(getDb(), 's2', 'mounted', 90, minutesAgo(1));
    await count(getDb(), 's2', 'entry-failed', 10, minutesAgo(1));
    await count(getDb(), 's1', 'mounted', 91, minutesAgo(1));
    await count(getDb(), 's1', 'entry-failed', 9, minutesAgo(1));
    expect(await checkReleaseHealth(deps)).toEqual([]);
    expect((await published()).remotes.search?.rollout?.percent).toBe(50);
    expect((await readAudit(releasesDir, 'remote-search')).map((entry) => entry.action)).not.toContain('abort');
  });

  it('rolls back a fully released version that fails where the one before did not, once', async () => {
    await count(getDb(), 's1', 'mounted', 500, minutesAgo(600));
    const context = { rootDir, releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN };
    await promoteRollout(context, 'remote-search');
    await count(getDb(), 's2', 'mounted', 30, minutesAgo(2));
    await count(getDb(), 's2', 'mount-threw', 30, minutesAgo(1));

    expect(await checkReleaseHealth(deps)).toEqual([{ app: 'remote-search', action: 'rollback', from: 's2', to: 's1', reason: expect.any(String) }]);
    expect((await published()).remotes.search?.version).toBe('s1');
    const [rollback] = (await readAudit(releasesDir, 'remote-search')).filter((entry) => entry.action === 'rollback');
    expect(rollback).toMatchObject({
      actor: { kind: 'job', name: 'release-health' },
      reason: expect.stringContaining('release s2: 30 failures in 60 loads (50.0 %); previous s1: 0 failures in 500 loads (0.0 %)'),
      figures: { loads: 60, failures: 30, baselineLoads: 500 },
    });
    // s1 is current by a rollback now: never judged again, so no toggling back.
    expect(await checkReleaseHealth(deps)).toEqual([]);
  });

  it('runs every minute in the job runner and does nothing without a release store', async () => {
    await count(getDb(), 's2', 'mount-threw', 60, new Date());
    const idle = await checkReleaseHealth({ ...deps, config: { ...deps.config, releasesDir: undefined } });
    expect(idle).toEqual([]);

    const jobs = new JobRegistry();
    defineReleaseHealthJob(jobs, { ...deps, now: () => new Date() });
    const runner = new JobRunner(getDb(), jobs, { pollMs: 10 });
    await runner.start();
    await runner.stop();
    const { rows } = await getDb().query<{ next_run_at: Date; cron: string }>('SELECT cron, next_run_at FROM job_schedules WHERE name = $1', [RELEASE_HEALTH_JOB]);
    expect(rows[0]?.cron).toBe('* * * * *');
    expect(await enqueueDueSchedules(getDb(), [RELEASE_HEALTH_JOB], new Date((rows[0]?.next_run_at.getTime() ?? 0) + 1000))).toBe(1);
    await new JobRunner(getDb(), jobs).runUntilIdle();
    expect((await readAudit(releasesDir, 'remote-search')).filter((entry) => entry.action === 'abort')).toMatchObject([{ actor: { kind: 'job', name: 'release-health' } }]);
  });
});
