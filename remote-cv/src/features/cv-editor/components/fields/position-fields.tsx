import { CURRENCIES, JOB_SEARCH_STATUSES } from '@platform/contract';
import { Checkbox, FormField, Select, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from '../cv-editor.module.css';
import type { CvFieldsProps } from './types';

/** The position wanted and the terms recruiters filter by: status, salary and currency, relocation, remote work. */
export function PositionFields({ cv: { form, errorOf } }: CvFieldsProps) {
  const { t } = useTranslation('cv');
  return (
    <>
      <div className={styles.grid}>
        <FormField label={t('editor.label')} hint={t('editor.labelHint')} error={errorOf('resume.basics.label')}>
          <TextInput autoComplete="organization-title" {...form.register('resume.basics.label')} />
        </FormField>
        <FormField label={t('editor.status')} error={errorOf('resume.x-platform.jobSearchStatus')}>
          <Select
            options={JOB_SEARCH_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            {...form.register('resume.x-platform.jobSearchStatus')}
          />
        </FormField>
        <FormField label={t('editor.salary')} error={errorOf('resume.x-platform.desiredSalary.amount')}>
          <TextInput inputMode="numeric" {...form.register('resume.x-platform.desiredSalary.amount')} />
        </FormField>
        <FormField label={t('editor.currency')} error={errorOf('resume.x-platform.desiredSalary.currency')}>
          <Select
            options={CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
            {...form.register('resume.x-platform.desiredSalary.currency')}
          />
        </FormField>
      </div>
      <Checkbox label={t('editor.relocation')} {...form.register('resume.x-platform.relocation')} />
      <Checkbox label={t('editor.remote')} {...form.register('resume.x-platform.remote')} />
    </>
  );
}
