import { parseOptions } from './options';

describe('parseOptions', () => {
  it('runs every part with the documented defaults', () => {
    const options = parseOptions([]);
    expect([...options.parts]).toEqual(['builds', 'frontend', 'lighthouse', 'api', 'mail', 'inbound', 'relevance', 'rollout', 'mixed', 'flood', 'soak', 'scouting', 'intake', 'observability']);
    expect(options.hostile).toEqual({ database: 'pglite', concurrency: 64, mixedSeconds: 60, floodSeconds: 60, soakSeconds: 300 });
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

  it('shortens the load and soak parts on request (a validation run)', () => {
    const options = parseOptions(['--only', 'soak', '--soak-seconds', '30', '--hostile-concurrency', '16']);
    expect([...options.parts]).toEqual(['soak']);
    expect(options.hostile).toMatchObject({ concurrency: 16, soakSeconds: 30 });
    expect(() => parseOptions(['--mixed-seconds', 'x'])).toThrow('--mixed-seconds');
    expect(parseOptions(['--hostile-database', 'postgres']).hostile.database).toBe('postgres');
    expect(() => parseOptions(['--hostile-database', 'mysql'])).toThrow('--hostile-database');
  });

  it('runs the inbound part alone', () => {
    expect([...parseOptions(['--only', 'inbound']).parts]).toEqual(['inbound']);
  });

  it('skips the PostgreSQL rows on request', () => {
    expect(parseOptions(['--no-postgres']).postgresUrl).toBeUndefined();
  });
});
