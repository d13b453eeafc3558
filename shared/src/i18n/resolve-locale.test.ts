import { localeChain, resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('maps i18next language codes to platform locales', () => {
    expect(resolveLocale('ru')).toBe('ru');
    expect(resolveLocale('ru-RU')).toBe('ru');
    expect(resolveLocale('en-US')).toBe('en');
    expect(resolveLocale('de')).toBe('en');
    expect(resolveLocale(undefined)).toBe('en');
  });

  it('lists a locale before its fallbacks', () => {
    expect(localeChain('ru')).toEqual(['ru', 'en']);
    expect(localeChain('en')).toEqual(['en']);
  });
});
