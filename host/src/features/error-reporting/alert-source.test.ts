import type { RemotesManifest } from '@platform/contract';
import { alertSource } from './alert-source';

const MANIFEST: RemotesManifest = {
  schemaVersion: 1,
  host: { version: 'h-7' },
  remotes: {
    cv: { app: 'remote-cv', version: '2026.11.27-2', entry: 'https://cv.test/2026.11.27-2/remoteEntry.js', history: [] },
    search: { app: 'remote-search', version: 's 9', entry: 'https://search.test/s/remoteEntry.js', history: [] },
  },
};

describe('alertSource', () => {
  it.each([
    ['cv/app: render failed', 'remote-cv'],
    ['cv: session refresh after a reveal', 'remote-cv'],
    ['remote cv failed to load twice within 10 s', 'remote-cv'],
    ['remote-cv: unmount failed', 'remote-cv'],
  ])('names the remote of "%s" with the version the manifest gives it', (context, remote) => {
    expect(alertSource(context, MANIFEST, 'host-build-1')).toEqual({ remote, version: '2026.11.27-2' });
  });

  it("names the host, with its own build id, for the host's contexts and uncaught errors", () => {
    expect(alertSource('GET /api/auth/session', MANIFEST, 'host-build-1')).toEqual({ remote: 'host', version: 'host-build-1' });
    expect(alertSource(undefined, MANIFEST, 'host-build-1')).toEqual({ remote: 'host', version: 'host-build-1' });
    expect(alertSource('dashboard widget x', MANIFEST, null)).toEqual({ remote: 'host', version: 'h-7' });
  });

  it('names the version that runs in the page when it is not the manifest\'s (a fallback after the current one failed)', () => {
    const loaded = { cv: '2026.11.20-1' };
    expect(alertSource('cv/app: render failed', MANIFEST, 'host-build-1', loaded)).toEqual({ remote: 'remote-cv', version: '2026.11.20-1' });
    // Before anything of it has loaded (its entry failed on the first try), the manifest's.
    expect(alertSource('remote cv failed to load', MANIFEST, 'host-build-1', {})).toEqual({ remote: 'remote-cv', version: '2026.11.27-2' });
  });

  it('says "unknown" for a remote that was never released or a version the API would refuse', () => {
    expect(alertSource('team: session refresh', MANIFEST, null)).toEqual({ remote: 'remote-team', version: 'unknown' });
    expect(alertSource('search/app: render failed', MANIFEST, null)).toEqual({ remote: 'remote-search', version: 'unknown' });
  });
});
