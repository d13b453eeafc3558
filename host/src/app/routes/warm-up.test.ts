import { prefetchRemote } from '../../features/remotes';
import { installTestRoutes } from '../../testing/remote-routes';
import { prefetchOnIntent, remoteOfUrl } from './warm-up';

jest.mock('../../features/remotes', () => ({ prefetchRemote: jest.fn() }));

const prefetch = jest.mocked(prefetchRemote);
const here = (path: string) => new URL(path, window.location.origin);


beforeAll(() => installTestRoutes());
describe('remoteOfUrl', () => {
  it.each([
    ['/search', { remote: 'search', locale: 'en' }],
    ['/ru/cv/internal/12', { remote: 'cv', locale: 'ru' }],
    ['/team/vacancy/3', { remote: 'team', locale: 'en' }],
  ])('%s belongs to a remote', (path, owner) => {
    expect(remoteOfUrl(here(path))).toEqual(owner);
  });

  it.each(['/login', '/ru', '/no/such/page', '/cv/internal/not-a-number'])('%s does not', (path) => {
    expect(remoteOfUrl(here(path))).toBeNull();
  });

  it('ignores other sites', () => {
    expect(remoteOfUrl(new URL('https://example.com/search'))).toBeNull();
  });
});

describe('prefetchOnIntent', () => {
  let stop: () => void;
  beforeEach(() => {
    prefetch.mockClear();
    stop = prefetchOnIntent();
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  function link(href: string): HTMLAnchorElement {
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.innerHTML = '<span>open</span>';
    document.body.append(anchor);
    return anchor;
  }

  it('prefetches the remote behind a link the pointer moves onto (from a child element too)', () => {
    link('/ru/cv/internal/7').querySelector('span')?.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).toHaveBeenCalledWith('cv', 'ru');
  });

  it('prefetches on keyboard focus', () => {
    link('/team/vacancy/3').focus();
    expect(prefetch).toHaveBeenCalledWith('team', 'en');
  });

  it('leaves the host\u2019s own pages and other sites alone, and stops when asked', () => {
    link('/login').dispatchEvent(new Event('pointerover', { bubbles: true }));
    link('https://example.com/search').dispatchEvent(new Event('pointerover', { bubbles: true }));
    stop();
    link('/search').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
