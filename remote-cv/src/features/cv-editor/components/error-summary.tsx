import type { Ref } from 'react';
import type { ApiFieldError } from '@platform/contract';
import { useTranslation } from '@platform/shared/react-i18next';
import styles from './cv-editor.module.css';

/** "Please correct the marked fields", and the server's errors that no field of the form shows. */
export function ErrorSummary({ otherErrors, ref }: { otherErrors: readonly ApiFieldError[]; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('cv');
  return (
    <div ref={ref} tabIndex={-1} role="alert" className={styles.summary}>
      <p>{t('editor.fixErrors')}</p>
      {otherErrors.length > 0 && (
        <>
          <p>{t('editor.otherErrors')}</p>
          <ul>
            {otherErrors.map((error) => (
              <li key={`${error.path}-${error.message}`}>
                <code>{error.path}</code>: {error.message}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
