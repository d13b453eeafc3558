import { localizePath } from '@platform/contract';
import { safeReturnPath } from '../routes/return-path';
import type { RouteMiddleware } from '../routes/route-vocabulary';

/** `guest`: the sign-in and sign-up pages send a signed-in user on to where they were going. */
export const guestMiddleware: RouteMiddleware = ({ entry, url, session }) =>
  session ? { redirect: safeReturnPath(url.searchParams.get('redirect'), localizePath('/', entry.locale)) } : undefined;
