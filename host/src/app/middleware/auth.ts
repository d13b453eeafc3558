import { type Locale, localizePath } from '@platform/contract';
import { withReturnPath } from '../routes/return-path';
import type { RouteMiddleware } from '../routes/route-vocabulary';

/** The sign-in page of a locale, with the page to come back to: `/login?redirect=/team`. */
function signInPath(locale: Locale, returnTo: string): string {
  return withReturnPath(localizePath('/login', locale), returnTo);
}

/** `auth`: an anonymous visitor goes to sign in (locale kept) and comes back afterwards. */
export const authMiddleware: RouteMiddleware = ({ entry, url, session }) =>
  session ? undefined : { redirect: signInPath(entry.locale, `${url.pathname}${url.search}${url.hash}`) };
