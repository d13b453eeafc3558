import { groupByDay } from './group-by-day';

const at = (createdAt: string, id: number) => ({ id, createdAt });

describe('groupByDay', () => {
  const now = new Date('2024-05-10T12:00:00Z');

  it('groups by the calendar day of the viewer’s time zone, naming today and yesterday', () => {
    const items = [at('2024-05-10T08:00:00Z', 1), at('2024-05-09T21:30:00Z', 2), at('2024-05-09T20:00:00Z', 3), at('2024-05-01T10:00:00Z', 4)];
    expect(groupByDay(items, { locale: 'en', timeZone: 'Europe/London', now })).toEqual([
      { day: '2024-05-10', label: { kind: 'today' }, items: [items[0]] },
      { day: '2024-05-09', label: { kind: 'yesterday' }, items: [items[1], items[2]] },
      { day: '2024-05-01', label: { kind: 'date', text: 'Wednesday, May 1, 2024' }, items: [items[3]] },
    ]);
    // 21:30 UTC is already the next day in Moscow (UTC+3): it joins "today" there.
    expect(groupByDay(items, { locale: 'ru', timeZone: 'Europe/Moscow', now }).map((group) => [group.day, group.items.map((item) => item.id)])).toEqual([
      ['2024-05-10', [1, 2]],
      ['2024-05-09', [3]],
      ['2024-05-01', [4]],
    ]);
  });

  it('writes other days in the viewer’s language', () => {
    const [group] = groupByDay([at('2024-03-01T10:00:00Z', 1)], { locale: 'ru', timeZone: 'Europe/Moscow', now });
    expect(group?.label).toEqual({ kind: 'date', text: 'пятница, 1 марта 2024 г.' });
  });

  it('knows yesterday across a month boundary', () => {
    const [group] = groupByDay([at('2024-02-29T10:00:00Z', 1)], { locale: 'en', timeZone: 'UTC', now: new Date('2024-03-01T10:00:00Z') });
    expect(group?.label).toEqual({ kind: 'yesterday' });
  });
});
