import { formatDate, formatMoney, formatNumber } from './format';

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
});
