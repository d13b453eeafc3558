import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';

/**
 * A page whose data needs an account, opened signed out (or after the session ended): it asks the
 * visitor to sign in instead of blaming the connection, and signing in comes back to the same page
 * in the same language.
 */
const LOCALES = [
  { locale: 'en' as const, prefix: '', texts: { prompt: 'Sign in to see this page', signIn: 'Sign in', password: 'Password', failed: 'Could not load this page' } },
  { locale: 'ru' as const, prefix: '/ru', texts: { prompt: 'Войдите, чтобы открыть эту страницу', signIn: 'Войти', password: 'Пароль', failed: 'Не удалось загрузить страницу' } },
];

for (const { locale, prefix, texts } of LOCALES) {
  test(`a signed-out visitor of the scouting results signs in and comes back, in the same language (${locale})`, async ({ page, request }) => {
    // The account speaks the other language: the way back keeps the page's.
    const account = await registerAccount(request, { kind: 'recruiter', locale: locale === 'en' ? 'ru' : 'en' });
    await page.goto(`${prefix}/user/scout/result`);
    await expect(page.getByRole('heading', { name: texts.prompt })).toBeVisible();
    await expect(page.getByText(texts.failed)).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: texts.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=${prefix}/user/scout/result$`));
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel(texts.password).fill(account.password);
    await page.getByRole('button', { name: texts.signIn }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/user/scout/result$`));
    await expect(page.getByRole('heading', { name: texts.prompt })).toHaveCount(0);
  });
}

/** Every other page whose data needs an account; the lesson's route is guarded, so it goes to sign-in at once. */
const PROMPTING_PAGES = ['/user/scout/result/1', '/education/1', '/team/vacancy/1/Mailings'];
const GUARDED_LESSON = '/education/1/lessons/1';

for (const { locale, prefix, texts } of LOCALES) {
  test(`on a phone, every page that needs an account asks for it, and the keyboard takes the way in and back (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of PROMPTING_PAGES) {
      await page.goto(`${prefix}${path}`);
      await expect(page.getByRole('heading', { name: texts.prompt }), path).toBeVisible();
      await expect(page.getByText(texts.failed), path).toHaveCount(0);
    }
    // The last one, by keyboard: its sign-in link leads to the form with the way back in this language.
    const signIn = page.getByRole('main').getByRole('link', { name: texts.signIn });
    await signIn.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=${prefix}/team/vacancy/1/Mailings$`));

    await page.goto(`${prefix}${GUARDED_LESSON}`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirect=${prefix}/education/1/lessons/1$`));
  });
}
