import { safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/team', '/ru/search?text=java&page=2', '/cv/internal/1#contacts', '/%2F%2Fevil.example'])('keeps the site path %s', (path) => {
    expect(safeReturnPath(path, '/')).toBe(path);
  });

  it.each([
    ['a protocol-relative URL', '//evil.example/x'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['a backslash (read as a slash)', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a tab after the slash (dropped by the URL parser)', '/\t/evil.example'],
    ['a newline after the slash', '/\n/evil.example'],
    ['a carriage return after the slash', '/\r/evil.example'],
    ['an encoded tab, as decoded from ?redirect=%2F%09%2Fevil.example', decodeURIComponent('%2F%09%2Fevil.example')],
    ['an encoded newline, decoded', decodeURIComponent('%2F%0A%2Fevil.example')],
    ['a relative path', 'team'],
    ['nothing', ''],
  ])('refuses %s', (_what, path) => {
    expect(safeReturnPath(path, '/fallback')).toBe('/fallback');
  });

  it('refuses a missing parameter', () => {
    expect(safeReturnPath(null, '/fallback')).toBe('/fallback');
  });

  it('round-trips through the sign-in address', () => {
    const address = withReturnPath('/login', '/team?tab=members#x');
    const redirect = new URL(address, 'https://site.example').searchParams.get('redirect');
    expect(safeReturnPath(redirect, '/')).toBe('/team?tab=members#x');
  });
});
