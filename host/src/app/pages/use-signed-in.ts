import { type Locale, localizePath, type Session } from '@platform/contract';
import { useCallback } from 'react';
import { useNavigate } from '@platform/shared/router';
import { useHost } from '../host-context';
import { activatePromo } from '../promo';
import { safeReturnPath, withReturnPath } from '../routes/return-path';

/** After sign-in or sign-up: remember the session, retry a saved promo code, go back where the visitor was. */
export function useSignedIn(locale: Locale, url: URL): (session: Session) => void {
  const host = useHost();
  const navigate = useNavigate();
  const target = safeReturnPath(url.searchParams.get('redirect'), localizePath('/', locale));
  return useCallback(
    (session: Session) => {
      host.session.set(session);
      void activatePromo(host, '');
      void navigate(target, { replace: true });
    },
    [host, navigate, target],
  );
}

/** The other auth page's address, keeping the `redirect` parameter. */
export function withRedirect(path: string, url: URL): string {
  const redirect = url.searchParams.get('redirect');
  return redirect ? withReturnPath(path, redirect) : path;
}
