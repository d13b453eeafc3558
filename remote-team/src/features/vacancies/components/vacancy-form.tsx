import { CURRENCIES, EMPLOYMENT_TYPES, VACANCY_LEVELS, VACANCY_STATUSES, vacancyCreateBodySchema, type VacancyInput } from '@platform/contract';
import { Button, Checkbox, FormField, PAGE_CLASSES, Select, TextArea, TextInput } from '@platform/shared';
import { useSchemaForm } from '@platform/shared/forms';
import { useTranslation } from '@platform/shared/react-i18next';

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

// The fields below keep values of the schema's types; these read what the user typed (react-hook-form
// also hands them the initial values, which pass unchanged).

/** Skills as typed: separated by commas. */
function toSkills(value: string | string[]): string[] {
  if (typeof value !== 'string') return value;
  return value
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');
}

/** An amount as typed (spaces allowed); not a number reads as `NaN`, which the schema refuses. */
function toAmount(value: string | number | null): number | null {
  if (typeof value !== 'string') return value;
  const trimmed = value.replace(/\s/g, '');
  return trimmed === '' ? null : Number(trimmed);
}

const blankToNull = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value);

export interface VacancyFormProps {
  initial?: VacancyInput;
  submitLabel: string;
  /** Saves; a rejection with field errors is shown next to the fields. */
  onSubmit: (input: VacancyInput) => Promise<void>;
  onCancel?: () => void;
}

/**
 * Creates or edits a vacancy: title, text, place, skills, employment type, level, salary range and
 * status. Checked by the contract's schema of `POST /api/team/vacancies` (the API's own limits).
 */
export function VacancyForm({ initial = EMPTY, submitLabel, onSubmit, onCancel }: VacancyFormProps) {
  const { t } = useTranslation('team');
  const { form, errorOf, failure, busy, onSubmit: submitWith } = useSchemaForm(vacancyCreateBodySchema, {
    namespace: 'team',
    defaultValues: { ...initial, currency: initial.currency ?? 'RUB' },
    messages: {
      'title:too_small': t('vacancyForm.titleRequired'),
      'salaryMin:invalid_type': t('vacancyForm.wholeNumber'),
      'salaryMax:invalid_type': t('vacancyForm.wholeNumber'),
      'salaryMin:too_small': t('vacancyForm.notNegative'),
      'salaryMax:too_small': t('vacancyForm.notNegative'),
    },
  });

  // A currency means something only with an amount.
  const submit = submitWith((values) =>
    onSubmit({ ...values, currency: values.salaryMin === null && values.salaryMax === null ? null : values.currency }),
  );

  return (
    <form className={PAGE_CLASSES.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormField label={t('vacancyForm.title')} error={errorOf('title')} required>
        <TextInput maxLength={200} {...form.register('title')} />
      </FormField>
      <FormField label={t('vacancyForm.description')} hint={t('vacancyForm.descriptionHint')} error={errorOf('description')}>
        <TextArea {...form.register('description')} />
      </FormField>
      <div className={PAGE_CLASSES.grid2}>
        <FormField label={t('vacancyForm.city')} error={errorOf('city')}>
          <TextInput {...form.register('city', { setValueAs: blankToNull })} />
        </FormField>
        <FormField label={t('vacancyForm.status')} error={errorOf('status')}>
          <Select {...form.register('status')} options={VACANCY_STATUSES.map((item) => ({ value: item, label: t(`status.${item}`) }))} />
        </FormField>
      </div>
      <FormField label={t('vacancyForm.skills')} hint={t('vacancyForm.skillsHint')} error={errorOf('skills') ?? errorOf('skills.0')}>
        <TextInput {...form.register('skills', { setValueAs: toSkills })} />
      </FormField>
      <div className={PAGE_CLASSES.grid2}>
        <FormField label={t('vacancyForm.employmentType')} error={errorOf('employmentType')}>
          <Select {...form.register('employmentType')} options={EMPLOYMENT_TYPES.map((item) => ({ value: item, label: t(`employment.${item}`) }))} />
        </FormField>
        <FormField label={t('vacancyForm.level')} error={errorOf('level')}>
          <Select
            {...form.register('level', { setValueAs: blankToNull })}
            options={[{ value: '', label: t('level.any') }, ...VACANCY_LEVELS.map((item) => ({ value: item, label: t(`level.${item}`) }))]}
          />
        </FormField>
      </div>
      <Checkbox label={t('vacancyForm.remote')} {...form.register('remote')} />
      <div className={PAGE_CLASSES.grid2}>
        <FormField label={t('vacancyForm.salaryMin')} error={errorOf('salaryMin')}>
          <TextInput inputMode="numeric" {...form.register('salaryMin', { setValueAs: toAmount })} />
        </FormField>
        <FormField label={t('vacancyForm.salaryMax')} error={errorOf('salaryMax')}>
          <TextInput inputMode="numeric" {...form.register('salaryMax', { setValueAs: toAmount })} />
        </FormField>
        <FormField label={t('vacancyForm.currency')} error={errorOf('currency')}>
          <Select {...form.register('currency')} options={CURRENCIES.map((item) => ({ value: item, label: item }))} />
        </FormField>
      </div>
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
