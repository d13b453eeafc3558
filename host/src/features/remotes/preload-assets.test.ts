import { preloadAssets } from './preload-assets';

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
