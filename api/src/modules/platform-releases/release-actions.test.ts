import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { PLATFORM_RELEASE_ENDPOINTS, type ReleaseActionStatus, releaseActionStatusSchema, type ReleaseSeenState } from '@platform/contract';
import { promoteRollout, readAudit, readDeploymentManifest } from '../../../../tooling/src/releases';
import { makeTempDir, removeDir, TEST_REMOTES_ORIGIN } from '../../../../tooling/src/testing/fake-builds';
import { describeEachDatabase } from '../../db/testing';
import { JobRegistry, JobRunner } from '../../jobs';
import { createTestApp, signUp, testConfig } from '../../testing/app';
import { grantOperator } from '../auth/operators';
import { defineReleaseActionJob, RELEASE_ACTION_JOB } from './action-job';
import { apiPath, seedReleaseStore } from './test-store';

const { promote, abort, rollback, actionStatus } = PLATFORM_RELEASE_ENDPOINTS;
const CANARY: ReleaseSeenState = { current: 's1', canary: 's2' };

describeEachDatabase('the operators’ release actions, run as jobs', (getDb) => {
  let rootDir: string;
  let releasesDir: string;
  let app: FastifyInstance;
  let jobs: JobRegistry;
  let operator: string;

  async function openApi(storeDir: string): Promise<FastifyInstance> {
    jobs = new JobRegistry();
    const api = await createTestApp(getDb(), { releaseHealth: { ...testConfig().releaseHealth, releasesDir: storeDir } }, jobs);
    const signed = await signUp(api, { kind: 'candidate', name: 'Olga Operator' });
    await grantOperator(getDb(), signed.session.user.email);
    operator = signed.cookie;
    return api;
  }
  const ask = (url: string, payload: object) => app.inject({ method: 'POST', url: apiPath(url, 'remote-search'), headers: { cookie: operator }, payload });
  async function statusOf(id: number): Promise<ReleaseActionStatus> {
    const response = await app.inject({ method: 'GET', url: apiPath(actionStatus.path, id), headers: { cookie: operator } });
    expect(response.statusCode).toBe(200);
    return releaseActionStatusSchema.parse(response.json());
  }
  const runJobs = (registry: JobRegistry) => new JobRunner(getDb(), registry).runUntilIdle();
  const canaryOf = async () => (await readDeploymentManifest(releasesDir))['remote-search']?.canary?.version;

  beforeEach(async () => {
    rootDir = await makeTempDir();
    releasesDir = await seedReleaseStore(rootDir);
  });
  afterEach(async () => {
    await app.close();
    await removeDir(rootDir);
  });

  it('aborts a canary as a job: 202 queued, then done with what it did, audited with the operator; a double click acts once', async () => {
    app = await openApi(releasesDir);
    const noReason = await ask(abort.path, { reason: '  ', seen: CANARY });
    expect(noReason.statusCode).toBe(400);

    const first = await ask(abort.path, { reason: 'checkout errors', seen: CANARY });
    const second = await ask(abort.path, { reason: 'checkout errors', seen: CANARY });
    expect(first.statusCode).toBe(202);
    const queued = releaseActionStatusSchema.parse(first.json());
    expect(queued).toEqual({ id: expect.any(Number), app: 'remote-search', action: 'abort', state: 'queued' });
    expect(releaseActionStatusSchema.parse(second.json()).id).toBe(queued.id);
    // Nothing changes before a process that may write the store runs the job.
    expect(await canaryOf()).toBe('s2');

    await runJobs(jobs);
    expect(await statusOf(queued.id)).toEqual({ ...queued, state: 'done', result: { app: 'remote-search', from: 's2', to: 's1' } });
    expect(await canaryOf()).toBeUndefined();
    const aborts = (await readAudit(releasesDir, 'remote-search')).filter((line) => line.action === 'abort');
    expect(aborts).toEqual([expect.objectContaining({ from: 's2', to: 's1', reason: 'checkout errors', actor: { kind: 'person', name: expect.stringContaining('Olga Operator') } })]);

    // The page still showing the canary: the state moved, said at once, nothing enqueued.
    const stale = await ask(abort.path, { reason: 'twice', seen: CANARY });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'release_state_changed', message: expect.stringContaining('remote-search') });
    // On the state it shows now: no canary to abort.
    const none = await ask(abort.path, { reason: 'twice', seen: { current: 's1' } });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('no_rollout');
  });

  it('promotes and rolls back, and refuses at once what the store would refuse', async () => {
    app = await openApi(releasesDir);
    const promoted = releaseActionStatusSchema.parse((await ask(promote.path, { reason: 'healthy for a day', seen: CANARY })).json());
    await runJobs(jobs);
    expect(await statusOf(promoted.id)).toMatchObject({ state: 'done', result: { from: 's1', to: 's2' } });

    const unknown = await ask(rollback.path, { reason: 'x', version: 'nope', seen: { current: 's2' } });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error.code).toBe('unknown_version');

    const rolled = await ask(rollback.path, { reason: 'slow search', seen: { current: 's2' } });
    expect(rolled.statusCode).toBe(202);
    await runJobs(jobs);
    expect(await statusOf(releaseActionStatusSchema.parse(rolled.json()).id)).toMatchObject({ state: 'done', result: { from: 's2', to: 's1' } });
    expect((await readDeploymentManifest(releasesDir))['remote-search']?.current).toBe('s1');
    const lines = (await readAudit(releasesDir, 'remote-search')).slice(-2);
    expect(lines.map(({ action, reason, actor }) => ({ action, reason, actor: actor.kind }))).toEqual([
      { action: 'promote', reason: 'healthy for a day', actor: 'person' },
      { action: 'rollback', reason: 'slow search', actor: 'person' },
    ]);
    // The host has one release: nothing to roll back to.
    const host = await app.inject({ method: 'POST', url: apiPath(rollback.path, 'host'), headers: { cookie: operator }, payload: { reason: 'x', seen: { current: 'h1' } } });
    expect(host.statusCode).toBe(409);
    expect(host.json().error.code).toBe('nothing_to_roll_back');
  });

  it('refuses, when it runs, an action whose app moved after it was asked, changing nothing', async () => {
    app = await openApi(releasesDir);
    const asked = releaseActionStatusSchema.parse((await ask(abort.path, { reason: 'errors', seen: CANARY })).json());
    // Someone promotes the canary with the release tools before the job runs.
    await promoteRollout({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'remote-search');
    await runJobs(jobs);
    const status = await statusOf(asked.id);
    expect(status).toMatchObject({ state: 'refused', error: { code: 'release_state_changed', message: expect.stringContaining('s2') } });
    expect((await readDeploymentManifest(releasesDir))['remote-search']?.current).toBe('s2');
    expect((await readAudit(releasesDir, 'remote-search')).some((line) => line.action === 'abort')).toBe(false);
    const unknown = await app.inject({ method: 'GET', url: apiPath(actionStatus.path, asked.id + 1000), headers: { cookie: operator } });
    expect(unknown.statusCode).toBe(404);
  });

  it('a read-only API (the compose layout) enqueues and never runs the job; a worker that may write the store runs it once', async () => {
    // The API's view of the store: a read-only bind mount, as compose mounts it (root may write any file, not a read-only mount).
    const readOnly = path.join(rootDir, 'api-view');
    await mkdir(readOnly);
    execFileSync('mount', ['--bind', releasesDir, readOnly]);
    try {
      execFileSync('mount', ['-o', 'remount,ro,bind', readOnly]);
      app = await openApi(readOnly);
      expect(jobs.get(RELEASE_ACTION_JOB)).toBeUndefined();
      const first = await ask(abort.path, { reason: 'bad canary', seen: CANARY });
      const again = await ask(abort.path, { reason: 'bad canary', seen: CANARY });
      expect(first.statusCode).toBe(202);
      const { id } = releaseActionStatusSchema.parse(first.json());
      expect(releaseActionStatusSchema.parse(again.json()).id).toBe(id);
      // The API runs its jobs: this one is not among them.
      await runJobs(jobs);
      expect((await statusOf(id)).state).toBe('queued');
      expect(await canaryOf()).toBe('s2');

      // The worker, with the store read-write.
      const worker = new JobRegistry();
      expect(await defineReleaseActionJob(worker, { ...testConfig().releaseHealth, releasesDir })).toBe(true);
      await runJobs(worker);
      expect(await statusOf(id)).toMatchObject({ state: 'done', result: { from: 's2', to: 's1' } });
      expect(await canaryOf()).toBeUndefined();
      const aborts = (await readAudit(releasesDir, 'remote-search')).filter((line) => line.action === 'abort');
      expect(aborts).toHaveLength(1);
      expect(aborts[0]?.actor).toEqual({ kind: 'person', name: expect.stringContaining('Olga Operator') });
    } finally {
      execFileSync('umount', [readOnly]);
    }
  });
});
