import { experienceMonths } from './experience';

const NOW = new Date('2025-06-15T00:00:00Z');

describe('experienceMonths', () => {
  it('counts months inclusively', () => {
    expect(experienceMonths([{ startDate: '2020-03', endDate: '2020-05' }], NOW)).toBe(3);
    expect(experienceMonths([{ startDate: '2020-03-10', endDate: '2021-02-01' }], NOW)).toBe(12);
  });

  it('counts overlapping jobs once and separate ones in full', () => {
    const work = [
      { startDate: '2018-01', endDate: '2019-12' }, // 24
      { startDate: '2019-06', endDate: '2020-06' }, // overlaps: +6 (2020-01..2020-06)
      { startDate: '2022-01', endDate: '2022-12' }, // 12, after a gap
      { startDate: '2022-03', endDate: '2022-04' }, // inside the previous one
    ];
    expect(experienceMonths(work, NOW)).toBe(24 + 6 + 12);
  });

  it('runs a job without an end date to now and ignores what it cannot date', () => {
    expect(experienceMonths([{ startDate: '2025-01' }], NOW)).toBe(6);
    expect(experienceMonths([{ startDate: '2025-01', endDate: '' }], NOW)).toBe(6);
    expect(experienceMonths([{ endDate: '2020-01' }, { startDate: 'soon' }, { startDate: '2030-01' }], NOW)).toBe(0);
    expect(experienceMonths([{ startDate: '2021-05', endDate: '2020-01' }], NOW)).toBe(0);
  });

  it('reads a bare year as January when starting and December when ending', () => {
    expect(experienceMonths([{ startDate: '2019', endDate: '2020' }], NOW)).toBe(24);
  });

  it('does not count the future', () => {
    expect(experienceMonths([{ startDate: '2025-05', endDate: '2027-01' }], NOW)).toBe(2);
  });
});
