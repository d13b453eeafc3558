import { parseOptions } from './options';

describe('parseOptions', () => {
  it('runs every part with the documented defaults', () => {
    const options = parseOptions([]);
    expect([...options.parts]).toEqual(['builds', 'frontend', 'lighthouse', 'api', 'mail', 'relevance', 'scouting']);
    expect(options).toMatchObject({ runs: 5, cvs: 100_000, loadSeconds: 30, concurrency: [16, 64] });
    expect(options.postgresUrl).toMatch(/^postgres:\/\//);
  });

  it('adds the million rows only on request', () => {
    expect(parseOptions(['--million']).parts.has('million')).toBe(true);
    expect([...parseOptions(['--only', 'million']).parts]).toEqual(['million']);
  });

  it('narrows to a subset and leaves parts out', () => {
    expect([...parseOptions(['--only', 'frontend,lighthouse', '--skip', 'lighthouse']).parts]).toEqual(['frontend']);
  });

  it('names the bad option', () => {
    expect(() => parseOptions(['--only', 'frontnd'])).toThrow('--only: unknown part "frontnd"');
    expect(() => parseOptions(['--runs', '0'])).toThrow('--runs');
    expect(() => parseOptions(['--lighthouse-presets', 'tablet'])).toThrow('--lighthouse-presets');
  });

  it('skips the PostgreSQL rows on request', () => {
    expect(parseOptions(['--no-postgres']).postgresUrl).toBeUndefined();
  });
});
