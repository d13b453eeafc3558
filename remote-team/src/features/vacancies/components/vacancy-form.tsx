import { Button, Checkbox, FormField, PAGE_CLASSES, Select, TextArea, TextInput, useApiForm } from '@platform/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { VACANCY_STATUSES, type VacancyInput, type VacancyStatus } from '../api/vacancy-calls';
import {
  CURRENCIES,
  type Currency,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  VACANCY_LEVELS,
  type VacancyLevel,
} from '@platform/contract';

const EMPTY: VacancyInput = {
  title: '',
  description: '',
  city: null,
  remote: false,
  salaryMin: null,
  salaryMax: null,
  currency: 'RUB',
  status: 'draft',
  skills: [],
  employmentType: 'full_time',
  level: null,
};

/** Skills as typed: separated by commas. */
function toSkills(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');
}

function toAmount(text: string): number | null {
  const trimmed = text.replace(/\s/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

export interface VacancyFormProps {
  initial?: VacancyInput;
  submitLabel: string;
  /** Saves; a rejection with field errors is shown next to the fields. */
  onSubmit: (input: VacancyInput) => Promise<void>;
  onCancel?: () => void;
}

/** Creates or edits a vacancy: title, text, place, skills, employment type, level, salary range and status. */
export function VacancyForm({ initial = EMPTY, submitLabel, onSubmit, onCancel }: VacancyFormProps) {
  const { t } = useTranslation('team');
  const form = useApiForm('team');
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const [city, setCity] = useState(initial.city ?? '');
  const [remote, setRemote] = useState(initial.remote);
  const [salaryMin, setSalaryMin] = useState(initial.salaryMin === null ? '' : String(initial.salaryMin));
  const [salaryMax, setSalaryMax] = useState(initial.salaryMax === null ? '' : String(initial.salaryMax));
  const [currency, setCurrency] = useState<Currency>(initial.currency ?? 'RUB');
  const [status, setStatus] = useState<VacancyStatus>(initial.status);
  const [skills, setSkills] = useState(initial.skills.join(', '));
  const [employmentType, setEmploymentType] = useState<EmploymentType>(initial.employmentType);
  const [level, setLevel] = useState<VacancyLevel | null>(initial.level);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (title.trim() === '') local.title = t('vacancyForm.titleRequired');
    const min = toAmount(salaryMin);
    const max = toAmount(salaryMax);
    if (min !== null && !Number.isInteger(min)) local.salaryMin = t('vacancyForm.wholeNumber');
    if (max !== null && !Number.isInteger(max)) local.salaryMax = t('vacancyForm.wholeNumber');
    await form.submit(local, () =>
      onSubmit({
        title: title.trim(),
        description,
        city: city.trim() === '' ? null : city.trim(),
        remote,
        salaryMin: min,
        salaryMax: max,
        currency: min === null && max === null ? null : currency,
        status,
        skills: toSkills(skills),
        employmentType,
        level,
      }),
    );
  };

  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t('vacancyForm.title')} error={form.errors.title} required>
        <TextInput value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
      <FormField label={t('vacancyForm.description')} hint={t('vacancyForm.descriptionHint')} error={form.errors.description}>
        <TextArea value={description} onChange={(event) => setDescription(event.target.value)} />
      </FormField>
      <div className={PAGE_CLASSES.grid2}>
        <FormField label={t('vacancyForm.city')} error={form.errors.city}>
          <TextInput value={city} onChange={(event) => setCity(event.target.value)} />
        </FormField>
        <FormField label={t('vacancyForm.status')} error={form.errors.status}>
          <Select
            value={status}
            onChange={(event) => setStatus(VACANCY_STATUSES.find((item) => item === event.target.value) ?? 'draft')}
            options={VACANCY_STATUSES.map((item) => ({ value: item, label: t(`status.${item}`) }))}
          />
        </FormField>
      </div>
      <FormField label={t('vacancyForm.skills')} hint={t('vacancyForm.skillsHint')} error={form.errors.skills ?? form.errors['skills.0']}>
        <TextInput value={skills} onChange={(event) => setSkills(event.target.value)} />
      </FormField>
      <div className={PAGE_CLASSES.grid2}>
        <FormField label={t('vacancyForm.employmentType')} error={form.errors.employmentType}>
          <Select
            value={employmentType}
            onChange={(event) => setEmploymentType(EMPLOYMENT_TYPES.find((item) => item === event.target.value) ?? 'full_time')}
            options={EMPLOYMENT_TYPES.map((item) => ({ value: item, label: t(`employment.${item}`) }))}
          />
        </FormField>
        <FormField label={t('vacancyForm.level')} error={form.errors.level}>
          <Select
            value={level ?? ''}
            onChange={(event) => setLevel(VACANCY_LEVELS.find((item) => item === event.target.value) ?? null)}
            options={[{ value: '', label: t('level.any') }, ...VACANCY_LEVELS.map((item) => ({ value: item, label: t(`level.${item}`) }))]}
          />
        </FormField>
      </div>
      <Checkbox label={t('vacancyForm.remote')} checked={remote} onChange={(event) => setRemote(event.target.checked)} />
      <div className={PAGE_CLASSES.grid2}>
        <FormField label={t('vacancyForm.salaryMin')} error={form.errors.salaryMin}>
          <TextInput inputMode="numeric" value={salaryMin} onChange={(event) => setSalaryMin(event.target.value)} />
        </FormField>
        <FormField label={t('vacancyForm.salaryMax')} error={form.errors.salaryMax}>
          <TextInput inputMode="numeric" value={salaryMax} onChange={(event) => setSalaryMax(event.target.value)} />
        </FormField>
        <FormField label={t('vacancyForm.currency')} error={form.errors.currency}>
          <Select
            value={currency}
            onChange={(event) => setCurrency(CURRENCIES.find((item) => item === event.target.value) ?? 'RUB')}
            options={CURRENCIES.map((item) => ({ value: item, label: item }))}
          />
        </FormField>
      </div>
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
