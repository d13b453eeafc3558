import { isCurrent, isNotOlder } from './search-cache';

const lineage = 'a3c1e5d2-0000-4000-8000-000000000001';
const stamp = (publicChanges: number, teamChanges: number, day = '2026-11-26', of = lineage) => ({ publicChanges, teamChanges, lineage: of, day });

describe('isCurrent', () => {
  it('holds only for the database, the counters and the day the counts were taken under', () => {
    const taken = stamp(7, 3);
    expect(isCurrent(taken, stamp(7, 3))).toBe(true);
    // A change to the public CVs, or to the viewer's team's.
    expect(isCurrent(taken, stamp(8, 3))).toBe(false);
    expect(isCurrent(taken, stamp(7, 4))).toBe(false);
    // Another database whose counters have the same values (a replica is the same database).
    expect(isCurrent(taken, stamp(7, 3, '2026-11-26', 'a3c1e5d2-0000-4000-8000-000000000002'))).toBe(false);
    // period:N is relative to the date.
    expect(isCurrent(taken, stamp(7, 3, '2026-11-27'))).toBe(false);
  });
});

describe('isNotOlder', () => {
  it('holds for the same database and day with as many CV changes or more in each scope', () => {
    const seen = stamp(7, 3);
    expect(isNotOlder(stamp(7, 3), seen)).toBe(true);
    expect(isNotOlder(stamp(9, 3), seen)).toBe(true);
    expect(isNotOlder(stamp(7, 5), seen)).toBe(true);
    expect(isNotOlder(stamp(6, 3), seen)).toBe(false);
    // Newer in one scope, older in the other: older than what the caller saw.
    expect(isNotOlder(stamp(9, 2), seen)).toBe(false);
    expect(isNotOlder(stamp(6, 5), seen)).toBe(false);
    expect(isNotOlder(stamp(9, 3, '2026-11-26', 'a3c1e5d2-0000-4000-8000-000000000002'), seen)).toBe(false);
    expect(isNotOlder(stamp(9, 3, '2026-11-27'), seen)).toBe(false);
  });
});
