import { hostCacheControl, IMMUTABLE, isContentHashed, NO_CACHE, REMOTE_ENTRY, remoteCacheControl } from './cache-policy';

describe('isContentHashed', () => {
  it.each([
    'main.3f2a1b9c.js',
    'src_features_search_index_tsx.0123456789abcdef0123.js',
    '412.9f8e7d6c5b4a.css',
    '176.75494d35.js.map.gz',
    '/releases/host/h1/main.3f2a1b9c.js.br',
    '9f8e7d6c5b4a3210.woff2',
  ])('recognises %s', (name) => {
    expect(isContentHashed(name)).toBe(true);
  });

  it.each(['main.js', 'index.html', 'remoteEntry.js', 'mf-manifest.json', 'build.json', '412.js', 'logo.svg'])(
    'does not take %s for hashed',
    (name) => {
      expect(isContentHashed(name)).toBe(false);
    },
  );
});

describe('cache policies', () => {
  it('host: immutable for hashed files only', () => {
    expect(hostCacheControl('main.3f2a1b9c.js.gz')).toBe(IMMUTABLE);
    expect(hostCacheControl('main.js')).toBe(NO_CACHE);
    expect(hostCacheControl('index.html.br')).toBe(NO_CACHE);
  });

  it('remote: immutable inside a version folder, an hour for the entry files', () => {
    expect(remoteCacheControl('/r/remote-cv/c1/remoteEntry.js.br')).toBe(REMOTE_ENTRY);
    expect(remoteCacheControl('/r/remote-cv/c1/mf-manifest.json')).toBe(REMOTE_ENTRY);
    expect(remoteCacheControl('/r/remote-cv/c1/412.js')).toBe(IMMUTABLE);
  });
});
