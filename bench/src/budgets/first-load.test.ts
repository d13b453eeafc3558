import { firstLoadFigures, type LoadedScript } from './first-load';

const script = (owner: string, file: string, kind: LoadedScript['kind'], gzipBytes: number, modules?: string[]): LoadedScript => ({
  owner,
  file,
  kind,
  gzipBytes,
  ...(modules ? { modules } : {}),
});

describe('firstLoadFigures', () => {
  const page = [
    script('host', 'main.js', 'app', 47_000),
    script('host', '125.abcdef12.js', 'app', 30_000),
    script('host', '470.abcdef12.js', 'library', 65_000, ['react-dom/client.js', 'scheduler/index.js']),
    script('search', 'remoteEntry.js', 'app', 9_000),
    script('search', '__federation_expose_app.abcdef12.js', 'app', 12_000),
  ];

  it('counts the shell without shared libraries and without the federation runtime in main.js', () => {
    const figures = firstLoadFigures(page);
    expect(figures.totalGzip).toBe(163_000);
    expect(figures.hostOwnGzip).toBe(30_000);
    expect(figures.federationRuntimeGzip).toBe(47_000);
    expect(figures.sharedLibrariesGzip).toBe(65_000);
    expect(figures.remotes).toEqual({ search: 21_000 });
    expect(figures.duplicates).toEqual([]);
  });

  it('reports a library module that two origins served', () => {
    const figures = firstLoadFigures([...page, script('search', '470.99999999.js', 'library', 65_000, ['react-dom/client.js'])]);
    expect(figures.duplicates).toEqual([{ module: 'react-dom/client.js', owners: ['host', 'search'] }]);
    // The remote's copy counts against the remote: it had to download it.
    expect(figures.remotes.search).toBe(86_000);
  });

  it('does not call the same library fetched twice from one origin a duplicate', () => {
    const again = script('host', '470.abcdef12.js', 'library', 65_000, ['react-dom/client.js']);
    expect(firstLoadFigures([...page, again]).duplicates).toEqual([]);
  });

  it('lists scripts no build knows, so a budget cannot pass on them unseen', () => {
    expect(firstLoadFigures([...page, script('other', '/tracker.js', 'unknown', 1_000)]).unclassified).toEqual(['other /tracker.js']);
  });
});
