import { Button, Checkbox, FormField, TextInput } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorText } from '../../../lib/api-errors';
import styles from '../../../lib/area.module.css';
import type { ScoutInput } from '../api/scout-calls';

export interface ScoutFormProps {
  initial?: ScoutInput;
  submitLabel: string;
  onSubmit: (input: ScoutInput) => Promise<void>;
  onCancel?: () => void;
}

/** Names a saved search and its criteria: the search text, cities and remote work. */
export function ScoutForm({ initial, submitLabel, onSubmit, onCancel }: ScoutFormProps) {
  const { t } = useTranslation('user');
  const errorText = useApiErrorText();
  const [name, setName] = useState(initial?.name ?? '');
  const [text, setText] = useState(initial?.criteria.text ?? '');
  const [cities, setCities] = useState((initial?.criteria.filters?.city ?? []).join(', '));
  const [remote, setRemote] = useState(initial?.criteria.filters?.remote === true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = t('scouts.nameRequired');
    const city = cities.split(',').map((item) => item.trim()).filter(Boolean);
    if (text.trim() === '' && city.length === 0 && !remote) local['criteria.text'] = t('scouts.criteriaRequired');
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    // Keep the criteria's other filters (set in search) as they were.
    const filters = { ...(initial?.criteria.filters ?? {}), city: city.length > 0 ? city : null, remote: remote ? true : null };
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), criteria: { ...(initial?.criteria ?? {}), text: text.trim() || null, filters } });
    } catch (error) {
      const fields = errorText.fields(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorText.message(error));
    } finally {
      setBusy(false);
    }
  };

  const criteriaError = Object.entries(errors).find(([path]) => path.startsWith('criteria'))?.[1];
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <div className={styles.grid2}>
        <FormField label={t('scouts.name')} error={errors.name} required>
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
      {failure !== null && <p role="alert">{failure}</p>}
      <div className={styles.row}>
        <Button htmlType="submit" variant="primary" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
      </div>
    </form>
  );
}
