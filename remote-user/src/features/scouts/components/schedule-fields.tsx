import { Checkbox, FormField, PAGE_CLASSES, Select, TextInput } from '@platform/shared';
import { useId, useMemo } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { SCOUT_SCHEDULES, type ScoutSchedule } from '@platform/contract';

/** The schedule part of a scout: how it runs, the daily hour, the time zone and the digest. */
export interface ScheduleValue {
  schedule: ScoutSchedule;
  hour: number;
  timeZone: string;
  digest: boolean;
}

/** The browser's own time zone: the default of a new scout (the API defaults to UTC). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

function timeZones(): readonly string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
}

function isSchedule(value: string): value is ScoutSchedule {
  return SCOUT_SCHEDULES.some((schedule) => schedule === value);
}

export interface ScheduleFieldsProps {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  errors: Record<string, string>;
}

/** Manual, hourly or daily at an hour (00:00–23:00) of an IANA time zone, and the e-mail digest. */
export function ScheduleFields({ value, onChange, errors }: ScheduleFieldsProps) {
  const { t } = useTranslation('user');
  const listId = useId();
  const zones = useMemo(timeZones, []);
  const hours = useMemo(() => Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` })), []);
  return (
    <fieldset className={PAGE_CLASSES.grid2}>
      <legend>{t('scouts.scheduleLegend')}</legend>
      <FormField label={t('scouts.schedule')} error={errors.schedule}>
        <Select
          value={value.schedule}
          options={SCOUT_SCHEDULES.map((schedule) => ({ value: schedule, label: t(`scouts.schedule_${schedule}`) }))}
          onChange={(event) => {
            if (isSchedule(event.target.value)) onChange({ ...value, schedule: event.target.value });
          }}
        />
      </FormField>
      {value.schedule === 'daily' && (
        <FormField label={t('scouts.hour')} error={errors.hour}>
          <Select value={String(value.hour)} options={hours} onChange={(event) => onChange({ ...value, hour: Number(event.target.value) })} />
        </FormField>
      )}
      {value.schedule !== 'manual' && (
        <FormField label={t('scouts.timeZone')} hint={t('scouts.timeZoneHint')} error={errors.timeZone}>
          <TextInput value={value.timeZone} list={listId} autoComplete="off" onChange={(event) => onChange({ ...value, timeZone: event.target.value })} />
        </FormField>
      )}
      {value.schedule !== 'manual' && (
        <datalist id={listId}>
          {zones.map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
      )}
      <Checkbox
        label={t('scouts.digest')}
        checked={value.digest}
        disabled={value.schedule === 'manual'}
        onChange={(event) => onChange({ ...value, digest: event.target.checked })}
      />
    </fieldset>
  );
}
