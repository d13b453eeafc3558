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
      mail: { catcherSmtpPort: 1025, catcherWebPort: 1080, inboundPort: 2525 },
      bindAddress: '127.0.0.1',
      hostPort: 8080,
      remotePorts: { search: 8081, team: 8082, cv: 8083, user: 8084 },
      apiOrigin: 'http://127.0.0.1:3000',
      hostOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080'],
      remoteOrigins: {
        search: 'http://127.0.0.1:8081',
        team: 'http://127.0.0.1:8082',
        cv: 'http://127.0.0.1:8083',
        user: 'http://127.0.0.1:8084',
      },
    });
  });

  it('takes ports, origins and the releases folder from the environment', () => {
    const config = loadConfig(
      {
        RELEASES_DIR: '/var/releases',
        HOST_PORT: '9080',
        REMOTE_CV_PORT: '9083',
        API_ORIGIN: 'http://api:3000',
        PUBLIC_HOST_ORIGINS: 'https://platform.example',
        PUBLIC_REMOTE_ORIGINS: 'search=https://search.platform.example, user=https://user.platform.example:8443',
      },
      ROOT,
    );
    expect(config.releasesDir).toBe('/var/releases');
    expect(config.hostPort).toBe(9080);
    expect(config.remotePorts.cv).toBe(9083);
    expect(config.apiOrigin).toBe('http://api:3000');
    expect(config.hostOrigins).toEqual(['https://platform.example']);
    expect(config.remoteOrigins).toEqual({
      search: 'https://search.platform.example',
      user: 'https://user.platform.example:8443',
      cv: 'http://127.0.0.1:9083',
      team: 'http://127.0.0.1:8082',
    });
  });

  it("moves the API with PORT alone, and refuses a PORT that disagrees with API_ORIGIN", () => {
    expect(loadConfig({ PORT: '3100' }, ROOT).apiOrigin).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ PORT: '3100', API_ORIGIN: 'http://127.0.0.1:3100' }, ROOT).apiOrigin).toBe('http://127.0.0.1:3100');
    expect(configError({ PORT: '3100', API_ORIGIN: 'http://127.0.0.1:3000' })).toContain('PORT=3100 disagrees with API_ORIGIN');
  });

  it.each([
    [{ HOST_PORT: 'eighty' }, 'HOST_PORT'],
    [{ PORT: 'http' }, '  PORT: '], // the variable itself, not HOST_PORT,
    [{ REMOTE_USER_PORT: '70000' }, 'REMOTE_USER_PORT: must be 1-65535'],
    [{ REMOTE_SEARCH_PORT: '8080' }, 'ports must differ'],
    [{ API_ORIGIN: 'localhost:3000' }, 'API_ORIGIN'],
    [{ PUBLIC_REMOTE_ORIGINS: 'chat=https://x.example' }, 'must be one of search, cv, team, user'],
    [{ PUBLIC_REMOTE_ORIGINS: 'cv=https://cv.example/app/' }, 'must be an origin only'],
    [{ PUBLIC_HOST_ORIGINS: 'https://a.example,ftp://b.example' }, 'PUBLIC_HOST_ORIGINS'],
  ])('fails fast on %j naming the problem', (env, expected) => {
    expect(configError(env)).toContain(expected);
  });
});
