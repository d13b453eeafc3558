import { useTranslation } from '@platform/shared/react-i18next';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useNoUserScaling } from '../../hooks/use-no-user-scaling';
import styles from './error-screen.module.css';
import { describeScreenError, type ScreenError } from './screen-error';

export interface ErrorScreenProps {
  error: ScreenError;
  /** The "Back to search" button: goes to the site root of the current locale. */
  onBackToSearch: () => void;
}

/** The 403 / 404 / 500 / any-status screen of the original site. */
export function ErrorScreen({ error, onBackToSearch }: ErrorScreenProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'errors' });
  const described = describeScreenError(error);
  const title = t(described.titleKey, { status: error.status });
  const text = 'literal' in described.text ? described.text.literal : t(described.text.key);
  useDocumentTitle(t('pageTitle', { brand: BRAND_NAME, status: error.status }));
  useNoUserScaling();
  return (
    <section className={styles.screen} aria-labelledby="error-screen-title" data-status={error.status}>
      <p className={styles.code} aria-hidden="true">
        {error.status}
      </p>
      <h1 id="error-screen-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.back} onClick={onBackToSearch}>
        {t('backToSearch')}
      </button>
    </section>
  );
}
