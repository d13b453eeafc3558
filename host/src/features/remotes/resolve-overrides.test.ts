import type { ReleasedVersions, RemotesManifest } from '@platform/contract';
import { OVERRIDES_KEY } from './overrides-state';
import { resolveOverrides, type ResolveOverridesOptions } from './resolve-overrides';

const entry = (version: string) => `http://localhost/remotes/search/${version}/remoteEntry.js`;
const MANIFEST: RemotesManifest = {
  schemaVersion: 1,
  host: { version: 'h1' },
  remotes: { search: { app: 'remote-search', version: 's1', entry: entry('s1'), history: [] } },
};
const RELEASES: ReleasedVersions = {
  schemaVersion: 1,
  remotes: {
    search: {
      current: 's1',
      versions: [
        { version: 'p1', releasedAt: '2026-11-22T02:00:00Z', entry: entry('p1'), preview: 'pr-1' },
        { version: 's1', releasedAt: '2026-11-22T01:00:00Z', entry: entry('s1') },
      ],
    },
  },
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
}

function setup(search: string, { operator, kept, releases }: { operator: boolean | Error; kept?: string; releases?: ReleasedVersions | Error }) {
  const storage = memoryStorage(kept === undefined ? {} : { [OVERRIDES_KEY]: kept });
  const loadReleases = jest.fn(async () => {
    const value = releases ?? RELEASES;
    if (value instanceof Error) throw value;
    return value;
  });
  const options: ResolveOverridesOptions = {
    manifest: MANIFEST,
    search,
    storage,
    isOperator: async () => {
      if (operator instanceof Error) throw operator;
      return operator;
    },
    loadReleases,
  };
  return { storage, loadReleases, run: () => resolveOverrides(options) };
}

describe('resolveOverrides', () => {
  it("applies an operator's link, keeps it for the tab and takes the parameters off the address", async () => {
    const { storage, run } = setup('?q=java&remote-override=search@pr-1', { operator: true });
    const outcome = await run();
    expect(outcome.manifest.remotes.search?.version).toBe('p1');
    expect(outcome).toMatchObject({ applied: [{ remote: 'search', version: 'p1', preview: 'pr-1' }], refused: [], openPanel: false, search: '?q=java' });
    expect(outcome.notice).toBeUndefined();
    expect(storage.items.get(OVERRIDES_KEY)).toBe('{"search":"p1"}');
  });

  it('applies what the tab keeps on a later load, and forgets what is no longer offered', async () => {
    const kept = await setup('', { operator: true, kept: '{"search":"p1"}' }).run();
    expect(kept.manifest.remotes.search?.version).toBe('p1');
    const gone = setup('', { operator: true, kept: '{"search":"p0"}' });
    const outcome = await gone.run();
    expect(outcome.manifest).toEqual(MANIFEST);
    expect(outcome.refused).toEqual([{ remote: 'search', version: 'p0', reason: 'unknown-version' }]);
    expect(gone.storage.items.has(OVERRIDES_KEY)).toBe(false);
  });

  it('gives a visitor who is not an operator nothing but the notice, and never reads the release list', async () => {
    for (const operator of [false, new Error('session unavailable')]) {
      const { storage, loadReleases, run } = setup('?remote-override=search@p1', { operator, kept: '{"search":"p1"}' });
      const outcome = await run();
      expect(outcome).toEqual({ manifest: MANIFEST, applied: [], refused: [], openPanel: false, search: '', notice: 'not-operator' });
      expect(loadReleases).not.toHaveBeenCalled();
      expect(storage.items.has(OVERRIDES_KEY)).toBe(false);
    }
  });

  it('drops what a tab kept for someone no longer an operator without a notice (the address asked for nothing)', async () => {
    const { storage, run } = setup('', { operator: false, kept: '{"search":"p1"}' });
    const outcome = await run();
    expect(outcome.notice).toBeUndefined();
    expect(outcome.manifest).toBe(MANIFEST);
    expect(storage.items.has(OVERRIDES_KEY)).toBe(false);
  });

  it('opens the panel for ?overrides=1 without reading the list when nothing is overridden', async () => {
    const { loadReleases, run } = setup('?overrides=1', { operator: true });
    expect(await run()).toMatchObject({ openPanel: true, applied: [], search: '' });
    expect(loadReleases).not.toHaveBeenCalled();
  });

  it('overrides nothing and says so when the release list cannot be read, keeping what the tab had for the next load', async () => {
    const { storage, run } = setup('?remote-override=search@p1', { operator: true, kept: '{"search":"s1"}', releases: new Error('HTTP 404') });
    const outcome = await run();
    expect(outcome).toMatchObject({ manifest: MANIFEST, applied: [], notice: 'unavailable', search: '' });
    expect(storage.items.get(OVERRIDES_KEY)).toBe('{"search":"s1"}');
  });

  it('reports malformed link values with the rest applied', async () => {
    const outcome = await setup('?remote-override=search@p1,nonsense', { operator: true }).run();
    expect(outcome.applied).toEqual([{ remote: 'search', version: 'p1', preview: 'pr-1' }]);
    expect(outcome.refused).toEqual([{ remote: 'nonsense', version: '', reason: 'malformed' }]);
  });
});
