import { beaconLoad, flushLoadBeacons, pendingLoadBeacons, resetLoadBeacons } from './load-beacon';

/** A blob's JSON (jsdom's Blob has no `text()`). */
function readJson(blob: Blob): Promise<unknown> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(String(reader.result)));
    reader.readAsText(blob);
  });
}

describe('the release-health beacon', () => {
  let sent: Array<{ url: string; blob: Blob }>;
  beforeEach(() => {
    jest.useFakeTimers();
    resetLoadBeacons();
    sent = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, blob: Blob) => {
        sent.push({ url, blob });
        return true;
      },
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends a page’s loads together a second later, by app name, as JSON', async () => {
    beaconLoad('search', 's2', 'entry-failed');
    beaconLoad('search', 's1', 'fallback');
    beaconLoad('cv', 'c1', 'mounted');
    expect(pendingLoadBeacons()).toHaveLength(3);
    jest.advanceTimersByTime(999);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(pendingLoadBeacons()).toHaveLength(0);
    jest.useRealTimers();
    expect(sent.map(({ url, blob }) => [url, blob.type])).toEqual([['/api/platform/remote-loads', 'application/json']]);
    expect(await readJson(sent[0]?.blob ?? new Blob())).toEqual({
      loads: [
        { remote: 'remote-search', version: 's2', outcome: 'entry-failed' },
        { remote: 'remote-search', version: 's1', outcome: 'fallback' },
        { remote: 'remote-cv', version: 'c1', outcome: 'mounted' },
      ],
    });
  });

  it('sends what is queued when the page is hidden, skips unknown versions, and caps a page’s loads at one beacon', () => {
    beaconLoad('team', undefined, 'mounted');
    expect(pendingLoadBeacons()).toHaveLength(0);
    for (let i = 0; i < 80; i += 1) beaconLoad('team', 't1', 'mount-threw');
    expect(pendingLoadBeacons()).toHaveLength(50);
    dispatchEvent(new Event('pagehide'));
    expect(pendingLoadBeacons()).toHaveLength(0);
    expect(sent).toHaveLength(1);
    flushLoadBeacons();
    beaconLoad('team', 't1', 'mounted');
    expect(pendingLoadBeacons()).toHaveLength(0);
    expect(sent).toHaveLength(1);
  });
});
