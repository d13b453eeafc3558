import type { FastifyInstance } from 'fastify';
import { PLATFORM_RELEASE_ENDPOINTS, releaseHealthSchema, releasesOverviewSchema } from '@platform/contract';
import { readDeploymentManifest } from '../../../../tooling/src/releases';
import { makeTempDir, removeDir } from '../../../../tooling/src/testing/fake-builds';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp, testConfig } from '../../testing/app';
import { grantOperator } from '../auth/operators';
import { recordLoads } from '../release-health/queries';
import { apiPath as path, seedReleaseStore } from './test-store';

describeEachDatabase('the operators’ release endpoints', (getDb) => {
  let rootDir: string;
  let releasesDir: string;
  let app: FastifyInstance;
  let operator: string;
  let recruiter: string;

  beforeEach(async () => {
    rootDir = await makeTempDir();
    releasesDir = await seedReleaseStore(rootDir);
    app = await createTestApp(getDb(), { releaseHealth: { ...testConfig().releaseHealth, releasesDir } });
    const signedOperator = await signUp(app, { kind: 'candidate', name: 'Olga Operator' });
    await grantOperator(getDb(), signedOperator.session.user.email);
    operator = signedOperator.cookie;
    recruiter = (await signUp(app, { kind: 'recruiter' })).cookie;
  });
  afterEach(async () => {
    await app.close();
    await removeDir(rootDir);
  });

  it('refuses visitors (401) and accounts that are not operators (403), whatever they ask', async () => {
    const { list, health, abort, actionStatus } = PLATFORM_RELEASE_ENDPOINTS;
    expect((await app.inject({ method: 'GET', url: path(list.path, '') })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: path(list.path, ''), headers: { cookie: recruiter } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: path(health.path, 'remote-search'), headers: { cookie: recruiter } })).statusCode).toBe(403);
    const refused = await app.inject({ method: 'POST', url: path(abort.path, 'remote-search'), headers: { cookie: recruiter }, payload: { reason: 'not mine', seen: { current: 's1', canary: 's2' } } });
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: path(actionStatus.path, 1), headers: { cookie: recruiter } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: path(actionStatus.path, 1) })).statusCode).toBe(401);
    // Nothing changed for the refused caller.
    expect((await readDeploymentManifest(releasesDir))['remote-search']?.canary?.version).toBe('s2');
  });

  it('lists each app with its current version, running canary, previews and audit, remotes first', async () => {
    const response = await app.inject({ method: 'GET', url: path(PLATFORM_RELEASE_ENDPOINTS.list.path, ''), headers: { cookie: operator } });
    expect(response.statusCode).toBe(200);
    const overview = releasesOverviewSchema.parse(response.json());
    expect(overview.configured).toBe(true);
    expect(overview.apps.map((entry) => entry.app)).toEqual(['remote-cv', 'remote-search', 'host']);
    const search = overview.apps.find((entry) => entry.app === 'remote-search');
    expect(search?.current.version).toBe('s1');
    expect(search?.canary).toEqual({ version: 's2', percent: 20, startedAt: expect.any(String) });
    expect(search?.previews).toEqual([{ version: 'p1', label: 'pr-7', releasedAt: expect.any(String) }]);
    expect(search?.audit.map((line) => line.action)).toEqual(['preview', 'canary', 'release']);
    expect(overview.apps.find((entry) => entry.app === 'remote-cv')).toMatchObject({ current: { version: 'c2' }, previous: 'c1', previews: [] });
  });

  it('gives loads and failures per version in spans of time, zero where nothing was counted', async () => {
    const now = new Date();
    await recordLoads(getDb(), [{ remote: 'remote-search', version: 's1', outcome: 'mounted', count: 40 }], now);
    await recordLoads(getDb(), [{ remote: 'remote-search', version: 's2', outcome: 'mounted', count: 8 }, { remote: 'remote-search', version: 's2', outcome: 'chunk-failed', count: 2 }], now);
    await recordLoads(getDb(), [{ remote: 'remote-search', version: 's2', outcome: 'render-threw', count: 1 }], now);
    // Another remote's counts and counts older than the period are not this chart's.
    await recordLoads(getDb(), [{ remote: 'remote-cv', version: 'c2', outcome: 'mounted', count: 5 }], now);
    await recordLoads(getDb(), [{ remote: 'remote-search', version: 's0', outcome: 'mounted', count: 9 }], new Date(now.getTime() - 3 * 3_600_000));

    const response = await app.inject({ method: 'GET', url: `${path(PLATFORM_RELEASE_ENDPOINTS.health.path, 'remote-search')}?period=1h`, headers: { cookie: operator } });
    expect(response.statusCode).toBe(200);
    const health = releaseHealthSchema.parse(response.json());
    expect(health).toMatchObject({ app: 'remote-search', period: '1h', bucketMinutes: 5 });
    expect(health.buckets).toHaveLength(12);
    expect(health.versions.map(({ version, loads, failures }) => ({ version, loads, failures }))).toEqual([
      { version: 's1', loads: 40, failures: 0 },
      { version: 's2', loads: 10, failures: 3 },
    ]);
    const s2 = health.versions[1];
    // All in one span (this one, or the one before when a span began meanwhile), zeros elsewhere.
    expect(s2?.points.filter((point) => point.loads > 0 || point.failures > 0)).toEqual([{ loads: 10, failures: 3 }]);
    expect(s2?.points.slice(0, -2).every((point) => point.loads === 0 && point.failures === 0)).toBe(true);

    const day = releaseHealthSchema.parse((await app.inject({ method: 'GET', url: path(PLATFORM_RELEASE_ENDPOINTS.health.path, 'remote-search'), headers: { cookie: operator } })).json());
    expect(day.period).toBe('24h');
    expect(day.versions.map((entry) => entry.version)).toEqual(['s1', 's2', 's0']);
  });

  it('says when the API has no release store, and refuses changes without one', async () => {
    const storeless = await createTestApp(getDb());
    try {
      const { cookie, session } = await signUp(storeless, { kind: 'candidate' });
      await grantOperator(getDb(), session.user.email);
      const list = await storeless.inject({ method: 'GET', url: path(PLATFORM_RELEASE_ENDPOINTS.list.path, ''), headers: { cookie } });
      expect(list.json()).toEqual({ configured: false, apps: [] });
      const abort = await storeless.inject({ method: 'POST', url: path(PLATFORM_RELEASE_ENDPOINTS.abort.path, 'remote-search'), headers: { cookie }, payload: { reason: 'x', seen: { current: 's1', canary: 's2' } } });
      expect(abort.statusCode).toBe(409);
      expect(abort.json().error.code).toBe('no_release_store');
    } finally {
      await storeless.close();
    }
  });
});
