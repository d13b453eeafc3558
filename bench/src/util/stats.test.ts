import { median, percentile, round } from './stats';

describe('percentile', () => {
  it('interpolates between closest ranks', () => {
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50], 95)).toBeCloseTo(48);
    expect(percentile([5], 99)).toBe(5);
  });

  it('ignores input order and leaves the input unsorted', () => {
    const values = [3, 1, 2];
    expect(median(values)).toBe(2);
    expect(values).toEqual([3, 1, 2]);
  });

  it('is NaN for no values, so a missing measurement is never read as 0', () => {
    expect(median([])).toBeNaN();
  });
});

describe('round', () => {
  it('keeps the requested decimals', () => {
    expect(round(1.2345, 2)).toBe(1.23);
    expect(round(99.95, 0)).toBe(100);
  });
});
