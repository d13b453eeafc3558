import { useId } from 'react';
import { CV_VISIBILITIES } from '@platform/contract';
import { FormField, TextInput } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from '../cv-editor.module.css';
import type { CvFieldsProps } from './types';

/** Who finds the CV, and the username of its public address. */
export function PublishingFields({ cv: { form, errorOf } }: CvFieldsProps) {
  const { t } = useTranslation('cv');
  const id = useId();
  const visibilityError = errorOf('visibility');
  const username = form.watch('username');
  return (
    <>
      <fieldset className={styles.radios} aria-describedby={visibilityError ? `${id}-visibility-error` : undefined}>
        <legend>{t('editor.visibility')}</legend>
        {CV_VISIBILITIES.map((visibility) => (
          <label key={visibility} className={styles.radio}>
            <input type="radio" value={visibility} {...form.register('visibility')} />
            {t(`editor.visibility_${visibility}`)}
          </label>
        ))}
        {visibilityError && (
          <p id={`${id}-visibility-error`} className={styles.fieldError}>
            {visibilityError}
          </p>
        )}
      </fieldset>
      <FormField
        label={t('editor.username')}
        required
        hint={t('editor.usernameHint', { username: username.trim().toLowerCase() || '…' })}
        error={errorOf('username')}
      >
        <TextInput autoCapitalize="none" autoComplete="username" spellCheck={false} maxLength={32} {...form.register('username')} />
      </FormField>
    </>
  );
}
