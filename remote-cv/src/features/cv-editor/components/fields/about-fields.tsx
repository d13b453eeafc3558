import { FormField, TextArea, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from '../cv-editor.module.css';
import type { CvFieldsProps } from './types';

/** Name, contacts, city and a few words about the candidate. */
export function AboutFields({ cv: { form, errorOf } }: CvFieldsProps) {
  const { t } = useTranslation('cv');
  return (
    <>
      <div className={styles.grid}>
        <FormField label={t('editor.name')} required error={errorOf('resume.basics.name')}>
          <TextInput autoComplete="name" {...form.register('resume.basics.name')} />
        </FormField>
        <FormField label={t('editor.email')} error={errorOf('resume.basics.email')}>
          <TextInput type="email" autoComplete="email" {...form.register('resume.basics.email')} />
        </FormField>
        <FormField label={t('editor.phone')} error={errorOf('resume.basics.phone')}>
          <TextInput type="tel" autoComplete="tel" {...form.register('resume.basics.phone')} />
        </FormField>
        <FormField label={t('editor.city')} error={errorOf('resume.basics.location.city')}>
          <TextInput autoComplete="address-level2" {...form.register('resume.basics.location.city')} />
        </FormField>
      </div>
      <FormField label={t('editor.summary')} hint={t('editor.summaryHint')} error={errorOf('resume.basics.summary')}>
        <TextArea rows={5} {...form.register('resume.basics.summary')} />
      </FormField>
    </>
  );
}
