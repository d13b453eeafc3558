import { jsonResponse } from '../../testing/fake-response';
import { fetchManifest, parseManifest } from './manifest';

const search = {
  app: 'remote-search',
  version: 'v3',
  entry: 'https://search.test/v3/remoteEntry.js',
  integrity: 'sha384-AbC+/9==',
  preload: { './app': ['https://search.test/v3/expose_app.1a2b3c4d.js'] },
  history: [{ version: 'v2', entry: 'https://search.test/v2/remoteEntry.js', releasedAt: '2026-11-20T10:00:00.000Z', integrity: 'sha384-DeF=' }],
};

describe('parseManifest', () => {
  it('keeps what the host needs: versions, entries, integrity, preloads, history and allowed origins', () => {
    expect(parseManifest({ schemaVersion: 1, host: { version: 'h1' }, allowedOrigins: ['https://search.test'], remotes: { search } })).toEqual({
      schemaVersion: 1,
      host: { version: 'h1' },
      // The page's own origin is always allowed: the remotes are served at /remotes/<name>/ beside it.
      allowedOrigins: ['https://search.test', 'http://localhost'],
      remotes: { search },
    });
  });

  it('mounts every remote it names, whatever its name: the host keeps no list of remotes', () => {
    const parsed = parseManifest({ host: { version: 'h1' }, remotes: { search, reports: { ...search, app: 'remote-reports' } } });
    expect(Object.keys(parsed.remotes)).toEqual(['search', 'reports']);
  });

  it('leaves out and tells a name that is not a remote name', () => {
    const refused: string[] = [];
    const parsed = parseManifest({ host: { version: 'h1' }, remotes: { search, Billing: search, host: search } }, (remote, reason) => refused.push(`${remote}: ${reason}`));
    expect(Object.keys(parsed.remotes)).toEqual(['search']);
    expect(refused).toEqual([expect.stringMatching(/^Billing: not a remote name/), expect.stringMatching(/^host: not a remote name/)]);
  });

  it('resolves root-relative entries and preloads against the page', () => {
    const relative = {
      app: 'remote-reports',
      version: 'r1',
      entry: '/remotes/reports/r1/remoteEntry.js',
      preload: { './app': ['/remotes/reports/r1/expose_app.1a2b3c4d.js'] },
      history: [{ version: 'r0', entry: '/remotes/reports/r0/remoteEntry.js', releasedAt: '2026-11-20T10:00:00.000Z' }],
    };
    const parsed = parseManifest({ host: { version: 'h1' }, allowedOrigins: [], remotes: { reports: relative } }, undefined, 'https://platform.example/ru/reports');
    expect(parsed.allowedOrigins).toEqual(['https://platform.example']);
    expect(parsed.remotes.reports).toEqual({
      ...relative,
      entry: 'https://platform.example/remotes/reports/r1/remoteEntry.js',
      preload: { './app': ['https://platform.example/remotes/reports/r1/expose_app.1a2b3c4d.js'] },
      history: [{ ...relative.history[0], entry: 'https://platform.example/remotes/reports/r0/remoteEntry.js' }],
    });
  });

  it('drops malformed history records and preload lists, which are only fallbacks and speed-ups', () => {
    const parsed = parseManifest({
      host: { version: 'h1' },
      remotes: { search: { ...search, preload: { './app': [1, 2] }, history: [null, { version: 'v1' }, { version: 'v0', entry: 'https://search.test/v0/remoteEntry.js' }] } },
    });
    expect(parsed.remotes.search?.preload).toBeUndefined();
    expect(parsed.remotes.search?.history).toEqual([{ version: 'v0', entry: 'https://search.test/v0/remoteEntry.js', releasedAt: '' }]);
  });

  it.each([
    [null, 'expected { host: { version }, remotes: { ... } }'],
    [{ remotes: {} }, 'expected { host: { version }, remotes: { ... } }'],
    [{ host: { version: 'h1' }, remotes: { search: { app: 'remote-search', version: 'v1' } } }, 'remote "search" needs app, version and entry'],
    [{ host: { version: 'h1' }, remotes: { search: { ...search, integrity: 'md5-abc' } } }, 'integrity must look like sha384-<base64>'],
    [{ host: { version: 'h1' }, allowedOrigins: 'https://search.test', remotes: {} }, 'allowedOrigins must be a list of origins'],
    [{ host: { version: 'h1' }, allowedOrigins: ['https://search.test/v1/'], remotes: {} }, '"https://search.test/v1/" is not an origin'],
  ])('rejects %j as a whole, so ops see it at once', (value, message) => {
    expect(() => parseManifest(value)).toThrow(message);
  });
});

describe('fetchManifest', () => {
  it('reads /remotes.json with a plain GET (the request index.html preloads)', async () => {
    const calls: unknown[][] = [];
    const fetchImpl: typeof fetch = (...args) => {
      calls.push(args);
      return Promise.resolve(jsonResponse({ host: { version: 'h1' }, remotes: {} }));
    };
    await expect(fetchManifest(fetchImpl)).resolves.toEqual({ schemaVersion: 1, host: { version: 'h1' }, remotes: {} });
    expect(calls).toEqual([['/remotes.json']]);
  });

  it('turns an HTTP error into an error naming the status', async () => {
    const fetchImpl: typeof fetch = () => Promise.resolve(jsonResponse({}, 503));
    await expect(fetchManifest(fetchImpl)).rejects.toThrow('remotes.json: HTTP 503');
  });
});

describe('parseManifest with a canary under way', () => {
  const withRollout = (rollout: unknown) => ({
    host: { version: 'h1' },
    remotes: { search: { app: 'remote-search', version: 's1', entry: '/remotes/search/s1/remoteEntry.js', history: [], rollout } },
  });

  it('keeps the rollout with its entry resolved against the page', () => {
    const parsed = parseManifest(withRollout({ percent: 30, canary: { version: 's2', entry: '/remotes/search/s2/remoteEntry.js', integrity: 'sha384-abc' } }), undefined, 'https://site.example/search');
    expect(parsed.remotes.search?.rollout).toEqual({ percent: 30, canary: { version: 's2', entry: 'https://site.example/remotes/search/s2/remoteEntry.js', integrity: 'sha384-abc' } });
  });

  it('rejects a malformed rollout, as a malformed entry', () => {
    expect(() => parseManifest(withRollout({ percent: 130, canary: { version: 's2', entry: '/e.js' } }))).toThrow('rollout needs a percent from 0 to 100 and a canary');
    expect(() => parseManifest(withRollout({ percent: 30, canary: { version: 's2' } }))).toThrow("the rollout's canary needs version and entry");
  });
});
