import { useTranslation } from '@platform/shared/react-i18next';
import { HOST_NAMESPACE } from '../../config/constants';
import styles from './layouts.module.css';

/** The main content's id: the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element of every page: jumps over the header to the content. */
export function SkipLink() {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'shell' });
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
