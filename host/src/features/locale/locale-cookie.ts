import { isLocale, type Locale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_DAYS } from '@platform/contract';

const SECONDS_PER_DAY = 86_400;

/** The locale remembered in the `i18n_redirected` cookie, if it names a known one. */
export function readLocaleCookie(cookieHeader: string = document.cookie): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LOCALE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLocale(value) ? value : null;
    }
  }
  return null;
}

/** The cookie string that remembers a locale for 365 days on the whole site. */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_DAYS * SECONDS_PER_DAY}; Path=/; SameSite=Lax`;
}

export function writeLocaleCookie(locale: Locale, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = localeCookie(locale);
}
