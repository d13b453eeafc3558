import { useMemo } from 'react';
import { SCOUT_SCHEDULES, type ScoutSchedule } from '@platform/contract';
import { Checkbox, FormField, PAGE_CLASSES, Select, TimeZoneSelect, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';

/** The schedule part of a scout: how it runs, the daily hour, the time zone and the digest. */
export interface ScheduleValue {
  schedule: ScoutSchedule;
  hour: number;
  timeZone: string;
  digest: boolean;
}

function isSchedule(value: string): value is ScoutSchedule {
  return SCOUT_SCHEDULES.some((schedule) => schedule === value);
}

export interface ScheduleFieldsProps {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  errors: Record<string, string>;
}

/** Manual, hourly or daily at an hour (00:00–23:00) of a place's time zone, and the e-mail digest. */
export function ScheduleFields({ value, onChange, errors }: ScheduleFieldsProps) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
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
          <TimeZoneSelect locale={locale} value={value.timeZone} onChange={(timeZone) => onChange({ ...value, timeZone })} />
        </FormField>
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
