import type { ReactNode } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { Link } from '@platform/shared/router';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import styles from './auth-pages.module.css';

export interface AuthCardProps {
  title: string;
  homeHref: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The frame of the sign-in and register pages (their layout is blank: no header). */
export function AuthCard({ title, homeHref, children, footer }: AuthCardProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'auth' });
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <Link to={homeHref} className={styles.brand}>
          {BRAND_NAME}
          <span className={styles.back}>{t('backToSite')}</span>
        </Link>
        <h1 className={styles.title}>{title}</h1>
        {children}
        <p className={styles.footer}>{footer}</p>
      </div>
    </div>
  );
}
