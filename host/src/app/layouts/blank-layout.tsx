import type { LayoutProps } from '../routes/route-vocabulary';
import styles from './layouts.module.css';
import { MAIN_CONTENT_ID } from './skip-link';

/** Content only: sign-in pages and error screens. */
export function BlankLayout({ children }: LayoutProps) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.blank}>
      {children}
    </main>
  );
}
