import type { RemotesManifest } from '@platform/contract';
import { TEST_REMOTES_ORIGIN } from '../testing/fake-builds';
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
  it('names each remote’s current entry at /remotes/<name>/ and the older versions as fallbacks', () => {
    const result = toRemotesManifest(deployment, TEST_REMOTES_ORIGIN);
    const expected: RemotesManifest = {
      schemaVersion: 1,
      allowedOrigins: [],
      host: { version: 'h1' },
      remotes: {
        search: {
          app: 'remote-search',
          version: 's2',
          entry: '/remotes/search/s2/remoteEntry.js',
          history: [{ ...at('s1'), entry: '/remotes/search/s1/remoteEntry.js' }],
        },
        cv: { app: 'remote-cv', version: 'c1', entry: '/remotes/cv/c1/remoteEntry.js', history: [] },
        team: { app: 'remote-team', version: 't1', entry: '/remotes/team/t1/remoteEntry.js', history: [] },
        user: { app: 'remote-user', version: 'u1', entry: '/remotes/user/u1/remoteEntry.js', history: [] },
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
    const result = toRemotesManifest(withPreload, TEST_REMOTES_ORIGIN);
    if (!result.ok) throw new Error('expected a manifest');
    expect(result.manifest.remotes.search).toEqual({
      app: 'remote-search',
      version: 's2',
      entry: '/remotes/search/s2/remoteEntry.js',
      preload: {
        './app': ['/remotes/search/s2/expose_app.1a2b3c4d.js', '/remotes/search/s2/expose_app.5e6f7a8b.css'],
        './widgets/recent': ['/remotes/search/s2/w.js'],
      },
      history: [{ ...at('s1'), entry: '/remotes/search/s1/remoteEntry.js' }],
    });
    // Releases recorded before preload lists existed have none.
    expect(result.manifest.remotes.cv).not.toHaveProperty('preload');
  });

  it('needs only the host: a remote never released is absent, the others are served', () => {
    const { 'remote-cv': _cv, ...withoutCv } = deployment;
    const result = toRemotesManifest(withoutCv, TEST_REMOTES_ORIGIN);
    if (!result.ok) throw new Error('expected a manifest');
    expect(Object.keys(result.manifest.remotes)).toEqual(['search', 'team', 'user']);
    const { host: _host, ...withoutHost } = deployment;
    expect(toRemotesManifest(withoutHost, TEST_REMOTES_ORIGIN)).toEqual({ ok: false, unreleased: ['host'] });
  });

  it('lists a remote of any name, as the release store holds it, in the order of first release', () => {
    const result = toRemotesManifest({ ...deployment, 'remote-reports': { current: 'r1', history: [at('r1')] } }, TEST_REMOTES_ORIGIN);
    if (!result.ok) throw new Error('expected a manifest');
    expect(Object.keys(result.manifest.remotes)).toEqual(['search', 'cv', 'team', 'user', 'reports']);
    expect(result.manifest.remotes.reports).toEqual({ app: 'remote-reports', version: 'r1', entry: '/remotes/reports/r1/remoteEntry.js', history: [] });
  });

  it('names a CDN origin in the entries and the allowed origins when one serves the remotes', () => {
    const result = toRemotesManifest(deployment, 'https://cdn.example');
    if (!result.ok) throw new Error('expected a manifest');
    expect(result.manifest.allowedOrigins).toEqual(['https://cdn.example']);
    expect(result.manifest.remotes.cv?.entry).toBe('https://cdn.example/remotes/cv/c1/remoteEntry.js');
  });
});
