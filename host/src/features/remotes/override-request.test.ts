import { keepOverrides, readKeptOverrides, readOverrideLink } from './override-request';
import { describeOverrides, OVERRIDES_KEY, overridesRequested, setActiveOverrides } from './overrides-state';

function memoryStorage(initial: Record<string, string> = {}): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

describe('override links', () => {
  it('reads several overrides, repeated or comma-separated, the last one for a remote winning, and keeps the other parameters', () => {
    const link = readOverrideLink('?q=java&remote-override=search@p1&remote-override=team@20261122T053012-a1b2c3,cv@pr-123&remote-override=search@s9');
    expect(link).toEqual({
      overrides: { search: 's9', team: '20261122T053012-a1b2c3', cv: 'pr-123' },
      malformed: [],
      panel: false,
      asked: true,
      search: '?q=java',
    });
  });

  it('names what is not <remote>@<version> and leaves it out', () => {
    const link = readOverrideLink(`?remote-override=${encodeURIComponent('search,@p1,host@h1,Search@p1,search@../x,team@')}`);
    expect(link.overrides).toEqual({});
    expect(link.malformed).toEqual(['search', '@p1', 'host@h1', 'Search@p1', 'search@../x', 'team@']);
    expect(link.search).toBe('');
  });

  it('opens the panel with ?overrides=1, and an address without either asks for nothing', () => {
    expect(readOverrideLink('?overrides=1')).toMatchObject({ panel: true, asked: true, search: '' });
    expect(readOverrideLink('?page=2')).toEqual({ overrides: {}, malformed: [], panel: false, asked: false, search: '?page=2' });
  });
});

describe('the overrides a tab keeps', () => {
  it('keeps them in the tab storage and forgets them when none are left', () => {
    const storage = memoryStorage();
    keepOverrides(storage, { search: 'p1' });
    expect(storage.items.get(OVERRIDES_KEY)).toBe('{"search":"p1"}');
    expect(readKeptOverrides(storage)).toEqual({ search: 'p1' });
    keepOverrides(storage, {});
    expect(storage.items.has(OVERRIDES_KEY)).toBe(false);
  });

  it('ignores what storage holds that is not an override', () => {
    expect(readKeptOverrides(memoryStorage({ [OVERRIDES_KEY]: '{"search":"p1","Bad":"x","team":3,"cv":"../up"}' }))).toEqual({ search: 'p1' });
    expect(readKeptOverrides(memoryStorage({ [OVERRIDES_KEY]: 'not json' }))).toEqual({});
    expect(readKeptOverrides(undefined)).toEqual({});
  });
});

describe('what every page load checks', () => {
  afterEach(() => {
    sessionStorage.clear();
    setActiveOverrides([]);
  });

  it('asks for overrides only for a link, the panel or overrides the tab keeps', () => {
    expect(overridesRequested('')).toBe(false);
    expect(overridesRequested('?q=remote-override')).toBe(false);
    expect(overridesRequested('?q=java&remote-override=search@p1')).toBe(true);
    expect(overridesRequested('?overrides=1')).toBe(true);
    sessionStorage.setItem(OVERRIDES_KEY, '{"search":"p1"}');
    expect(overridesRequested('')).toBe(true);
  });

  it('names the active overrides for error reports', () => {
    expect(describeOverrides()).toBe('');
    setActiveOverrides([{ remote: 'search', version: 'p1', preview: 'pr-1' }, { remote: 'team', version: 't2' }]);
    expect(describeOverrides()).toBe('search@p1,team@t2');
  });
});
