import { instantToZoned, isKnownTimeZone, zonedToInstant } from './time-zone';

function instantOf(local: string, zone: string): string {
  const result = zonedToInstant(local, zone);
  if (!('instant' in result)) throw new Error(`${local} in ${zone}: ${result.error}`);
  return result.instant.toISOString();
}

describe('wall-clock time at a place', () => {
  it('keeps 10:00 local on both sides of the autumn change in Berlin; Moscow has no DST', () => {
    // Central European summer time ends on 2026-10-25.
    expect(instantOf('2026-10-22T10:00', 'Europe/Berlin')).toBe('2026-10-22T08:00:00.000Z');
    expect(instantOf('2026-10-29T10:00', 'Europe/Berlin')).toBe('2026-10-29T09:00:00.000Z');
    expect(instantOf('2026-10-22T10:00', 'Europe/Moscow')).toBe('2026-10-22T07:00:00.000Z');
    expect(instantOf('2026-10-29T10:00', 'Europe/Moscow')).toBe('2026-10-29T07:00:00.000Z');
    expect(instantToZoned(new Date('2026-10-29T09:00:00Z'), 'Europe/Berlin')).toBe('2026-10-29T10:00');
  });

  it('refuses a time the clocks skip and reads a repeated hour as the summer-time one', () => {
    expect(zonedToInstant('2026-03-29T02:30', 'Europe/Berlin')).toEqual({ error: 'nonexistent' });
    expect(instantOf('2026-10-25T02:30', 'Europe/Berlin')).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedToInstant('2026-02-30T10:00', 'Europe/Berlin')).toEqual({ error: 'invalid_date' });
  });

  it('knows IANA names and nothing else', () => {
    expect(isKnownTimeZone('Europe/Moscow')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });
});
