import { preloadAssets, preloadsForLocale } from './preload-assets';

describe('preloadAssets', () => {
  it('fetches scripts and styles into the cache as script tags would (no-cors, with credentials), each URL once', () => {
    const fetchImpl = jest.fn((_url: string, _init: RequestInit) => Promise.resolve());
    preloadAssets(['http://search.test/s2/expose_app.1a2b.js', 'http://search.test/s2/expose_app.3c4d.css'], fetchImpl);
    preloadAssets(['http://search.test/s2/expose_app.1a2b.js'], fetchImpl);
    expect(fetchImpl.mock.calls).toEqual([
      ['http://search.test/s2/expose_app.1a2b.js', { mode: 'no-cors', credentials: 'include', priority: 'high' }],
      ['http://search.test/s2/expose_app.3c4d.css', { mode: 'no-cors', credentials: 'include', priority: 'high' }],
    ]);
  });

  it('forgets a URL whose fetch failed, so a retry fetches it again', async () => {
    const fetchImpl = jest.fn((_url: string, _init: RequestInit) => Promise.reject(new TypeError('Failed to fetch')));
    preloadAssets(['http://search.test/s3/expose_app.5e6f.js'], fetchImpl);
    await Promise.resolve();
    await Promise.resolve();
    preloadAssets(['http://search.test/s3/expose_app.5e6f.js'], fetchImpl);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('leaves out files that are neither scripts nor styles', () => {
    const fetchImpl = jest.fn((_url: string, _init: RequestInit) => Promise.resolve());
    preloadAssets(['http://search.test/s2/logo.svg'], fetchImpl);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('preloadsForLocale', () => {
  const files = [
    'http://search.test/s2/__federation_expose_app.1a2b3c4d.js',
    'http://search.test/s2/__federation_expose_app.5e6f7a8b.css',
    'http://search.test/s2/locale-en.0a0b0c0d.js',
    'http://search.test/s2/locale-ru.1e1f1a1b.js',
  ];

  it('keeps an English page\u2019s messages and leaves the Russian ones', () => {
    expect(preloadsForLocale(files, 'en')).toEqual([files[0], files[1], files[2]]);
  });

  it('keeps a Russian page\u2019s messages and the English ones it falls back to (i18next loads both)', () => {
    expect(preloadsForLocale(files, 'ru')).toEqual(files);
  });

  it('keeps every file when the locale is not known', () => {
    expect(preloadsForLocale(files.slice(0, 3), undefined)).toEqual(files.slice(0, 3));
  });
});
