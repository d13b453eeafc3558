/**
 * Wall-clock time at a place ↔ the instant, by the IANA rules Node's ICU carries. An interview is
 * decided as "10:00 in Berlin": the instant follows from the zone's offset on that date, so two
 * interviews at 10:00 on either side of a DST change are both at 10:00 local.
 */

/** Whether `zone` is a time zone name ICU knows (`Europe/Moscow`, `UTC`). */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock in `zone` at `instant` (ms since the epoch). */
function wallClockAt(instant: number, zone: string): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year ?? 0, month: parts.month ?? 0, day: parts.day ?? 0, hour: parts.hour ?? 0, minute: parts.minute ?? 0, second: parts.second ?? 0 };
}

/** The zone's offset from UTC at `instant`, in ms (Berlin in summer: +7 200 000). */
function offsetAt(instant: number, zone: string): number {
  const clock = wallClockAt(instant, zone);
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second) - Math.floor(instant / 1000) * 1000;
}

/** `2026-12-10T10:00` → its parts, or `null` for a date that does not exist (`2026-02-30`). */
export function parseLocalDateTime(local: string): WallClock | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (match === null) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) return null;
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, hour, minute };
}

/** What {@link zonedToInstant} found: the instant, or why there is none. */
export type ZonedResult = { instant: Date } | { error: 'invalid_date' | 'nonexistent' };

/**
 * The instant of a wall-clock time at a place. A time the clocks skip (02:30 on the night summer
 * time starts) does not exist there: refused, not silently moved. A time that occurs twice (the
 * hour repeated when summer time ends) is the first, summer-time one, as calendar programs read it.
 */
export function zonedToInstant(local: string, zone: string): ZonedResult {
  const clock = parseLocalDateTime(local);
  if (clock === null) return { error: 'invalid_date' };
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  // The offsets a day either side cover both readings around a change.
  const candidates = [...new Set([offsetAt(asUtc - 86_400_000, zone), offsetAt(asUtc, zone), offsetAt(asUtc + 86_400_000, zone)])]
    .map((offset) => asUtc - offset)
    .filter((instant) => {
      const back = wallClockAt(instant, zone);
      return back.year === clock.year && back.month === clock.month && back.day === clock.day && back.hour === clock.hour && back.minute === clock.minute;
    })
    .sort((a, b) => a - b);
  const first = candidates[0];
  return first === undefined ? { error: 'nonexistent' } : { instant: new Date(first) };
}

/** The wall clock in `zone` at `instant`, as `2026-12-10T10:00`. */
export function instantToZoned(instant: Date, zone: string): string {
  const clock = wallClockAt(instant.getTime(), zone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}
