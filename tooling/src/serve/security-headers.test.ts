import { EVERY_APP_RELEASED, makeTempDir, releaseFakeVersions, removeDir, TEST_REMOTES_ORIGIN } from '../testing/fake-builds';
import { createHostServer } from './host-server';
import { hostContentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from './security-headers';

describe('host security headers', () => {
  it('allows scripts, styles and fetches from exactly the host and the remote origins', () => {
    const csp = hostContentSecurityPolicy(['http://search.test', 'http://cv.test', 'http://search.test']);
    const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' http://search.test http://cv.test");
    expect(directive('connect-src')).toBe("connect-src 'self' http://search.test http://cv.test");
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directive('script-src')).not.toContain('unsafe-inline');
  });

  it.each([
    [true, STRICT_TRANSPORT_SECURITY],
    [false, undefined],
  ])('sends HSTS only in production (production: %s), on pages and on /api answers', async (production, expected) => {
    const root = await makeTempDir();
    const releasesDir = await releaseFakeVersions(root, EVERY_APP_RELEASED);
    const host = await createHostServer({ releasesDir, apiOrigin: 'http://127.0.0.1:9', remotesOrigin: TEST_REMOTES_ORIGIN, production });
    try {
      for (const url of ['/', '/remotes.json', '/api/health']) {
        const response = await host.inject({ url, headers: { accept: 'text/html' } });
        expect(response.headers['strict-transport-security']).toBe(expected);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await host.close();
      await removeDir(root);
    }
  });
});
