import { useTranslation } from '@platform/shared/react-i18next';
import { useNavigation } from '@platform/shared/router';
import { HOST_NAMESPACE } from '../../config/constants';
import styles from './shell.module.css';

/** A thin bar while the next page's code and guards load (the current page stays until then). */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'shell' });
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} role="progressbar" aria-label={t('loadingPage')} />;
}
