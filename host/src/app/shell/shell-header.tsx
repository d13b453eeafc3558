import {
  type Locale,
  localizePath,
  type NavEntryDeclaration,
  type RouteAudience,
  type Session,
} from '@platform/contract';
import { formatNumber } from '@platform/shared';
import { groupNavItems, Header, type NavNode } from '../../features/header';
import { LocaleSwitcher } from '../../features/locale';
import { ThemeToggle } from '../../features/theme';
import { navigationFor } from '../routes/remote-routes';
import { withReturnPath } from '../routes/return-path';
import { useShellState } from './shell-context';
import { useSavePreference } from './use-save-preference';

/** Who the header is for: anonymous visitors, recruiters or candidates; a platform operator also gets the operators' entries. */
function audiencesOf(session: Session | null): RouteAudience[] {
  if (session === null) return ['anonymous'];
  return session.user.operator === true ? [session.user.kind, 'operator'] : [session.user.kind];
}

/** The header's links and menus from the remotes' declared navigation, in the page's locale. */
function headerNavigation(entries: readonly NavEntryDeclaration[], locale: Locale): NavNode[] {
  return groupNavItems(
    entries
      .filter((entry) => entry.placement !== 'account')
      .map((entry) => ({
        id: entry.id,
        href: localizePath(entry.path, locale),
        label: entry.label[locale],
        ...(entry.exact ? { exact: true } : {}),
        ...(entry.group ? { group: { id: entry.group.id, label: entry.group.label[locale] } } : {}),
      })),
  );
}

/**
 * The header wired to the shell: session, locale, theme, sign-out; its areas come from the
 * remotes' declarations. A theme or language picked here is saved on the signed-in account.
 */
export function ShellHeader() {
  const { locale, href, alternates, session, signOut } = useShellState();
  const entries = navigationFor(...audiencesOf(session));
  const account = entries.find((entry) => entry.placement === 'account');
  const savePreference = useSavePreference(session);
  return (
    <Header
      homeHref={localizePath('/', locale)}
      items={headerNavigation(entries, locale)}
      userName={session ? session.user.name : null}
      credits={session?.team ? formatNumber(locale, session.team.credits) : null}
      accountHref={account ? localizePath(account.path, locale) : null}
      signInHref={withReturnPath(localizePath('/login', locale), href)}
      registerHref={withReturnPath(localizePath('/register', locale), href)}
      onSignOut={() => void signOut()}
      currentHref={href}
      tools={
        <>
          <ThemeToggle onToggle={(theme) => savePreference({ theme })} />
          <LocaleSwitcher locale={locale} hrefs={alternates} onSelect={(target) => savePreference({ locale: target })} />
        </>
      }
    />
  );
}
