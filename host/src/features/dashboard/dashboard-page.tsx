import type { ErrorInfo, ReactNode } from 'react';
import { useTranslation } from '@platform/shared/react-i18next';
import { BRAND_NAME, HOST_NAMESPACE } from '../../config/constants';
import { useDocumentTitle } from '../../hooks/use-document-title';
import styles from './dashboard-page.module.css';
import { WidgetBoundary } from './widget-boundary';

export interface DashboardWidget {
  id: string;
  /** The widget itself (a remote's parcel); it brings its own heading. */
  content: ReactNode;
}

export interface DashboardPageProps {
  userName: string;
  widgets: DashboardWidget[];
  /** Extra links under the widgets (a candidate's CV, education). */
  links?: ReactNode;
  /** What the account must do first (verify its e-mail address), above the widgets. */
  notice?: ReactNode;
  onWidgetError?: (widgetId: string, error: Error, info: ErrorInfo) => void;
}

/** The signed-in main page: a grid of widgets, each isolated from the others. */
export function DashboardPage({ userName, widgets, links, notice, onWidgetError }: DashboardPageProps) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'dashboard' });
  useDocumentTitle(`${t('title')} | ${BRAND_NAME}`);
  return (
    <div className={styles.dashboard}>
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.greeting}>{t('greeting', { name: userName })}</p>
      </header>
      {notice}
      <div className={styles.grid}>
        {widgets.map((widget) => (
          <div key={widget.id} className={styles.widget} data-widget={widget.id}>
            <WidgetBoundary
              fallback={<p role="alert">{t('widgetCrashed')}</p>}
              onError={(error, info) => onWidgetError?.(widget.id, error, info)}
            >
              {widget.content}
            </WidgetBoundary>
          </div>
        ))}
      </div>
      {links && (
        <nav className={styles.links} aria-label={t('quickLinks')}>
          {links}
        </nav>
      )}
    </div>
  );
}
