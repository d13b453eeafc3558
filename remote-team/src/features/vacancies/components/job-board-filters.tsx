import { useState, type FormEvent } from 'react';
import { CURRENCIES, type Currency, VACANCY_LEVELS } from '@platform/contract';
import { Button, Checkbox, FormField, PAGE_CLASSES, Select, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import type { JobBoardField } from '../api/job-board-query';


interface JobBoardFiltersProps {
  /** A field's value in the address ('' when it has none). */
  value: (field: JobBoardField) => string;
  onSearch: (fields: Record<JobBoardField, string>) => void;
}

function isCurrency(value: string): value is Currency {
  return CURRENCIES.some((currency) => currency === value);
}

/** "200 000" and "200000" are the same amount; anything else but digits is not one. */
function amountOf(text: string): string | null {
  const digits = text.replace(/[\s\u00a0\u202f]/g, '');
  return /^\d{0,10}$/.test(digits) ? digits : null;
}

/**
 * The job board's search: words, city, remote only, level, and a monthly salary from (in a
 * currency; vacancies paying in another one are not compared). The fields show the address's
 * search; the parent keys this form by it, so Back shows the search it returns to.
 */
export function JobBoardFilters({ value, onSearch }: JobBoardFiltersProps) {
  const { t } = useTranslation('team');
  const [salaryError, setSalaryError] = useState(false);
  const currency = value('currency');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const salaryFrom = amountOf(text('salaryFrom'));
    setSalaryError(salaryFrom === null);
    if (salaryFrom === null) return;
    onSearch({
      q: text('q'),
      city: text('city'),
      remote: data.get('remote') === 'true' ? 'true' : '',
      level: text('level'),
      salaryFrom,
      // The currency means something only with an amount.
      currency: salaryFrom === '' ? '' : text('currency'),
    });
  };

  return (
    <form role="search" aria-label={t('jobs.searchLabel')} className={PAGE_CLASSES.row} onSubmit={submit} noValidate>
      <FormField label={t('jobs.text')}>
        <TextInput type="search" name="q" defaultValue={value('q')} />
      </FormField>
      <FormField label={t('jobs.city')}>
        <TextInput name="city" defaultValue={value('city')} />
      </FormField>
      <FormField label={t('jobs.level')}>
        <Select
          name="level"
          defaultValue={value('level')}
          options={[{ value: '', label: t('level.any') }, ...VACANCY_LEVELS.map((level) => ({ value: level, label: t(`level.${level}`) }))]}
        />
      </FormField>
      <FormField label={t('jobs.salaryFrom')} hint={t('jobs.salaryHint')} error={salaryError ? t('jobs.salaryInvalid') : undefined}>
        <TextInput name="salaryFrom" inputMode="numeric" defaultValue={value('salaryFrom')} />
      </FormField>
      <FormField label={t('jobs.currency')}>
        <Select name="currency" defaultValue={isCurrency(currency) ? currency : 'RUB'} options={CURRENCIES.map((item) => ({ value: item, label: item }))} />
      </FormField>
      <Checkbox name="remote" value="true" label={t('jobs.remoteOnly')} defaultChecked={value('remote') === 'true'} />
      <Button htmlType="submit" variant="primary">
        {t('jobs.search')}
      </Button>
    </form>
  );
}
