import type { Locale } from '@platform/contract';
import { INTL_LOCALES } from '../../i18n/format';

/** One place of the time-zone list: its IANA name and how a person finds it. */
export interface TimeZonePlace {
  zone: string;
  /** "Berlin (Europe) · GMT+1": the place first, so typing its name in the list finds it. */
  label: string;
}

/** The browser's own time zone (`UTC` where the runtime does not say). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function knownZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

function offsetOf(locale: Locale, zone: string): string {
  try {
    const part = new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(new Date())
      .find((item) => item.type === 'timeZoneName');
    return part?.value ?? '';
  } catch {
    return '';
  }
}

/** "America/Argentina/Buenos_Aires" → "Buenos Aires (America, Argentina)"; "UTC" stays itself. */
function placeOf(zone: string): string {
  const parts = zone.split('/').map((part) => part.replaceAll('_', ' '));
  const city = parts.at(-1) ?? zone;
  const regions = parts.slice(0, -1);
  return regions.length > 0 ? `${city} (${regions.join(', ')})` : city;
}

const places = new Map<string, readonly TimeZonePlace[]>();

/**
 * Every time zone the runtime knows as a place with its current offset, sorted by the place's name
 * in the locale's order; `include` (a saved or default zone) is listed even when the runtime omits it.
 */
export function timeZonePlaces(locale: Locale, include: readonly string[] = []): readonly TimeZonePlace[] {
  const key = `${locale}|${include.join(',')}`;
  const cached = places.get(key);
  if (cached) return cached;
  const zones = [...new Set([...knownZones(), ...include.filter((zone) => zone !== '')])];
  const collator = new Intl.Collator(INTL_LOCALES[locale]);
  const list = zones
    .map((zone) => {
      const offset = offsetOf(locale, zone);
      return { zone, label: offset === '' ? placeOf(zone) : `${placeOf(zone)} · ${offset}` };
    })
    .sort((a, b) => collator.compare(a.label, b.label));
  places.set(key, list);
  return list;
}
