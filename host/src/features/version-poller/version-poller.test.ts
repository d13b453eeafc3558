import { jsonResponse } from '../../testing/fake-response';
import { createVersionPoller, remoteVersionsOf } from './version-poller';

const HOUR = 3_600_000;

function fakeServer(state: { host: string; remotes: Record<string, string> }) {
  return jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url === '/version.json') return jsonResponse({ version: state.host });
    if (url === '/remotes.json') {
      return jsonResponse({
        schemaVersion: 1,
        host: { version: state.host },
        remotes: Object.fromEntries(Object.entries(state.remotes).map(([name, version]) => [name, { version, entry: `/${name}/${version}/remoteEntry.js` }])),
      });
    }
    return jsonResponse({}, 404);
  });
}

describe('version poller', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks /version.json and /remotes.json, uncached, once every 3 600 000 ms', async () => {
    const state = { host: 'b1', remotes: { search: '1.0.0' } };
    const fetchImpl = fakeServer(state);
    const poller = createVersionPoller({ buildId: 'b1', startupRemoteVersions: { search: '1.0.0' }, fetchImpl });
    poller.start();
    await jest.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(poller.isUpdateAvailable()).toBe(false);
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(fetchImpl).toHaveBeenCalledTimes(4);
    poller.stop();
  });

  it('flags an update when the host build id differs from the one baked into the bundle', async () => {
    const state = { host: 'b1', remotes: { search: '1.0.0' } };
    const onUpdateAvailable = jest.fn();
    const poller = createVersionPoller({
      buildId: 'b1',
      startupRemoteVersions: { search: '1.0.0' },
      fetchImpl: fakeServer(state),
      onUpdateAvailable,
    });
    poller.start();
    state.host = 'b2';
    await jest.advanceTimersByTimeAsync(HOUR);
    expect(poller.isUpdateAvailable()).toBe(true);
    expect(onUpdateAvailable).toHaveBeenCalledTimes(1);
  });

  it('flags an update when a remote was released or rolled back', async () => {
    const state = { host: 'b1', remotes: { search: '1.0.1', team: '2.0.0' } };
    const poller = createVersionPoller({
      buildId: 'b1',
      startupRemoteVersions: { search: '1.0.1', team: '2.0.0' },
      fetchImpl: fakeServer(state),
    });
    await expect(poller.check()).resolves.toBe(false);
    state.remotes.search = '1.0.0';
    await expect(poller.check()).resolves.toBe(true);
  });

  it('flags an update when a remote appears that the page started without', async () => {
    const poller = createVersionPoller({
      buildId: null,
      startupRemoteVersions: {},
      fetchImpl: fakeServer({ host: 'other', remotes: { cv: '1' } }),
    });
    await expect(poller.check()).resolves.toBe(true);
  });

  it('ignores the host build when the bundle has no build id, and failed requests', async () => {
    const failing = jest.fn(async () => {
      throw new TypeError('offline');
    });
    const poller = createVersionPoller({ buildId: 'b1', startupRemoteVersions: { search: '1' }, fetchImpl: failing });
    await expect(poller.check()).resolves.toBe(false);
    const noBuildId = createVersionPoller({
      buildId: null,
      startupRemoteVersions: { search: '1' },
      fetchImpl: fakeServer({ host: 'anything', remotes: { search: '1' } }),
    });
    await expect(noBuildId.check()).resolves.toBe(false);
  });
});

describe('remoteVersionsOf with a canary under way', () => {
  const withRollout = (canary: string, percent: number) => ({
    remotes: { search: { version: 's1', entry: '/s1/remoteEntry.js', rollout: { percent, canary: { version: canary, entry: `/${canary}/remoteEntry.js` } } } },
  });

  it('counts a rollout that starts, widens, changes or ends as a new version, so the tab moves along', () => {
    const startup = remoteVersionsOf(withRollout('s2', 10));
    expect(remoteVersionsOf(withRollout('s2', 10))).toEqual(startup);
    expect(remoteVersionsOf(withRollout('s2', 30))).not.toEqual(startup);
    expect(remoteVersionsOf(withRollout('s3', 10))).not.toEqual(startup);
    expect(remoteVersionsOf({ remotes: { search: { version: 's1' } } })).not.toEqual(startup);
    expect(remoteVersionsOf({ remotes: { search: { version: 's1' } } })).toEqual({ search: 's1' });
  });
});
