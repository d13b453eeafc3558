import { useFieldArray } from 'react-hook-form';
import { Button, FormField, TextArea, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from '../cv-editor.module.css';
import type { CvFieldsProps } from './types';

/** Jobs, latest first: company, position, months worked and what the candidate did. */
export function WorkFields({ cv: { form, errorOf } }: CvFieldsProps) {
  const { t } = useTranslation('cv');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'resume.work' });
  return (
    <>
      {fields.length === 0 && <p className={styles.muted}>{t('editor.workEmpty')}</p>}
      {fields.map((job, index) => (
        <fieldset key={job.id} className={styles.job}>
          <legend className={styles.jobLegend}>{t('editor.workEntry', { number: index + 1 })}</legend>
          <div className={styles.grid}>
            <FormField label={t('editor.position')} required error={errorOf(`resume.work.${index}.position`)}>
              <TextInput {...form.register(`resume.work.${index}.position`)} />
            </FormField>
            <FormField label={t('editor.company')} error={errorOf(`resume.work.${index}.name`)}>
              <TextInput {...form.register(`resume.work.${index}.name`)} />
            </FormField>
            <FormField label={t('editor.startDate')} hint={t('editor.monthHint')} error={errorOf(`resume.work.${index}.startDate`)}>
              <TextInput type="month" {...form.register(`resume.work.${index}.startDate`)} />
            </FormField>
            <FormField label={t('editor.endDate')} hint={t('editor.endDateHint')} error={errorOf(`resume.work.${index}.endDate`)}>
              <TextInput type="month" {...form.register(`resume.work.${index}.endDate`)} />
            </FormField>
          </div>
          <FormField label={t('editor.workSummary')} error={errorOf(`resume.work.${index}.summary`)}>
            <TextArea rows={3} {...form.register(`resume.work.${index}.summary`)} />
          </FormField>
          <Button variant="ghost" size="small" onClick={() => remove(index)}>
            {t('editor.removeWork', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button onClick={() => append({ source: null, name: '', position: '', startDate: '', endDate: '', summary: '' })}>{t('editor.addWork')}</Button>
    </>
  );
}
