import { Spinner } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import styles from './shell.module.css';

/** Shown while the first page's code and the session load. */
export function StartupProgress() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'shell' });
  return (
    <div className={styles.startup}>
      <Spinner label={t('loadingPage')} size="large" />
    </div>
  );
}
