import type { LayoutProps } from '../routes/route-vocabulary';
import { ShellHeader } from '../shell/shell-header';
import styles from './layouts.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Part of the main bundle, not a lazy chunk: what the shell shows when the route's own layout
 * could not be loaded, so the header (and with it the rest of the site) stays usable.
 */
export function RecoveryLayout({ children }: LayoutProps) {
  return (
    <div className={styles.page}>
      <SkipLink />
      <ShellHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
