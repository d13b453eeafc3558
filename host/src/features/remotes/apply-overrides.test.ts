import type { ManifestRemote, ReleasedVersions, RemotesManifest } from '@platform/contract';
import { applyOverrides } from './apply-overrides';
import { applyRollouts, servesCanary } from './rollout';

const ORIGIN = 'http://localhost';
const entry = (name: string, version: string) => `${ORIGIN}/remotes/${name}/${version}/remoteEntry.js`;
const BETA_ROUTES = { schemaVersion: 1 as const, routes: [{ name: 'beta', path: '/search/beta' }], navigation: [], widgets: [] };

function remote(name: string, version: string, extra: Partial<ManifestRemote> = {}): ManifestRemote {
  return { app: `remote-${name}`, version, entry: entry(name, version), integrity: `sha384-${version}`, history: [{ version: `${name}0`, releasedAt: '', entry: entry(name, `${name}0`) }], ...extra };
}

/** search runs a 50 % canary c1 beside s1; team has no rollout. */
const PUBLISHED: RemotesManifest = {
  schemaVersion: 1,
  host: { version: 'h1' },
  allowedOrigins: [ORIGIN],
  remotes: {
    search: remote('search', 's1', { rollout: { percent: 50, canary: { version: 'c1', entry: entry('search', 'c1'), integrity: 'sha384-c1' } } }),
    team: remote('team', 't1'),
  },
};

const RELEASES: ReleasedVersions = {
  schemaVersion: 1,
  remotes: {
    search: {
      current: 's1',
      versions: [
        { version: 'c1', releasedAt: '2026-11-22T03:00:00Z', entry: entry('search', 'c1'), integrity: 'sha384-c1', canaryPercent: 50 },
        {
          version: 'p7',
          releasedAt: '2026-11-22T02:00:00Z',
          entry: entry('search', 'p7'),
          integrity: 'sha384-p7',
          preview: 'pr-123',
          preload: { './app': [`${ORIGIN}/remotes/search/p7/app.js`] },
          routes: BETA_ROUTES,
        },
        { version: 's1', releasedAt: '2026-11-22T01:00:00Z', entry: entry('search', 's1'), integrity: 'sha384-s1' },
      ],
    },
    team: { current: 't1', versions: [{ version: 't1', releasedAt: '2026-11-22T01:00:00Z', entry: entry('team', 't1') }] },
  },
};

/** Identities the 50 % bucket puts on the canary of search, and on its stable version. */
function identities(): { onCanary: string; onStable: string } {
  const rollout = PUBLISHED.remotes.search?.rollout;
  if (!rollout) throw new Error('no rollout');
  const candidates = Array.from({ length: 100 }, (_, index) => `v:visitor-${index}`);
  const onCanary = candidates.find((identity) => servesCanary(identity, 'search', 's1', rollout));
  const onStable = candidates.find((identity) => !servesCanary(identity, 'search', 's1', rollout));
  if (!onCanary || !onStable) throw new Error('no identity on each side');
  return { onCanary, onStable };
}

describe('applyOverrides', () => {
  it('loads the named preview, by its version or its label, with its own entry, integrity, first-load files and routes', () => {
    const picked = applyRollouts(PUBLISHED, identities().onStable);
    for (const asked of ['p7', 'pr-123']) {
      const { manifest, applied, refused } = applyOverrides(picked, RELEASES, { search: asked });
      expect(refused).toEqual([]);
      expect(applied).toEqual([{ remote: 'search', version: 'p7', preview: 'pr-123' }]);
      expect(manifest.remotes.search).toEqual({
        app: 'remote-search',
        version: 'p7',
        entry: entry('search', 'p7'),
        integrity: 'sha384-p7',
        preload: { './app': [`${ORIGIN}/remotes/search/p7/app.js`] },
        routes: BETA_ROUTES,
        // The version this visitor would have had is the first fallback.
        history: [
          { version: 's1', entry: entry('search', 's1'), releasedAt: '', integrity: 'sha384-s1' },
          { version: 'search0', entry: entry('search', 'search0'), releasedAt: '' },
        ],
      });
      // The same allow-list of entry origins as every load.
      expect(manifest.allowedOrigins).toEqual([ORIGIN]);
    }
  });

  it('takes precedence over the canary pick for the overridden remote only', () => {
    const { onCanary } = identities();
    const picked = applyRollouts(PUBLISHED, onCanary);
    expect(picked.remotes.search?.version).toBe('c1');
    const overridden = applyOverrides(picked, RELEASES, { search: 's1' }).manifest;
    expect(overridden.remotes.search).toMatchObject({ version: 's1', entry: entry('search', 's1') });
    expect(overridden.remotes.search).not.toHaveProperty('rollout');
    // The canary this visitor would have had is its first fallback; the other remote is untouched.
    expect(overridden.remotes.search?.history[0]?.version).toBe('c1');
    expect(overridden.remotes.team).toBe(picked.remotes.team);
  });

  it('refuses a version the release list does not offer (withdrawn, pruned, never released) and a remote it does not name', () => {
    const { manifest, applied, refused } = applyOverrides(PUBLISHED, RELEASES, { search: 's0-withdrawn', reports: 'r1', team: 't1' });
    expect(refused).toEqual([
      { remote: 'search', version: 's0-withdrawn', reason: 'unknown-version' },
      { remote: 'reports', version: 'r1', reason: 'unknown-remote' },
    ]);
    expect(applied).toEqual([{ remote: 'team', version: 't1' }]);
    expect(manifest.remotes.search).toBe(PUBLISHED.remotes.search);
    expect(manifest.remotes).not.toHaveProperty('reports');
  });
});
