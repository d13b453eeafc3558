import { isCurrent, isNotOlder } from './search-cache';

describe('isCurrent', () => {
  it('holds only for the database, the counter and the day the counts were taken under', () => {
    const lineage = 'a3c1e5d2-0000-4000-8000-000000000001';
    const taken = { changes: 7, lineage, day: '2026-11-26' };
    expect(isCurrent(taken, { changes: 7, lineage, day: '2026-11-26' })).toBe(true);
    expect(isCurrent(taken, { changes: 8, lineage, day: '2026-11-26' })).toBe(false);
    // Another database whose counter has the same value (a replica is the same database).
    expect(isCurrent(taken, { changes: 7, lineage: 'a3c1e5d2-0000-4000-8000-000000000002', day: '2026-11-26' })).toBe(false);
    // period:N is relative to the date.
    expect(isCurrent(taken, { changes: 7, lineage, day: '2026-11-27' })).toBe(false);
  });
});

describe('isNotOlder', () => {
  it('holds for the same database and day with as many CV changes or more', () => {
    const lineage = 'a3c1e5d2-0000-4000-8000-000000000001';
    const seen = { changes: 7, lineage, day: '2026-11-26' };
    expect(isNotOlder({ changes: 7, lineage, day: '2026-11-26' }, seen)).toBe(true);
    expect(isNotOlder({ changes: 9, lineage, day: '2026-11-26' }, seen)).toBe(true);
    expect(isNotOlder({ changes: 6, lineage, day: '2026-11-26' }, seen)).toBe(false);
    expect(isNotOlder({ changes: 9, lineage: 'a3c1e5d2-0000-4000-8000-000000000002', day: '2026-11-26' }, seen)).toBe(false);
    expect(isNotOlder({ changes: 9, lineage, day: '2026-11-27' }, seen)).toBe(false);
  });
});
