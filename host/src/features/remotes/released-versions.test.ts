import { parseReleasedVersions } from './released-versions';

const BASE = 'https://jobs.example/search';
const routes = { schemaVersion: 1, routes: [{ name: 'search', path: '/search' }], navigation: [], widgets: [] };

describe('parseReleasedVersions (/releases.json)', () => {
  it('resolves entries and first-load files against the page and keeps what each release is', () => {
    const parsed = parseReleasedVersions(
      {
        schemaVersion: 1,
        remotes: {
          search: {
            current: 's1',
            versions: [
              { version: 'p1', releasedAt: '2026-11-22T02:00:00Z', entry: '/remotes/search/p1/remoteEntry.js', integrity: 'sha384-cDE=', preview: 'pr-1', preload: { './app': ['/remotes/search/p1/a.js'] }, routes },
              { version: 'c1', releasedAt: '2026-11-22T01:30:00Z', entry: '/remotes/search/c1/remoteEntry.js', canaryPercent: 10 },
            ],
          },
        },
      },
      BASE,
    );
    expect(parsed).toEqual({
      schemaVersion: 1,
      remotes: {
        search: {
          current: 's1',
          versions: [
            {
              version: 'p1',
              releasedAt: '2026-11-22T02:00:00Z',
              entry: 'https://jobs.example/remotes/search/p1/remoteEntry.js',
              integrity: 'sha384-cDE=',
              preview: 'pr-1',
              preload: { './app': ['https://jobs.example/remotes/search/p1/a.js'] },
              routes,
            },
            { version: 'c1', releasedAt: '2026-11-22T01:30:00Z', entry: 'https://jobs.example/remotes/search/c1/remoteEntry.js', canaryPercent: 10 },
          ],
        },
      },
    });
  });

  it('leaves out malformed releases (no entry, unreadable routes) and remotes under invalid names', () => {
    const parsed = parseReleasedVersions(
      {
        remotes: {
          search: {
            current: 's1',
            versions: [
              { version: 'x1', releasedAt: '2026-11-22T02:00:00Z' },
              { version: 'x2', releasedAt: '2026-11-22T02:00:00Z', entry: '/e.js', routes: { pages: 'all' } },
              { version: 's1', releasedAt: '2026-11-22T01:00:00Z', entry: '/remotes/search/s1/remoteEntry.js' },
            ],
          },
          Bad_Name: { current: 'b1', versions: [] },
        },
      },
      BASE,
    );
    expect(Object.keys(parsed.remotes)).toEqual(['search']);
    expect(parsed.remotes.search?.versions.map((release) => release.version)).toEqual(['s1']);
  });

  it('refuses the whole list when it is not one, or names an integrity browsers could not check', () => {
    expect(() => parseReleasedVersions({ remotes: 3 }, BASE)).toThrow('expected { remotes');
    expect(() =>
      parseReleasedVersions({ remotes: { search: { current: 's1', versions: [{ version: 's1', releasedAt: 'x', entry: '/e.js', integrity: 'md5-x' }] } } }, BASE),
    ).toThrow('integrity must look like sha384-<base64>');
  });
});
