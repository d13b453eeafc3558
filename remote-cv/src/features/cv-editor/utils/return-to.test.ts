import { safeReturnTo, suggestUsername } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeReturnTo('/team/vacancy/12')).toBe('/team/vacancy/12');
    expect(safeReturnTo('/search?q=go#top')).toBe('/search?q=go#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [null, '', 'team', '//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example']) {
      expect(safeReturnTo(bad)).toBeNull();
    }
  });
});

describe('suggestUsername', () => {
  it("starts from the e-mail's local part in a username's characters", () => {
    expect(suggestUsername('Anna.Petrova+jobs@example.com')).toBe('anna-petrova-jobs');
    expect(suggestUsername('ab@example.com')).toBe('');
  });
});
