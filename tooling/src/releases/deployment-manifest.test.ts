import {
  deploymentManifestSchema,
  previousVersion,
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
    expect(recordRelease({}, 'host', released('h1', 1))).toEqual({ host: { current: 'h1', history: [released('h1', 1)] } });
  });

  it('refuses a version that was already released, even if it is not current', () => {
    const error = refusal(() => recordRelease(threeSearchReleases, 'remote-search', released('v2', 9)));
    expect(error.code).toBe('ALREADY_RELEASED');
    expect(error.message).toContain('already released');
  });
});

describe('rollBack', () => {
  it('defaults to the release before the current one and touches no other app', () => {
    const { manifest, from, to } = rollBack(threeSearchReleases, 'remote-search');
    expect([from, to]).toEqual(['v3', 'v2']);
    expect(manifest['remote-search']?.history).toEqual(threeSearchReleases['remote-search']?.history);
    expect(manifest['remote-cv']).toBe(threeSearchReleases['remote-cv']);
  });

  it('keeps going back one release at a time', () => {
    const once = rollBack(threeSearchReleases, 'remote-search').manifest;
    expect(rollBack(once, 'remote-search').to).toBe('v1');
  });

  it('points at a named version, older or newer', () => {
    const atOldest = rollBack(threeSearchReleases, 'remote-search', 'v1').manifest;
    expect(atOldest['remote-search']?.current).toBe('v1');
    expect(rollBack(atOldest, 'remote-search', 'v3').manifest['remote-search']?.current).toBe('v3');
  });

  it('refuses an unknown version and names the known ones', () => {
    const error = refusal(() => rollBack(threeSearchReleases, 'remote-search', 'v9'));
    expect(error.code).toBe('UNKNOWN_VERSION');
    expect(error.message).toContain('v3, v2, v1');
  });

  it('refuses when the current release is the oldest or the app was never released', () => {
    expect(refusal(() => rollBack(threeSearchReleases, 'remote-cv')).code).toBe('NOTHING_TO_ROLL_BACK');
    expect(refusal(() => rollBack(threeSearchReleases, 'host')).code).toBe('NOT_RELEASED');
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
    ['an unknown app', { 'remote-chat': { current: 'x', history: [released('x', 1)] } }],
    ['a version that could escape its folder', { host: { current: '../x', history: [released('../x', 1)] } }],
    ['a version listed twice', { host: { current: 'x', history: [released('x', 1), released('x', 2)] } }],
    ['a release time that is not a date', { host: { current: 'x', history: [{ version: 'x', releasedAt: 'yesterday' }] } }],
    [
      'a preload file that could escape its folder',
      { 'remote-cv': { current: 'x', history: [{ ...released('x', 1), preload: { './app': ['../../host/x/main.js'] } }] } },
    ],
    ['a preload list for a module that is no expose', { 'remote-cv': { current: 'x', history: [{ ...released('x', 1), preload: { app: ['a.js'] } }] } }],
  ])('rejects %s', (_case, manifest) => {
    expect(deploymentManifestSchema.safeParse(manifest).success).toBe(false);
  });
});
