import { useTranslation } from '@platform/shared/react-i18next';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import type { LayoutProps } from '../routes/route-vocabulary';
import { ShellHeader } from '../shell/shell-header';
import styles from './layouts.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Header, content, footer: every page unless its route names another layout. */
export function DefaultLayout({ children }: LayoutProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'shell' });
  return (
    <div className={styles.page}>
      <SkipLink />
      <ShellHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        {BRAND_NAME} · {t('footer')}
      </footer>
    </div>
  );
}
