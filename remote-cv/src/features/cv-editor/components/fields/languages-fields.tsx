import { useFieldArray } from 'react-hook-form';
import { Button, FormField, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from '../cv-editor.module.css';
import type { CvFieldsProps } from './types';

/** Languages with the level the candidate speaks them at (free text, e.g. "B2" or "Native speaker"). */
export function LanguagesFields({ cv: { form, errorOf } }: CvFieldsProps) {
  const { t } = useTranslation('cv');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'resume.languages' });
  return (
    <>
      {fields.length === 0 && <p className={styles.muted}>{t('editor.languagesEmpty')}</p>}
      {fields.map((language, index) => (
        <fieldset key={language.id} className={styles.job}>
          <legend className={styles.jobLegend}>{t('editor.languageEntry', { number: index + 1 })}</legend>
          <div className={styles.grid}>
            <FormField label={t('editor.language')} required error={errorOf(`resume.languages.${index}.language`)}>
              <TextInput {...form.register(`resume.languages.${index}.language`)} />
            </FormField>
            <FormField label={t('editor.fluency')} hint={t('editor.fluencyHint')} error={errorOf(`resume.languages.${index}.fluency`)}>
              <TextInput {...form.register(`resume.languages.${index}.fluency`)} />
            </FormField>
          </div>
          <Button variant="ghost" size="small" onClick={() => remove(index)}>
            {t('editor.removeLanguage', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      <Button onClick={() => append({ source: null, language: '', fluency: '' })}>{t('editor.addLanguage')}</Button>
    </>
  );
}
