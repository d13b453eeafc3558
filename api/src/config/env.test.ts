import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      embeddedDbPort: 5433,
      allowedOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080'],
      cookieSecure: false,
      startingCredits: 20,
      rateLimits: { auth: 10, alerts: 30 },
      historyRetentionDays: 180,
    });
    expect(config.dataDir).toMatch(/[/\\]data$/);
  });

  it('takes DATABASE_READ_URL only as a replica of a DATABASE_URL server', () => {
    const primary = 'postgres://app@db:5432/platform';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://app@replica:5432/platform' }).databaseReadUrl).toBe(
      'postgres://app@replica:5432/platform',
    );
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://app@replica:5432/platform' })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'mysql://replica' })).toThrow(/DATABASE_READ_URL: expected a postgres:\/\/ connection string/);
  });

  it('makes the session cookie Secure in production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ COOKIE_SECURE: 'true' }).cookieSecure).toBe(true);
  });

  it('reads origins as a comma-separated list, normalised', () => {
    expect(loadConfig({ ALLOWED_ORIGINS: 'https://app.example.com/, http://localhost:8080' }).allowedOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:8080',
    ]);
  });

  it('validates HISTORY_RETENTION_DAYS as whole days from 1 to 3650', () => {
    expect(loadConfig({ HISTORY_RETENTION_DAYS: '30' }).historyRetentionDays).toBe(30);
    expect(() => loadConfig({ HISTORY_RETENTION_DAYS: '0' })).toThrow(/HISTORY_RETENTION_DAYS: expected at least 1 day/);
    expect(() => loadConfig({ HISTORY_RETENTION_DAYS: '1.5' })).toThrow(/HISTORY_RETENTION_DAYS: expected a whole number of days/);
    expect(() => loadConfig({ HISTORY_RETENTION_DAYS: 'half a year' })).toThrow(/HISTORY_RETENTION_DAYS: expected a number of days/);
    expect(() => loadConfig({ HISTORY_RETENTION_DAYS: '5000' })).toThrow(/HISTORY_RETENTION_DAYS: expected at most 3650/);
  });

  it('reads METRICS_PORT and WORKER_METRICS_PORT, off (0) unless set, and refuses a bad port naming it', () => {
    expect(loadConfig({}).metricsPorts).toEqual({ api: 0, worker: 0 });
    expect(loadConfig({ METRICS_PORT: '9464', WORKER_METRICS_PORT: '9465' }).metricsPorts).toEqual({ api: 9464, worker: 9465 });
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT: expected a port between 1 and 65535, or 0 for off/);
    expect(() => loadConfig({ WORKER_METRICS_PORT: 'nine' })).toThrow(/WORKER_METRICS_PORT: expected a port number \(0: off\)/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it('fails fast naming every bad variable and why', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ALLOWED_ORIGINS: 'https://a.example/path', STARTING_CREDITS: '-1' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT: expected a port number/);
    expect(attempt).toThrow(/DATABASE_URL: expected a postgres:\/\/ connection string/);
    expect(attempt).toThrow(/ALLOWED_ORIGINS/);
    expect(attempt).toThrow(/STARTING_CREDITS/);
  });
});
