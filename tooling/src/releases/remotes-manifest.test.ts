import type { RemotesManifest } from '@platform/contract';
import { TEST_REMOTE_ORIGINS } from '../testing/fake-builds';
import type { DeploymentManifest } from './deployment-manifest';
import { toRemotesManifest } from './remotes-manifest';

const at = (version: string) => ({ version, releasedAt: `2026-11-22T0${version.slice(-1)}:00:00.000Z` });

const deployment: DeploymentManifest = {
  host: { current: 'h1', history: [at('h1')] },
  // Rolled back from s3 to s2: s3 is withdrawn and must not be offered as a fallback.
  'remote-search': { current: 's2', history: [at('s3'), at('s2'), at('s1')] },
  'remote-cv': { current: 'c1', history: [at('c1')] },
  'remote-team': { current: 't1', history: [at('t1')] },
  'remote-user': { current: 'u1', history: [at('u1')] },
};

describe('toRemotesManifest', () => {
  it('names each remote’s current entry on its origin and the older versions as fallbacks', () => {
    const result = toRemotesManifest(deployment, TEST_REMOTE_ORIGINS);
    const expected: RemotesManifest = {
      schemaVersion: 1,
      allowedOrigins: ['http://search.test', 'http://cv.test', 'http://team.test', 'http://user.test'],
      host: { version: 'h1' },
      remotes: {
        search: {
          app: 'remote-search',
          version: 's2',
          entry: 'http://search.test/s2/remoteEntry.js',
          history: [{ ...at('s1'), entry: 'http://search.test/s1/remoteEntry.js' }],
        },
        cv: { app: 'remote-cv', version: 'c1', entry: 'http://cv.test/c1/remoteEntry.js', history: [] },
        team: { app: 'remote-team', version: 't1', entry: 'http://team.test/t1/remoteEntry.js', history: [] },
        user: { app: 'remote-user', version: 'u1', entry: 'http://user.test/u1/remoteEntry.js', history: [] },
      },
    };
    expect(result).toEqual({ ok: true, manifest: expected });
  });

  it('gives the current version’s first-load files as URLs and keeps them out of the fallbacks', () => {
    const preload = { './app': ['expose_app.1a2b3c4d.js', 'expose_app.5e6f7a8b.css'], './widgets/recent': ['w.js'] };
    const withPreload: DeploymentManifest = {
      ...deployment,
      'remote-search': { current: 's2', history: [{ ...at('s2'), preload }, { ...at('s1'), preload }] },
    };
    const result = toRemotesManifest(withPreload, TEST_REMOTE_ORIGINS);
    if (!result.ok) throw new Error('expected a manifest');
    expect(result.manifest.remotes.search).toEqual({
      app: 'remote-search',
      version: 's2',
      entry: 'http://search.test/s2/remoteEntry.js',
      preload: {
        './app': ['http://search.test/s2/expose_app.1a2b3c4d.js', 'http://search.test/s2/expose_app.5e6f7a8b.css'],
        './widgets/recent': ['http://search.test/s2/w.js'],
      },
      history: [{ ...at('s1'), entry: 'http://search.test/s1/remoteEntry.js' }],
    });
    // Releases recorded before preload lists existed have none.
    expect(result.manifest.remotes.cv).not.toHaveProperty('preload');
  });

  it('lists the apps that still need a first release', () => {
    const { host: _host, 'remote-cv': _cv, ...partial } = deployment;
    expect(toRemotesManifest(partial, TEST_REMOTE_ORIGINS)).toEqual({ ok: false, unreleased: ['remote-cv', 'host'] });
  });
});
