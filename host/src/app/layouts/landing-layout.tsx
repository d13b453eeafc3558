import { useSession } from '../../features/auth';
import { useHost } from '../host-context';
import type { LayoutProps } from '../routes/route-vocabulary';
import { ShellHeader } from '../shell/shell-header';
import styles from './layouts.module.css';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * The main page (`/`, `/ru`): the header over a full-width content area for the landing page; a
 * signed-in user gets the dashboard there, inside the same margins as on every other page.
 */
export function LandingLayout({ children }: LayoutProps) {
  const session = useSession(useHost().session);
  return (
    <div className={styles.page}>
      <SkipLink />
      <ShellHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={session ? styles.main : styles.landing}>
        {children}
      </main>
    </div>
  );
}
