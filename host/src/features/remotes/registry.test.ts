import type { RemotesManifest } from '@platform/contract';
import { jsonResponse } from '../../testing/fake-response';
import type { FederationRuntime } from './load-remote';
import { getPublishedManifest, getRemoteLoader, getStartupManifest, initRemotes } from './registry';

const entry = (version: string) => `http://localhost/remotes/search/${version}/remoteEntry.js`;
const PUBLISHED: RemotesManifest = {
  schemaVersion: 1,
  host: { version: 'h1' },
  allowedOrigins: [],
  remotes: {
    search: { app: 'remote-search', version: 's1', entry: entry('s1'), history: [], rollout: { percent: 100, canary: { version: 'c1', entry: entry('c1') } } },
  },
};

function runtime(): FederationRuntime & { entries: string[] } {
  const entries: string[] = [];
  return {
    entries,
    registerRemotes: (remotes) => entries.push(...remotes.map((remote) => remote.entry)),
    loadRemote: async () => ({ contractVersion: 2, bootstrap: async () => undefined, mount: async () => undefined, unmount: async () => undefined }),
  };
}

describe('initRemotes with overrides (adjust)', () => {
  it('loads, routes and reports from the adjusted manifest, after the rollout was decided; the published one stays as read', async () => {
    const fake = runtime();
    const adjust = jest.fn(async (manifest: RemotesManifest) => ({
      ...manifest,
      remotes: { search: { app: 'remote-search', version: 'p1', entry: entry('p1'), history: [] } },
    }));
    await initRemotes({ fetchImpl: async () => jsonResponse(PUBLISHED), runtime: fake, adjust, reportError: jest.fn() });
    // The rollout (100 %) was decided before: adjust saw the canary.
    expect(adjust.mock.calls[0]?.[0].remotes.search?.version).toBe('c1');
    expect(getStartupManifest().remotes.search?.version).toBe('p1');
    expect(getPublishedManifest().remotes.search?.version).toBe('s1');
    await getRemoteLoader().load('search', './app');
    expect(fake.entries).toEqual([entry('p1')]);
  });

  it('reports a failed adjustment and loads what the rollout picked', async () => {
    const fake = runtime();
    const reportError = jest.fn();
    await initRemotes({ fetchImpl: async () => jsonResponse(PUBLISHED), runtime: fake, adjust: async () => Promise.reject(new Error('chunk failed')), reportError });
    expect(reportError).toHaveBeenCalledWith(new Error('chunk failed'), 'overrides');
    await getRemoteLoader().load('search', './app');
    expect(fake.entries).toEqual([entry('c1')]);
  });
});
