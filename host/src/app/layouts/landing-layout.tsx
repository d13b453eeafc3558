import type { LayoutProps } from '../routes/route-vocabulary';
import { ShellHeader } from '../shell/shell-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import styles from './layouts.module.css';

/** The Russian main page: the header over a full-width content area. */
export function LandingLayout({ children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <ShellHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.landing}>
        {children}
      </main>
    </div>
  );
}
