import { formatResumeMonth, parseResumeDate, workMonths } from './resume-dates';

describe('JSON Resume dates', () => {
  const now = new Date(Date.UTC(2024, 5, 15)); // June 2024

  it('counts the months of a job inclusively', () => {
    expect(workMonths('2020-03', '2020-05', now)).toBe(3);
    expect(workMonths('2020-03-10', '2021-02-01', now)).toBe(12);
  });

  it('runs a current job to now and reads a year alone as the whole year', () => {
    expect(workMonths('2024-01', undefined, now)).toBe(6);
    expect(workMonths('2019', '2019', now)).toBe(12);
  });

  it('refuses unreadable or reversed periods', () => {
    expect(workMonths('soon', undefined, now)).toBeNull();
    expect(workMonths('2022-05', '2021-01', now)).toBeNull();
    expect(parseResumeDate('2022-13')).toBeNull();
  });

  it('formats a month in the page language', () => {
    expect(formatResumeMonth({ year: 2021, month: 3 }, 'en')).toBe('Mar 2021');
    expect(formatResumeMonth({ year: 2021, month: 3 }, 'ru')).toMatch(/^мар.* 2021/);
    expect(formatResumeMonth({ year: 2021, month: null }, 'ru')).toBe('2021');
  });
});
