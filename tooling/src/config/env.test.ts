import path from 'node:path';
import { ConfigError, loadConfig } from './env';

const ROOT = '/srv/platform';

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env, ROOT);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    expect(loadConfig({}, ROOT)).toEqual({
      releasesDir: path.join(ROOT, 'releases'),
      releasesKeep: 5,
      releasesPreviewDays: 14,
      mail: { catcherSmtpPort: 1025, catcherWebPort: 1080, inboundPort: 2525 },
      bindAddress: '127.0.0.1',
      hostPort: 8080,
      deployPort: 3100,
      deployLog: { maxBytes: 4 * 1024 * 1024, keep: 5 },
      apiOrigin: 'http://127.0.0.1:3000',
      hostOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080'],
      remotesOrigin: '',
    });
  });

  it('takes ports, origins and the releases folder from the environment', () => {
    const config = loadConfig(
      {
        RELEASES_DIR: '/var/releases',
        HOST_PORT: '9080',
        API_ORIGIN: 'http://api:3000',
        PUBLIC_HOST_ORIGINS: 'https://platform.example',
        PUBLIC_REMOTES_ORIGIN: 'https://cdn.platform.example',
      },
      ROOT,
    );
    expect(config.releasesDir).toBe('/var/releases');
    expect(config.hostPort).toBe(9080);
    expect(config.apiOrigin).toBe('http://api:3000');
    expect(config.hostOrigins).toEqual(['https://platform.example']);
    expect(config.remotesOrigin).toBe('https://cdn.platform.example');
  });

  it('takes the release endpoint server\'s port and its log rotation from the environment', () => {
    const config = loadConfig({ DEPLOY_PORT: '3200', DEPLOY_LOG_MAX_BYTES: '1048576', DEPLOY_LOG_KEEP: '2' }, ROOT);
    expect(config.deployPort).toBe(3200);
    expect(config.deployLog).toEqual({ maxBytes: 1048576, keep: 2 });
  });

  it("moves the API with PORT alone, and refuses a PORT that disagrees with API_ORIGIN", () => {
    expect(loadConfig({ PORT: '3100' }, ROOT).apiOrigin).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ PORT: '3100', API_ORIGIN: 'http://127.0.0.1:3100' }, ROOT).apiOrigin).toBe('http://127.0.0.1:3100');
    expect(configError({ PORT: '3100', API_ORIGIN: 'http://127.0.0.1:3000' })).toContain('PORT=3100 disagrees with API_ORIGIN');
  });

  it.each([
    [{ HOST_PORT: 'eighty' }, 'HOST_PORT'],
    [{ PORT: 'http' }, '  PORT: '], // the variable itself, not HOST_PORT
    [{ REMOTE_USER_PORT: '8084' }, 'REMOTE_USER_PORT: remotes have no port of their own'],
    [{ API_ORIGIN: 'localhost:3000' }, 'API_ORIGIN'],
    [{ PUBLIC_REMOTE_ORIGINS: 'search=https://x.example' }, 'PUBLIC_REMOTE_ORIGINS: one origin per remote is not used'],
    [{ PUBLIC_REMOTES_ORIGIN: 'https://cdn.example/app/' }, 'must be an origin only'],
    [{ PUBLIC_HOST_ORIGINS: 'https://a.example,ftp://b.example' }, 'PUBLIC_HOST_ORIGINS'],
    [{ DEPLOY_PORT: '70000' }, 'DEPLOY_PORT: must be 1-65535'],
    [{ DEPLOY_LOG_MAX_BYTES: '100' }, 'DEPLOY_LOG_MAX_BYTES: must be at least 4096 bytes'],
    [{ DEPLOY_LOG_KEEP: '0' }, 'DEPLOY_LOG_KEEP: keep at least 1 rotated file'],
  ])('fails fast on %j naming the problem', (env, expected) => {
    expect(configError(env)).toContain(expected);
  });
});
