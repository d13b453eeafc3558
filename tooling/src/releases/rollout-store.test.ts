import { makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN, writeFakeBuild } from '../testing/fake-builds';
import { readAudit } from './audit';
import { readDeploymentManifest, releaseApp, rollBackApp } from './release-store';
import { abortRollout, promoteRollout } from './rollout-store';

let rootDir: string;
let releasesDir: string;
beforeEach(async () => {
  rootDir = await makeTempDir();
  releasesDir = await releaseFakeVersions(rootDir, { host: ['h1'], 'remote-search': ['s1'] });
  await writeFakeBuild(rootDir, 'remote-search', 's2');
  await releaseApp({ rootDir, releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN }, 'remote-search', { canaryPercent: 50 });
});
afterEach(async () => {
  await removeDir(rootDir);
});

describe('abortRollout of a named canary (the release-health job)', () => {
  const context = () => ({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN, audit: { actor: { kind: 'job' as const, name: 'release-health' } } });

  it('changes nothing when another canary runs than the one judged', async () => {
    await expect(abortRollout(context(), 'remote-search', 's0')).rejects.toMatchObject({ code: 'NO_ROLLOUT' });
    expect((await readDeploymentManifest(releasesDir))['remote-search']?.canary?.version).toBe('s2');
    expect((await readAudit(releasesDir, 'remote-search')).map((entry) => entry.action)).not.toContain('abort');
  });

  it('aborts the canary judged once; a second abort is refused with NO_ROLLOUT and writes nothing', async () => {
    expect(await abortRollout(context(), 'remote-search', 's2')).toEqual({ from: 's2', to: 's1' });
    await expect(abortRollout(context(), 'remote-search', 's2')).rejects.toMatchObject({ code: 'NO_ROLLOUT' });
    expect((await readAudit(releasesDir, 'remote-search')).filter((entry) => entry.action === 'abort')).toEqual([
      expect.objectContaining({ from: 's2', to: 's1', actor: { kind: 'job', name: 'release-health' } }),
    ]);
  });
});

describe('a change decided on a state the app has left (the operators’ page)', () => {
  const context = (expected: { current: string; canary?: string }) => ({ releasesDir, remotesOrigin: TEST_REMOTES_ORIGIN, expected });

  it('is refused with STATE_CHANGED under the lock, and nothing is written', async () => {
    // The page showed s1 with no canary: a canary has started since.
    await expect(promoteRollout(context({ current: 's1' }), 'remote-search')).rejects.toMatchObject({ code: 'STATE_CHANGED', message: expect.stringContaining('canary of s2') });
    await expect(abortRollout(context({ current: 's0', canary: 's2' }), 'remote-search')).rejects.toMatchObject({ code: 'STATE_CHANGED' });
    await expect(rollBackApp(context({ current: 'h0' }), 'host')).rejects.toMatchObject({ code: 'STATE_CHANGED' });
    expect((await readDeploymentManifest(releasesDir))['remote-search']).toMatchObject({ current: 's1', canary: { version: 's2' } });
    expect((await readAudit(releasesDir, 'remote-search')).map((entry) => entry.action)).toEqual(['release', 'canary']);
  });

  it('goes ahead on the state it was decided on', async () => {
    expect(await promoteRollout(context({ current: 's1', canary: 's2' }), 'remote-search')).toEqual({ from: 's1', to: 's2' });
  });
});
