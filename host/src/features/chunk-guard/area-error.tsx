import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import styles from './area-error.module.css';

export interface AreaErrorProps {
  error: Error;
  onRetry: () => void;
}

/** What an area shows when its code failed to load even after the guarded reload. */
export function AreaError({ error, onRetry }: AreaErrorProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'chunkGuard' });
  return (
    <section className={styles.box} role="alert">
      <h2 className={styles.title}>{t('title')}</h2>
      <p>{t('text')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('retry')}
      </button>
      <details className={styles.details}>
        <summary>{t('details')}</summary>
        <code>{error.message}</code>
      </details>
    </section>
  );
}
