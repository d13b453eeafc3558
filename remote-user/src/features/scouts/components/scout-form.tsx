import { type FormEvent, useState } from 'react';
import { z } from 'zod/mini';
import { type ScoutCreateInput, type ScoutCriteria, scoutCreateSchema } from '@platform/contract';
import { browserTimeZone, Button, Checkbox, FormField, PAGE_CLASSES, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';
import { KeptFilters, type OtherFilters, otherFiltersOf } from './kept-filters';
import { ScheduleFields, type ScheduleValue } from './schedule-fields';

/** What the form edits: a new scout, or the fields of one being edited. */
export interface ScoutFormInitial {
  name: string;
  criteria: ScoutCriteria;
  schedule: ScheduleValue['schedule'];
  hour: number | null;
  timeZone: string;
  digest: boolean;
}

export interface ScoutFormProps {
  initial?: ScoutFormInitial;
  submitLabel: string;
  onSubmit: (input: Required<Omit<ScoutCreateInput, 'active'>>) => Promise<void>;
  onCancel?: () => void;
}

function watchesSomething(criteria: ScoutCriteria): boolean {
  const text = typeof criteria.text === 'string' ? criteria.text.trim() : '';
  return text !== '' || (criteria.filters?.city?.length ?? 0) > 0 || criteria.filters?.remote === true;
}

/**
 * The contract's body of `POST /api/user/scouts` (its limits are the API's), plus the form's own
 * rule: a scout watches something (a query, a city or remote work), not the whole database.
 */
const scoutFormSchema = scoutCreateSchema.check(
  z.refine((value) => watchesSomething(value.criteria), { message: 'Enter a query, a city or choose remote work.', path: ['criteria'], params: { code: 'criteria_required' } }),
);

/** Names a saved search, its criteria (text, cities, remote work) and its schedule. */
export function ScoutForm({ initial, submitLabel, onSubmit, onCancel }: ScoutFormProps) {
  const { t } = useTranslation('user');
  const { form, errorOf, failure, busy, onSubmit: handle } = useSchemaForm(scoutFormSchema, {
    namespace: 'user',
    defaultValues: {
      name: initial?.name ?? '',
      criteria: initial?.criteria ?? {},
      schedule: initial?.schedule ?? 'manual',
      hour: initial?.hour ?? 9,
      timeZone: initial?.timeZone ?? browserTimeZone(),
      digest: initial?.digest ?? false,
    },
    messages: { 'name:too_small': t('scouts.nameRequired'), 'criteria:criteria_required': t('scouts.criteriaRequired') },
  });
  // The criteria are edited as three inputs and put together on submit.
  const [text, setText] = useState(initial?.criteria.text ?? '');
  const [cities, setCities] = useState((initial?.criteria.filters?.city ?? []).join(', '));
  const [remote, setRemote] = useState(initial?.criteria.filters?.remote === true);
  // The filters set in search beyond these three are shown and can be dropped one by one.
  const [others, setOthers] = useState<OtherFilters>(() => otherFiltersOf(initial?.criteria.filters));
  const schedule: ScheduleValue = {
    schedule: form.watch('schedule') ?? 'manual',
    hour: form.watch('hour') ?? 9,
    timeZone: form.watch('timeZone') ?? '',
    digest: form.watch('digest') ?? false,
  };
  const setSchedule = (next: ScheduleValue) => {
    form.setValue('schedule', next.schedule);
    form.setValue('hour', next.hour);
    form.setValue('timeZone', next.timeZone);
    form.setValue('digest', next.digest);
  };

  const submit = (event: FormEvent) => {
    const city = cities.split(',').map((item) => item.trim()).filter(Boolean);
    // The criteria's other filters (set in search) are kept unless the owner dropped them.
    const filters = { ...others, city: city.length > 0 ? city : null, remote: remote ? true : null };
    form.setValue('criteria', { ...(initial?.criteria ?? {}), text: text.trim() || null, filters });
    return handle((values) =>
      onSubmit({
        name: values.name,
        criteria: values.criteria,
        schedule: values.schedule,
        // The hour is kept for a manual or hourly scout too, so switching back to daily restores it.
        hour: values.hour,
        timeZone: values.timeZone.trim(),
        digest: values.schedule !== 'manual' && values.digest,
      }),
    )(event);
  };

  const scheduleErrors = Object.fromEntries(
    (['schedule', 'hour', 'timeZone'] as const).flatMap((path) => {
      const error = errorOf(path);
      return error === undefined ? [] : [[path, error]];
    }),
  );
  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={PAGE_CLASSES.grid2}>
        <FormField label={t('scouts.name')} error={errorOf('name')} required>
          <TextInput {...form.register('name')} />
        </FormField>
        <FormField label={t('scouts.text')} hint={t('scouts.textHint')} error={errorOf('criteria') ?? errorOf('criteria.text')}>
          <TextInput value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
        <FormField label={t('scouts.cities')} hint={t('scouts.citiesHint')}>
          <TextInput value={cities} onChange={(event) => setCities(event.target.value)} />
        </FormField>
      </div>
      <Checkbox label={t('scouts.remote')} checked={remote} onChange={(event) => setRemote(event.target.checked)} />
      <KeptFilters filters={others} onChange={setOthers} />
      <ScheduleFields value={schedule} onChange={setSchedule} errors={scheduleErrors} />
      {failure !== null && <p role="alert">{failure}</p>}
      <div className={PAGE_CLASSES.row}>
        <Button htmlType="submit" variant="primary" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </div>
    </form>
  );
}
