import { isChunkLoadError } from './is-chunk-load-error';
import { createReloadGuard, RELOAD_GUARD_STORAGE_KEY } from './reload-guard';

describe('reload guard', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') });
    sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('allows one reload per path within 10 000 ms and records it in sessionStorage', () => {
    const guard = createReloadGuard();
    expect(guard.tryReload('/search')).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY) ?? '{}')).toEqual({ '/search': Date.now() });
    jest.advanceTimersByTime(9_999);
    expect(guard.tryReload('/search')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(guard.tryReload('/search')).toBe(true);
  });

  it('keeps paths apart', () => {
    const guard = createReloadGuard();
    expect(guard.tryReload('/search')).toBe(true);
    expect(guard.tryReload('/team')).toBe(true);
    expect(guard.tryReload('/search')).toBe(false);
  });

  it('survives the reload itself: a new guard (a new page) reads the stored stamp', () => {
    expect(createReloadGuard().tryReload('/ru/cv/internal/1')).toBe(true);
    jest.advanceTimersByTime(3_000);
    expect(createReloadGuard().tryReload('/ru/cv/internal/1')).toBe(false);
  });

  it('refuses to reload when storage is unavailable, so a failure cannot loop', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
    };
    expect(createReloadGuard({ storage: broken }).tryReload('/')).toBe(false);
  });

  it('ignores a corrupt stored value', () => {
    sessionStorage.setItem(RELOAD_GUARD_STORAGE_KEY, '{"/a":"yesterday"}');
    expect(createReloadGuard().tryReload('/a')).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [Object.assign(new Error('Loading chunk 123 failed.\n(error: http://x/123.js)'), { name: 'ChunkLoadError' })],
    [new Error('Loading CSS chunk 7 failed')],
    [new Error('Failed to fetch dynamically imported module: http://x/a.js')],
    [Object.assign(new Error('Remote "search" failed to load'), { name: 'RemoteLoadError' })],
    [new Error('[ Federation Runtime ]: RUNTIME-008 failed to load script resources')],
  ])('recognises %p', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('does not treat ordinary errors or non-errors as chunk failures', () => {
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
