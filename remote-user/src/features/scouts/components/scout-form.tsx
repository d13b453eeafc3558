import { Button, Checkbox, FormField, PAGE_CLASSES, TextInput, useApiForm } from '@platform/shared';
import type { ScoutCreateInput, ScoutCriteria } from '@platform/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { browserTimeZone, ScheduleFields, type ScheduleValue } from './schedule-fields';

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

/** Names a saved search, its criteria (text, cities, remote work) and its schedule. */
export function ScoutForm({ initial, submitLabel, onSubmit, onCancel }: ScoutFormProps) {
  const { t } = useTranslation('user');
  const form = useApiForm('user');
  const [name, setName] = useState(initial?.name ?? '');
  const [text, setText] = useState(initial?.criteria.text ?? '');
  const [cities, setCities] = useState((initial?.criteria.filters?.city ?? []).join(', '));
  const [remote, setRemote] = useState(initial?.criteria.filters?.remote === true);
  const [schedule, setSchedule] = useState<ScheduleValue>({
    schedule: initial?.schedule ?? 'manual',
    hour: initial?.hour ?? 9,
    timeZone: initial?.timeZone ?? browserTimeZone(),
    digest: initial?.digest ?? false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = t('scouts.nameRequired');
    const city = cities.split(',').map((item) => item.trim()).filter(Boolean);
    if (text.trim() === '' && city.length === 0 && !remote) local['criteria.text'] = t('scouts.criteriaRequired');
    // Keep the criteria's other filters (set in search) as they were.
    const filters = { ...(initial?.criteria.filters ?? {}), city: city.length > 0 ? city : null, remote: remote ? true : null };
    await form.submit(local, () =>
      onSubmit({
        name: name.trim(),
        criteria: { ...(initial?.criteria ?? {}), text: text.trim() || null, filters },
        schedule: schedule.schedule,
        // The hour is kept for a manual or hourly scout too, so switching back to daily restores it.
        hour: schedule.hour,
        timeZone: schedule.timeZone.trim(),
        digest: schedule.schedule !== 'manual' && schedule.digest,
      }),
    );
  };

  const criteriaError = Object.entries(form.errors).find(([path]) => path.startsWith('criteria'))?.[1];
  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={PAGE_CLASSES.grid2}>
        <FormField label={t('scouts.name')} error={form.errors.name} required>
          <TextInput value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </FormField>
        <FormField label={t('scouts.text')} hint={t('scouts.textHint')} error={criteriaError}>
          <TextInput value={text} onChange={(event) => setText(event.target.value)} />
        </FormField>
        <FormField label={t('scouts.cities')} hint={t('scouts.citiesHint')}>
          <TextInput value={cities} onChange={(event) => setCities(event.target.value)} />
        </FormField>
      </div>
      <Checkbox label={t('scouts.remote')} checked={remote} onChange={(event) => setRemote(event.target.checked)} />
      <ScheduleFields value={schedule} onChange={setSchedule} errors={form.errors} />
      {form.failure !== null && <p role="alert">{form.failure}</p>}
      <div className={PAGE_CLASSES.row}>
        <Button htmlType="submit" variant="primary" loading={form.busy}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </div>
    </form>
  );
}
