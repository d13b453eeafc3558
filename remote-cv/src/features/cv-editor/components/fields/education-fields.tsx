import { useFieldArray } from 'react-hook-form';
import { Button, FormField, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from '../cv-editor.module.css';
import type { CvFieldsProps } from './types';

/** Schools, universities and courses: where, what, which degree, from and to. */
export function EducationFields({ cv: { form, errorOf } }: CvFieldsProps) {
  const { t } = useTranslation('cv');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'resume.education' });
  return (
    <>
      {fields.length === 0 && <p className={styles.muted}>{t('editor.educationEmpty')}</p>}
      {fields.map((school, index) => (
        <fieldset key={school.id} className={styles.job}>
          <legend className={styles.jobLegend}>{t('editor.educationEntry', { number: index + 1 })}</legend>
          <div className={styles.grid}>
            <FormField label={t('editor.institution')} required error={errorOf(`resume.education.${index}.institution`)}>
              <TextInput {...form.register(`resume.education.${index}.institution`)} />
            </FormField>
            <FormField label={t('editor.area')} error={errorOf(`resume.education.${index}.area`)}>
              <TextInput {...form.register(`resume.education.${index}.area`)} />
            </FormField>
            <FormField label={t('editor.studyType')} hint={t('editor.studyTypeHint')} error={errorOf(`resume.education.${index}.studyType`)}>
              <TextInput {...form.register(`resume.education.${index}.studyType`)} />
            </FormField>
            <FormField label={t('editor.educationStart')} hint={t('editor.monthHint')} error={errorOf(`resume.education.${index}.startDate`)}>
              <TextInput type="month" {...form.register(`resume.education.${index}.startDate`)} />
            </FormField>
            <FormField label={t('editor.educationEnd')} hint={t('editor.monthHint')} error={errorOf(`resume.education.${index}.endDate`)}>
              <TextInput type="month" {...form.register(`resume.education.${index}.endDate`)} />
            </FormField>
          </div>
          <Button variant="ghost" size="small" onClick={() => remove(index)}>
            {t('editor.removeEducation', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button onClick={() => append({ source: null, institution: '', area: '', studyType: '', startDate: '', endDate: '' })}>
        {t('editor.addEducation')}
      </Button>
    </>
  );
}
