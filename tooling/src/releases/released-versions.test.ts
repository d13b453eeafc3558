import type { ReleasedVersions } from '@platform/contract';
import type { DeploymentManifest } from './deployment-manifest';
import { toReleasedVersions } from './released-versions';

const at = (version: string, hour: number) => ({ version, releasedAt: `2026-11-22T0${hour}:00:00.000Z` });
const ROUTES = { schemaVersion: 1 as const, routes: [{ name: 'search', path: '/search' }], navigation: [], widgets: [] };
const entry = (name: string, version: string) => `/remotes/${name}/${version}/remoteEntry.js`;

describe('toReleasedVersions (/releases.json)', () => {
  it('lists every release of every remote that nobody withdrew, previews and a running canary included, newest first', () => {
    const deployment: DeploymentManifest = {
      host: { current: 'h1', history: [at('h1', 1)] },
      'remote-search': {
        current: 's2',
        // s3 was rolled back from (withdrawn); p1 is a preview; c4 is a running canary; a5 was aborted.
        history: [
          { ...at('c4', 6), entryIntegrity: 'sha384-Y2Fu', routes: ROUTES },
          at('a5', 5),
          { ...at('p1', 4), preview: 'pr-123', preload: { './app': ['app.0123abcd.js'] } },
          at('s3', 3),
          { ...at('s2', 2), entryIntegrity: 'sha384-c3Rh' },
          at('s1', 1),
        ],
        deployments: [
          { version: 's2', at: '2026-11-22T03:30:00.000Z', action: 'rollback' },
          { version: 's3', at: '2026-11-22T03:00:00.000Z', action: 'release' },
          { version: 's2', at: '2026-11-22T02:00:00.000Z', action: 'release' },
          { version: 's1', at: '2026-11-22T01:00:00.000Z', action: 'release' },
        ],
        canary: { version: 'c4', percent: 30, startedAt: '2026-11-22T06:00:00.000Z' },
        aborted: ['a5'],
      },
      'remote-cv': { current: 'v1', history: [at('v1', 1)] },
    };
    const expected: ReleasedVersions = {
      schemaVersion: 1,
      remotes: {
        search: {
          current: 's2',
          versions: [
            {
              ...at('c4', 6),
              entry: entry('search', 'c4'),
              integrity: 'sha384-Y2Fu',
              routes: ROUTES,
              canaryPercent: 30,
            },
            { ...at('p1', 4), entry: entry('search', 'p1'), preview: 'pr-123', preload: { './app': ['/remotes/search/p1/app.0123abcd.js'] } },
            { ...at('s2', 2), entry: entry('search', 's2'), integrity: 'sha384-c3Rh' },
            { ...at('s1', 1), entry: entry('search', 's1') },
          ],
        },
        cv: { current: 'v1', versions: [{ ...at('v1', 1), entry: entry('cv', 'v1') }] },
      },
    };
    expect(toReleasedVersions(deployment, '')).toEqual(expected);
  });

  it('writes the entries on the remotes origin when one is configured (a CDN)', () => {
    const deployment: DeploymentManifest = { 'remote-cv': { current: 'v1', history: [at('v1', 1)] } };
    expect(toReleasedVersions(deployment, 'https://cdn.example').remotes.cv?.versions[0]?.entry).toBe('https://cdn.example/remotes/cv/v1/remoteEntry.js');
  });

  it('keeps a version that was rolled back from once and is current again', () => {
    const deployment: DeploymentManifest = {
      'remote-cv': {
        current: 'v2',
        history: [at('v2', 2), at('v1', 1)],
        deployments: [
          { version: 'v2', at: '2026-11-22T05:00:00.000Z', action: 'rollback' },
          { version: 'v1', at: '2026-11-22T04:00:00.000Z', action: 'rollback' },
          { version: 'v2', at: '2026-11-22T02:00:00.000Z', action: 'release' },
          { version: 'v1', at: '2026-11-22T01:00:00.000Z', action: 'release' },
        ],
      },
    };
    // v1 was rolled back from (withdrawn); v2, withdrawn before, is current again.
    expect(toReleasedVersions(deployment, '').remotes.cv?.versions.map((version) => version.version)).toEqual(['v2']);
  });
});
