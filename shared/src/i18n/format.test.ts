import { formatDate, formatExperience, formatLanguageName, formatMoney, formatNumber, formatRelativeTime } from './format';

describe('formatting', () => {
  it('formats numbers with the locale’s grouping and decimal mark', () => {
    expect(formatNumber('en', 1234567.5)).toBe('1,234,567.5');
    expect(formatNumber('ru', 1234567.5)).toMatch(/^1\s234\s567,5$/u);
    expect(formatNumber('en', 0.256, { style: 'percent' })).toBe('26%');
  });

  it('formats dates in the locale’s words', () => {
    const date = new Date(Date.UTC(2024, 2, 5, 12));
    expect(formatDate('en', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 5, 2024');
    expect(formatDate('ru', '2024-03-05T12:00:00Z', { dateStyle: 'long', timeZone: 'UTC' })).toBe('5 марта 2024 г.');
    expect(formatDate('en', date.getTime(), { year: 'numeric', timeZone: 'UTC' })).toBe('2024');
  });

  it('gives an empty string for an unparsable date instead of throwing', () => {
    expect(formatDate('en', 'not a date')).toBe('');
  });

  it('formats money with its currency, whole amounts without fraction digits', () => {
    expect(formatMoney('ru', 300000, 'RUB')).toMatch(/^300\s000\s₽$/u);
    expect(formatMoney('en', 4500, 'USD')).toBe('$4,500');
    expect(formatMoney('en', 4500.5, 'USD')).toBe('$4,500.50');
    expect(formatMoney('en', 4500, 'EUR', { minimumFractionDigits: 2 })).toBe('€4,500.00');
  });

  it('formats experience in years and months with each language’s plural forms', () => {
    expect(formatExperience('en', 63)).toBe('5 years 3 months');
    expect(formatExperience('en', 12)).toBe('1 year');
    expect(formatExperience('en', 1)).toBe('1 month');
    expect(formatExperience('en', 0)).toBe('0 months');
    expect(formatExperience('en', -4)).toBe('0 months');
    expect(formatExperience('en', 13.6)).toBe('1 year 2 months');
    expect(formatExperience('ru', 63)).toBe('5 лет 3 месяца');
    expect(formatExperience('ru', 25)).toBe('2 года 1 месяц');
    expect(formatExperience('ru', 11)).toBe('11 месяцев');
  });

  it('says how long ago a moment was in the largest whole unit', () => {
    const now = new Date('2024-03-10T12:00:00Z');
    expect(formatRelativeTime('en', '2024-03-10T11:59:30Z', now)).toBe('now');
    expect(formatRelativeTime('en', '2024-03-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('en', '2024-03-09T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('ru', '2024-03-07T12:00:00Z', now)).toBe('3 дня назад');
    expect(formatRelativeTime('en', new Date('2024-01-10T12:00:00Z'), now)).toBe('2 months ago');
    expect(formatRelativeTime('en', '2024-03-10T14:00:00Z', now)).toBe('in 2 hours');
    expect(formatRelativeTime('en', 'not a date', now)).toBe('');
  });

  it('names a language in the page’s language, leaving an unknown code as it is', () => {
    expect(formatLanguageName('en', 'ru')).toBe('Russian');
    expect(formatLanguageName('ru', 'en')).toBe('английский');
    expect(formatLanguageName('en', '!!')).toBe('!!');
  });
});
