import { totalBlockingTime } from './measure-load';

describe('totalBlockingTime', () => {
  it('adds what each long task spends over 50 ms', () => {
    expect(totalBlockingTime([[1000, 120], [2000, 60], [3000, 40]], 0, 10_000)).toBe(70 + 10);
  });

  it('counts only the part after FCP and before the end of the load', () => {
    // 900–1100 with FCP at 1000: 100 ms after FCP → 50 blocking; 9950–10150 ends at 10 000 → 0.
    expect(totalBlockingTime([[900, 200], [9950, 200]], 1000, 10_000)).toBe(50);
  });
});
