import { useMemo } from 'react';
import type { Locale } from '@platform/contract';
import { Select, type SelectProps } from '../Select';
import { timeZonePlaces } from './time-zones';

/** Props of {@link TimeZoneSelect}: a select's own, less its options. */
export interface TimeZoneSelectProps extends Omit<SelectProps, 'options' | 'value' | 'onChange'> {
  locale: Locale;
  /** The chosen IANA zone (`Europe/Berlin`). */
  value: string;
  onChange: (zone: string) => void;
}

/**
 * A time zone chosen from a list of places ("Berlin (Europe) · GMT+1"), never typed: a native
 * select, so typing a city's first letters jumps to it and a screen reader reads it as a list.
 */
export function TimeZoneSelect({ locale, value, onChange, ...rest }: TimeZoneSelectProps) {
  const options = useMemo(() => timeZonePlaces(locale, [value]).map((place) => ({ value: place.zone, label: place.label })), [locale, value]);
  return <Select {...rest} value={value} options={options} onChange={(event) => onChange(event.target.value)} />;
}
