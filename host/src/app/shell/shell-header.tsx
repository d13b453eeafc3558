import { formatNumber, localizePath } from '@platform/shared';
import { useEffect, useState } from 'react';
import { getOwnCvUsername } from '../../features/auth';
import { Header, navItemsFor } from '../../features/header';
import { LocaleSwitcher } from '../../features/locale';
import { ThemeToggle } from '../../features/theme';
import { useHost } from '../host-context';
import { withReturnPath } from '../routes/return-path';
import { useShellState } from './shell-context';

/** A candidate's public CV path, looked up once per signed-in candidate. */
function useOwnCvPath(): string | null {
  const host = useHost();
  const { session } = useShellState();
  const candidateId = session?.user.kind === 'candidate' ? session.user.id : null;
  const [path, setPath] = useState<{ id: string; path: string | null } | null>(null);
  useEffect(() => {
    if (!candidateId) return;
    let active = true;
    void getOwnCvUsername(host.quietApi).then((username) => {
      if (active) setPath({ id: candidateId, path: username ? `/cv/username/${encodeURIComponent(username)}` : null });
    });
    return () => {
      active = false;
    };
  }, [candidateId, host]);
  return path && path.id === candidateId ? path.path : null;
}

/** The header wired to the shell: session, locale, theme, sign-out. */
export function ShellHeader() {
  const { locale, href, alternates, session, signOut } = useShellState();
  const ownCvPath = useOwnCvPath();
  const items = navItemsFor(session, ownCvPath).map((item) => ({ ...item, href: localizePath(item.href, locale) }));
  return (
    <Header
      homeHref={localizePath('/', locale)}
      items={items}
      userName={session ? session.user.name : null}
      credits={session?.team ? formatNumber(locale, session.team.credits) : null}
      accountHref={localizePath('/user/account', locale)}
      signInHref={withReturnPath(localizePath('/login', locale), href)}
      registerHref={withReturnPath(localizePath('/register', locale), href)}
      onSignOut={() => void signOut()}
      currentHref={href}
      tools={
        <>
          <ThemeToggle />
          <LocaleSwitcher locale={locale} hrefs={alternates} />
        </>
      }
    />
  );
}
