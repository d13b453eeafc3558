import { useCallback } from 'react';
import { type Locale, localizePath, type Session } from '@platform/contract';
import { useNavigate } from '@platform/shared/router';
import { useHost } from '../host-context';
import { activatePromo } from '../promo';
import { alternateUrl } from '../routes/match-route';
import { safeReturnPath, withReturnPath } from '../routes/return-path';

/** After sign-in or sign-up: remember the session, retry a saved promo code, go back where the visitor was. */
export function useSignedIn(locale: Locale, url: URL): (session: Session) => void {
  const host = useHost();
  const navigate = useNavigate();
  const redirect = url.searchParams.get('redirect');
  const target = safeReturnPath(redirect, localizePath('/', locale));
  return useCallback(
    (session: Session) => {
      host.session.set(session);
      void activatePromo(host, '');
      // Back to the page the visitor came from, in the language they were reading it in; with no
      // page to return to, the start page opens in the account's language (the shell sets the
      // cookie and theme).
      const saved = session.user.locale;
      const inAccountLanguage = redirect === null && saved !== undefined && saved !== locale;
      void navigate(inAccountLanguage ? alternateUrl(new URL(target, window.location.origin), saved) : target, { replace: true });
    },
    [host, navigate, target, locale, redirect],
  );
}

/** The other auth page's address, keeping the `redirect` parameter. */
export function withRedirect(path: string, url: URL): string {
  const redirect = url.searchParams.get('redirect');
  return redirect ? withReturnPath(path, redirect) : path;
}
