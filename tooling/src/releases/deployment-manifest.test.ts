import {
  deploymentManifestSchema,
  fallbackReleases,
  MAX_DEPLOYMENTS,
  previousVersion,
  pruneReleases,
  recordRelease,
  rollBack,
  type DeploymentManifest,
} from './deployment-manifest';
import { ReleaseError } from './release-error';

const released = (version: string, day: number) => ({ version, releasedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z` });

const threeSearchReleases: DeploymentManifest = {
  'remote-search': { current: 'v3', history: [released('v3', 3), released('v2', 2), released('v1', 1)] },
  'remote-cv': { current: 'c1', history: [released('c1', 1)] },
};

function refusal(action: () => unknown): ReleaseError {
  try {
    action();
  } catch (error) {
    if (error instanceof ReleaseError) return error;
    throw error;
  }
  throw new Error('expected a ReleaseError');
}

describe('recordRelease', () => {
  it('puts the new version first in history and makes it current', () => {
    const next = recordRelease(threeSearchReleases, 'remote-search', released('v4', 4));
    expect(next['remote-search']?.current).toBe('v4');
    expect(next['remote-search']?.history.map((record) => record.version)).toEqual(['v4', 'v3', 'v2', 'v1']);
    expect(next['remote-cv']).toEqual(threeSearchReleases['remote-cv']);
  });

  it('starts the history of an app released for the first time', () => {
    expect(recordRelease({}, 'host', released('h1', 1))).toEqual({
      host: { current: 'h1', history: [released('h1', 1)], deployments: [{ version: 'h1', at: released('h1', 1).releasedAt, action: 'release' }] },
    });
  });

  it('refuses a version that was already released, even if it is not current', () => {
    const error = refusal(() => recordRelease(threeSearchReleases, 'remote-search', released('v2', 9)));
    expect(error.code).toBe('ALREADY_RELEASED');
    expect(error.message).toContain('already released');
  });
});

const AT = '2026-11-24T12:00:00.000Z';

describe('rollBack', () => {
  it('without a version, on a manifest older than the deployment list: the release before the current one, no other app touched', () => {
    const { manifest, from, to } = rollBack(threeSearchReleases, 'remote-search', undefined, AT);
    expect([from, to]).toEqual(['v3', 'v2']);
    expect(manifest['remote-search']?.history).toEqual(threeSearchReleases['remote-search']?.history);
    expect(manifest['remote-cv']).toBe(threeSearchReleases['remote-cv']);
  });

  it('keeps going back one release at a time on such a manifest', () => {
    const once = rollBack(threeSearchReleases, 'remote-search', undefined, AT).manifest;
    expect(rollBack(once, 'remote-search', undefined, AT).to).toBe('v1');
  });

  it('points at a named version, older or newer', () => {
    const atOldest = rollBack(threeSearchReleases, 'remote-search', 'v1', AT).manifest;
    expect(atOldest['remote-search']?.current).toBe('v1');
    expect(rollBack(atOldest, 'remote-search', 'v3', AT).manifest['remote-search']?.current).toBe('v3');
  });

  it('refuses an unknown version and names the known ones', () => {
    const error = refusal(() => rollBack(threeSearchReleases, 'remote-search', 'v9', AT));
    expect(error.code).toBe('UNKNOWN_VERSION');
    expect(error.message).toContain('v3, v2, v1');
  });

  it('refuses when the current release is the oldest or the app was never released', () => {
    expect(refusal(() => rollBack(threeSearchReleases, 'remote-cv', undefined, AT)).code).toBe('NOTHING_TO_ROLL_BACK');
    expect(refusal(() => rollBack(threeSearchReleases, 'host', undefined, AT)).code).toBe('NOT_RELEASED');
  });
});

describe('rollBack with the deployment history (as kubectl rollout undo)', () => {
  const deploy = (manifest: DeploymentManifest, version: string, day: number) => recordRelease(manifest, 'remote-search', released(version, day));
  const undo = (manifest: DeploymentManifest) => rollBack(manifest, 'remote-search', undefined, AT);

  it('after rollback, release, rollback: back to the version current before the last release, not the one rolled back as bad', () => {
    let manifest = deploy(deploy({}, 'A', 1), 'B', 2);
    manifest = undo(manifest).manifest; // B was bad: back to A
    expect(manifest['remote-search']?.current).toBe('A');
    manifest = deploy(manifest, 'C', 3);
    const { manifest: after, from, to } = undo(manifest);
    expect([from, to]).toEqual(['C', 'A']);
    expect(after['remote-search']?.deployments?.map((entry) => `${entry.action} ${entry.version}`)).toEqual([
      'rollback A',
      'release C',
      'rollback A',
      'release B',
      'release A',
    ]);
  });

  it('a rollback is an entry too: undoing it twice toggles, as kubectl does', () => {
    let manifest = deploy(deploy(deploy({}, 'A', 1), 'B', 2), 'C', 3);
    manifest = undo(manifest).manifest;
    expect(manifest['remote-search']?.current).toBe('B');
    expect(undo(manifest).to).toBe('C');
  });

  it('a rollback to the version already current changes nothing and records nothing', () => {
    const manifest = deploy(deploy({}, 'A', 1), 'B', 2);
    const result = rollBack(manifest, 'remote-search', 'B', AT);
    expect(result).toEqual({ manifest, from: 'B', to: 'B' });
  });

  it('keeps at most MAX_DEPLOYMENTS entries', () => {
    let manifest: DeploymentManifest = {};
    for (let n = 0; n < MAX_DEPLOYMENTS + 5; n += 1) manifest = deploy(manifest, `v${n}`, 1);
    expect(manifest['remote-search']?.deployments).toHaveLength(MAX_DEPLOYMENTS);
  });
});

describe('fallbackReleases', () => {
  const deploy = (manifest: DeploymentManifest, version: string, day: number) => recordRelease(manifest, 'remote-search', released(version, day));
  const versions = (manifest: DeploymentManifest) => {
    const deployment = manifest['remote-search'];
    return deployment ? fallbackReleases(deployment).map((record) => record.version) : [];
  };

  it('offers the versions current before, newest first, then older releases', () => {
    expect(versions(deploy(deploy(deploy({}, 'A', 1), 'B', 2), 'C', 3))).toEqual(['B', 'A']);
  });

  it('never offers a version rolled back from, even after a newer release', () => {
    let manifest = deploy(deploy({}, 'A', 1), 'B', 2);
    manifest = rollBack(manifest, 'remote-search', undefined, AT).manifest; // B withdrawn
    expect(versions(manifest)).toEqual([]);
    manifest = deploy(manifest, 'C', 3);
    expect(versions(manifest)).toEqual(['A']);
  });

  it('offers a withdrawn version again once ops made it current again and it was left by a release', () => {
    let manifest = deploy(deploy({}, 'A', 1), 'B', 2);
    manifest = rollBack(manifest, 'remote-search', undefined, AT).manifest; // B withdrawn…
    manifest = rollBack(manifest, 'remote-search', 'B', AT).manifest; // …then judged fine after all
    manifest = deploy(manifest, 'C', 3);
    // B is offered again; A, which a rollback left, counts as withdrawn in its turn.
    expect(versions(manifest)).toEqual(['B']);
  });

  it('without a deployment list (an older manifest): the releases before the current one', () => {
    expect(versions(threeSearchReleases)).toEqual(['v2', 'v1']);
  });
});

describe('pruneReleases', () => {
  it('keeps the newest N, the current one and every version of recent deployments; removes the rest', () => {
    let manifest: DeploymentManifest = {};
    for (let n = 1; n <= 8; n += 1) manifest = recordRelease(manifest, 'remote-search', released(`v${n}`, n));
    manifest = rollBack(manifest, 'remote-search', 'v2', AT).manifest;
    const { manifest: pruned, removed } = pruneReleases(manifest, 'remote-search', { keep: 3, recent: 2 });
    // v8, v7, v6: the newest three; v2: current; v8 and v2: the last two deployments.
    expect(removed).toEqual(['v5', 'v4', 'v3', 'v1']);
    expect(pruned['remote-search']?.history.map((record) => record.version)).toEqual(['v8', 'v7', 'v6', 'v2']);
    expect(pruned['remote-search']?.current).toBe('v2');
  });

  it('leaves an app with few releases alone', () => {
    expect(pruneReleases(threeSearchReleases, 'remote-search', { keep: 5, recent: 10 })).toEqual({ manifest: threeSearchReleases, removed: [] });
  });
});

describe('previousVersion', () => {
  it('is undefined for the oldest release', () => {
    expect(previousVersion({ current: 'v1', history: [released('v2', 2), released('v1', 1)] })).toBeUndefined();
  });
});

describe('deploymentManifestSchema', () => {
  it('accepts a well-formed manifest, with or without preload lists', () => {
    expect(deploymentManifestSchema.safeParse(threeSearchReleases).success).toBe(true);
    const preloaded = { 'remote-cv': { current: 'x', history: [{ ...released('x', 1), preload: { './app': ['a.1f2e.js', 'a.9c8d.css'] } }] } };
    expect(deploymentManifestSchema.safeParse(preloaded).success).toBe(true);
  });

  it.each([
    ['a current version missing from history', { host: { current: 'x', history: [released('y', 1)] } }],
    ['an app name that is neither host nor remote-<name>', { 'remote-Chat': { current: 'x', history: [released('x', 1)] } }],
    ['a remote named like the host', { 'remote-host': { current: 'x', history: [released('x', 1)] } }],
    ['a version that could escape its folder', { host: { current: '../x', history: [released('../x', 1)] } }],
    ['a version listed twice', { host: { current: 'x', history: [released('x', 1), released('x', 2)] } }],
    ['a release time that is not a date', { host: { current: 'x', history: [{ version: 'x', releasedAt: 'yesterday' }] } }],
    [
      'a preload file that could escape its folder',
      { 'remote-cv': { current: 'x', history: [{ ...released('x', 1), preload: { './app': ['../../host/x/main.js'] } }] } },
    ],
    ['a folder digest that is no SHA-256', { host: { current: 'x', history: [{ ...released('x', 1), integrity: 'md5-00' }] } }],
    ['a deployment entry of an unknown kind', { host: { current: 'x', history: [released('x', 1)], deployments: [{ version: 'x', at: AT, action: 'hotfix' }] } }],
    ['a preload list for a module that is no expose', { 'remote-cv': { current: 'x', history: [{ ...released('x', 1), preload: { app: ['a.js'] } }] } }],
  ])('rejects %s', (_case, manifest) => {
    expect(deploymentManifestSchema.safeParse(manifest).success).toBe(false);
  });
});
