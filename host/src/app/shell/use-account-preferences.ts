import { useEffect, useRef } from 'react';
import type { Locale, Session } from '@platform/contract';
import { useNavigate } from '@platform/shared/router';
import { writeLocaleCookie } from '../../features/locale';
import { useTheme } from '../../features/theme';

/**
 * Applies the theme and language saved on the account (carried by the session) in this browser,
 * without a page load:
 * - when a session arrives (page load, sign-in): the theme (and `localStorage.theme`) and the
 *   locale cookie follow the account; the page itself stays in the locale its address names
 *   (sign-in picks the account's locale for the page it goes to, see `useSignedIn`);
 * - when a refreshed session changes either (saved on the account page, here or on another
 *   device): the theme switches, the cookie is rewritten and the page opens in the new locale.
 * A choice made only in the header (theme toggle, EN/RU) is left alone until the account's value
 * itself changes.
 */
export function useAccountPreferences(session: Session | null, locale: Locale, alternates: Record<Locale, string>): void {
  const { theme, setTheme } = useTheme();
  const navigate = useNavigate();
  const previous = useRef<Session | null>(null);
  const latest = useRef({ theme, locale, alternates });
  latest.current = { theme, locale, alternates };

  useEffect(() => {
    const before = previous.current;
    previous.current = session;
    if (session === null || before === session) return;
    const sameUser = before !== null && before.user.id === session.user.id;
    const { theme: savedTheme, locale: savedLocale } = session.user;
    const current = latest.current;
    if (savedTheme !== undefined && savedTheme !== current.theme && (!sameUser || before.user.theme !== savedTheme)) setTheme(savedTheme);
    if (savedLocale !== undefined && (!sameUser || before.user.locale !== savedLocale)) {
      writeLocaleCookie(savedLocale);
      if (sameUser && savedLocale !== current.locale) void navigate(current.alternates[savedLocale], { replace: true });
    }
  }, [session, setTheme, navigate]);
}
