import { expect, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { mailedLinkPath } from '../support/mail';
import { HOST_ORIGIN } from '../support/platform';
import { signIn } from '../support/session';

/**
 * The account lifecycle in the composed site, in both locales: a password reset through the real
 * mailed link (read from the outbox the API's mail job delivered to), the account's theme applied
 * in another browser, the header's theme toggle and language switch saved on the account for the
 * next browser, and signing another device out from the sessions list.
 */

const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    texts: {
      forgot: 'Forgot password?',
      email: /E-mail/,
      send: 'Send the link',
      sent: /a link to reset its password is on its way/,
      newPassword: /New password/,
      setPassword: 'Set the password',
      done: /Your password is changed/,
      signInLink: 'Sign in',
      password: /Password/,
      signIn: 'Sign in',
      darkTheme: /Dark theme/,
      save: 'Save',
      sessions: 'Where your account is signed in',
      signOutOther: /^Sign out .+/,
      signedOut: 'The device is signed out.',
    },
  },
  {
    locale: 'ru' as const,
    prefix: '/ru',
    texts: {
      forgot: 'Забыли пароль?',
      email: /E-mail/,
      send: 'Отправить ссылку',
      sent: /ссылка для сброса пароля уже отправлена/,
      newPassword: /Новый пароль/,
      setPassword: 'Сохранить пароль',
      done: /Пароль изменён/,
      signInLink: 'Войти',
      password: /Пароль/,
      signIn: 'Войти',
      darkTheme: /Тёмная тема/,
      save: 'Сохранить',
      sessions: 'Где открыта ваша учётная запись',
      signOutOther: /^Выйти на устройстве .+/,
      signedOut: 'Сеанс на устройстве завершён.',
    },
  },
];

function htmlTheme(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.documentElement.dataset.theme);
}

const OTHER_LOCALE = { en: { locale: 'ru', link: 'RU' }, ru: { locale: 'en', link: 'EN' } } as const;

for (const { locale, prefix, texts } of LOCALES) {
  test(`password reset through the mailed link, then sign-in with the new password (${locale})`, async ({ page, request }) => {
    const account = await registerAccount(request, { kind: 'candidate', locale });
    await page.goto(`${prefix}/login`);
    await page.getByRole('link', { name: texts.forgot }).click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}${prefix}/forgot-password`);
    await page.getByRole('textbox', { name: texts.email }).fill(account.email);
    await page.getByRole('button', { name: texts.send }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.sent);

    // The link of the real message, in the account's language.
    const link = await mailedLinkPath(account.email, 'password_reset');
    expect(link.startsWith(`${prefix}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByLabel(texts.newPassword).fill('a-fresh-password-1');
    await page.getByRole('button', { name: texts.setPassword }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(texts.done);

    await page.getByRole('link', { name: texts.signInLink, exact: true }).click();
    await page.getByLabel(texts.email).fill(account.email);
    await page.getByLabel(texts.password).fill('a-fresh-password-1');
    await page.getByRole('button', { name: texts.signIn, exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/);
    const session = await page.request.get(`${HOST_ORIGIN}/api/auth/session`);
    expect(await session.json()).toMatchObject({ session: { user: { email: account.email } } });
  });

  test(`the header's theme toggle and language switch are saved on the account: the next browser gets them (${locale})`, async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const page = await first.newPage();
      const account = await registerAccount(page.request, { locale });
      await page.goto(`${prefix}/search`);
      const saved = (field: string) => (response: { url(): string; request(): { method(): string; postData(): string | null } }) =>
        response.url().endsWith('/api/user/account') && response.request().method() === 'PATCH' && (response.request().postData() ?? '').includes(field);
      const themeSaved = page.waitForResponse(saved('theme'));
      await page.getByRole('banner').getByRole('button', { name: texts.darkTheme }).click();
      expect((await themeSaved).status()).toBe(200);
      await expect.poll(() => htmlTheme(page)).toBe('dark');

      const other = OTHER_LOCALE[locale];
      const localeSaved = page.waitForResponse(saved('locale'));
      await page.getByRole('banner').getByRole('link', { name: other.link, exact: true }).click();
      expect((await localeSaved).status()).toBe(200);

      // A browser that never chose anything: signed in, it gets the account's theme and language.
      const next = await second.newPage();
      await signIn(next, { email: account.email, password: account.password });
      const session = await next.request.get(`${HOST_ORIGIN}/api/auth/session`);
      expect(await session.json()).toMatchObject({ session: { user: { theme: 'dark', locale: other.locale } } });
      await next.goto(`${prefix}/search`);
      await expect.poll(() => htmlTheme(next)).toBe('dark');
      expect(await next.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');
    } finally {
      await first.close();
      await second.close();
    }
  });

  test(`the account's theme applies in another browser; that browser is signed out from the sessions list (${locale})`, async ({ browser }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      const page = await first.newPage();
      const account = await registerAccount(page.request, { locale });
      const other = await second.newPage();
      await signIn(other, { email: account.email, password: account.password });

      await page.goto(`${prefix}/user/account`);
      await page.getByRole('switch', { name: texts.darkTheme }).click();
      await page.getByRole('button', { name: texts.save, exact: true }).click();
      // Applied here at once, without a page load, and stored for the next visit.
      await expect.poll(() => htmlTheme(page)).toBe('dark');
      expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

      // The other browser never chose a theme: the session it loads carries the account's.
      await other.goto(`${prefix}/user/account`);
      await expect.poll(() => htmlTheme(other)).toBe('dark');
      expect(await other.evaluate(() => window.localStorage.getItem('theme'))).toBe('dark');

      await page.reload();
      const sessions = page.getByRole('table', { name: texts.sessions });
      await expect(sessions.getByRole('row')).toHaveCount(3);
      await sessions.getByRole('button', { name: texts.signOutOther }).click();
      await expect(page.getByText(texts.signedOut)).toBeVisible();
      await expect(sessions.getByRole('row')).toHaveCount(2);

      // Signed out there: the private page sends that browser to sign in.
      await other.reload();
      await expect(other).toHaveURL(new RegExp(`${prefix}/login\\?redirect=`));
    } finally {
      await first.close();
      await second.close();
    }
  });
}
