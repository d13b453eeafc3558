import type { ManifestRemote, RemotesManifest } from '@platform/contract';
import { adoptSignedInIdentity, applyRollouts, ROLLOUT_ID_KEY, rolloutIdentity, servesCanary } from './rollout';

const visitors = Array.from({ length: 300 }, (_, index) => `v:visitor-${index}`);

function search(percent: number): ManifestRemote {
  return {
    app: 'remote-search',
    version: 's1',
    entry: 'http://localhost/remotes/search/s1/remoteEntry.js',
    integrity: 'sha384-stable',
    history: [{ version: 's0', releasedAt: '2026-11-01T00:00:00.000Z', entry: 'http://localhost/remotes/search/s0/remoteEntry.js' }],
    rollout: { percent, canary: { version: 'c1', entry: 'http://localhost/remotes/search/c1/remoteEntry.js', integrity: 'sha384-canary' } },
  };
}

const manifestAt = (percent: number): RemotesManifest => ({ schemaVersion: 1, host: { version: 'h1' }, remotes: { search: search(percent) } });
const versionOf = (identity: string, percent: number): string | undefined => applyRollouts(manifestAt(percent), identity).remotes.search?.version;

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('canary bucketing', () => {
  it('serves a 30 % canary to between 20 and 40 % of 300 distinct visitors', () => {
    const onCanary = visitors.filter((identity) => versionOf(identity, 30) === 'c1').length;
    expect(onCanary / visitors.length).toBeGreaterThanOrEqual(0.2);
    expect(onCanary / visitors.length).toBeLessThanOrEqual(0.4);
  });

  it('gives each visitor the same version on every page load', () => {
    const first = visitors.map((identity) => versionOf(identity, 30));
    const again = visitors.map((identity) => versionOf(identity, 30));
    expect(again).toEqual(first);
  });

  it('never moves a visitor from the canary back to the stable version while the share grows', () => {
    let previous = new Set<string>();
    for (const percent of [0, 1, 5, 10, 30, 50, 75, 99, 100]) {
      const onCanary = new Set(visitors.filter((identity) => versionOf(identity, percent) === 'c1'));
      expect([...previous].filter((identity) => !onCanary.has(identity))).toEqual([]);
      expect(onCanary.size).toBeGreaterThanOrEqual(previous.size);
      previous = onCanary;
    }
    expect(previous.size).toBe(visitors.length);
    expect(visitors.filter((identity) => versionOf(identity, 0) === 'c1')).toEqual([]);
  });

  it('draws a new sample for another remote or another rollout', () => {
    const rollout = search(30).rollout;
    if (!rollout) throw new Error('fixture has a rollout');
    const here = visitors.filter((identity) => servesCanary(identity, 'search', 's1', rollout));
    const otherRemote = visitors.filter((identity) => servesCanary(identity, 'cv', 's1', rollout));
    const nextRollout = visitors.filter((identity) => servesCanary(identity, 'search', 's1', { ...rollout, canary: { ...rollout.canary, version: 'c2' } }));
    expect(otherRemote).not.toEqual(here);
    expect(nextRollout).not.toEqual(here);
  });

  it('serves a canary visitor the canary with the stable version as first fallback, and the others the stable version without the canary', () => {
    const canaryVisitor = visitors.find((identity) => versionOf(identity, 50) === 'c1') ?? '';
    const stableVisitor = visitors.find((identity) => versionOf(identity, 50) === 's1') ?? '';
    const onCanary = applyRollouts(manifestAt(50), canaryVisitor).remotes.search;
    expect(onCanary).toMatchObject({ version: 'c1', integrity: 'sha384-canary', entry: expect.stringContaining('/c1/') });
    expect(onCanary?.history.map((record) => record.version)).toEqual(['s1', 's0']);
    expect(onCanary?.history[0]?.integrity).toBe('sha384-stable');
    const onStable = applyRollouts(manifestAt(50), stableVisitor).remotes.search;
    expect(onStable).toMatchObject({ version: 's1', integrity: 'sha384-stable' });
    expect(onStable?.history.map((record) => record.version)).toEqual(['s0']);
    expect(onStable).not.toHaveProperty('rollout');
  });
});

describe('the rollout identity', () => {
  it('is made once per browser and kept; a signed-in user id replaces it', () => {
    const storage = memoryStorage();
    const made = rolloutIdentity(storage);
    expect(made).toMatch(/^v:[0-9a-f]{32}$/);
    expect(rolloutIdentity(storage)).toBe(made);
    expect(rolloutIdentity(memoryStorage())).not.toBe(made);
    adoptSignedInIdentity(storage, 'user-42');
    expect(storage.getItem(ROLLOUT_ID_KEY)).toBe('u:user-42');
    expect(rolloutIdentity(storage)).toBe('u:user-42');
  });
});
