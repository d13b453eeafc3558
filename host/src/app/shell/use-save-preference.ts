import { useCallback, useRef } from 'react';
import { ACCOUNT_ROUTES, type AccountPatch, type Session } from '@platform/contract';
import { useHost } from '../host-context';

/** What the header may save on the account: the theme or the language picked there. */
export type PreferencePatch = Pick<AccountPatch, 'theme' | 'locale'>;

/**
 * Saves a theme or language picked in the header on the signed-in account (`PATCH
 * /api/user/account`), then refreshes the session so it carries the saved value: the next device
 * the user signs in on applies it (`useAccountPreferences`). Saves run one after another, so two
 * quick toggles end on the last choice; the session is refreshed after the last one only. Without
 * a session nothing is sent. A save that fails leaves the choice in this browser as it is and says
 * nothing: the preference is a convenience, not something the user asked to be told about.
 */
export function useSavePreference(session: Session | null): (patch: PreferencePatch) => void {
  const host = useHost();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);
  const signedIn = session !== null;
  return useCallback(
    (patch: PreferencePatch) => {
      if (!signedIn) return;
      latest.current += 1;
      const ticket = latest.current;
      queue.current = queue.current.then(async () => {
        try {
          await host.quietApi.patch(ACCOUNT_ROUTES.update.path, patch);
          if (ticket === latest.current) await host.refreshSession();
        } catch {
          // Kept locally (see above).
        }
      });
    },
    [host, signedIn],
  );
}
