import { type Browser, expect, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { postJson } from '../support/hiring';
import { HOST_ORIGIN } from '../support/platform';

/**
 * What an application carries to the team, in each locale: the candidate applies on the vacancy's
 * page and agrees to the consent statement shown there; the recruiter reads the same statement,
 * word for word, in the application's dialog on the board, and sees the team's earlier CV of the
 * same e-mail there as a possible duplicate, linked to its CV page (where a person merges them).
 */
const CASES = {
  en: {
    prefix: '',
    agree: 'By sending this application I agree',
    submit: 'Send application',
    applied: 'You applied.',
    open: (name: string) => `Open ${name}`,
    consent: 'Consent to the processing of personal data given',
    duplicates: 'Possible duplicates of this applicant',
  },
  ru: {
    prefix: '/ru',
    agree: 'Отправляя отклик, я соглашаюсь',
    submit: 'Отправить отклик',
    applied: 'Вы откликнулись.',
    open: (name: string) => `Открыть: ${name}`,
    consent: 'Согласие на обработку персональных данных дано',
    duplicates: 'Возможные дубликаты этого кандидата',
  },
} as const;

async function newPage(browser: Browser, locale: 'en' | 'ru'): Promise<Page> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN, locale: locale === 'ru' ? 'ru-RU' : 'en-US' });
  return context.newPage();
}

for (const locale of ['en', 'ru'] as const) {
  const where = CASES[locale];
  test(`an application shows the consent the candidate agreed to and the team's CV of the same person (${locale})`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await registerAccount(page.request, { locale });
    const vacancy = await postJson(page.request, '/api/team/vacancies', { title: `E2E consent ${locale}`, status: 'open' });
    const vacancyId = Number(vacancy['id']);
    const applicant = locale === 'en' ? 'Olga Consenting' : 'Ольга Согласная';
    const earlierName = locale === 'en' ? 'O. Consenting (imported)' : 'О. Согласная (импорт)';

    const candidatePage = await newPage(browser, locale);
    await registerAccount(candidatePage.request, { kind: 'candidate', locale });
    const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
    const email = `${username}@example.com`;
    const cv = await candidatePage.request.put(`${HOST_ORIGIN}/api/cv/me`, {
      headers: { origin: HOST_ORIGIN },
      data: { username, visibility: 'hidden', resume: { basics: { name: applicant, label: 'Go developer', email } } },
    });
    expect(cv.status(), await cv.text()).toBe(200);
    // The team imported the same person before (the same e-mail, another name).
    await postJson(page.request, '/api/cv/import', { basics: { name: earlierName, email } });

    let agreed = '';
    await test.step('the candidate reads the consent statement and applies on the vacancy page', async () => {
      await candidatePage.goto(`${where.prefix}/team/vacancy/${vacancyId}`);
      const statement = candidatePage.locator('[data-remote="team"]').getByText(where.agree);
      await expect(statement).toBeVisible();
      agreed = (await statement.textContent()) ?? '';
      expect(agreed).toContain(`E2E consent ${locale}`);
      await candidatePage.getByRole('button', { name: where.submit }).click();
      await expect(candidatePage.getByText(where.applied)).toBeVisible();
    });

    await test.step('the recruiter reads the same statement and the possible duplicate in the application', async () => {
      await page.goto(`${where.prefix}/team/vacancy/${vacancyId}/applications`);
      await page.locator('[data-remote="team"]').getByRole('button', { name: where.open(applicant) }).click();
      const dialog = page.getByRole('dialog', { name: applicant });
      const consent = dialog.getByText(where.consent);
      await consent.click();
      await expect(dialog.locator('blockquote')).toHaveText(agreed);
      const duplicates = dialog.getByRole('region', { name: where.duplicates });
      const link = duplicates.getByRole('link', { name: earlierName });
      await expect(link).toHaveAttribute('href', new RegExp(`^${where.prefix}/cv/imported/\\d+$`));
    });
  });
}
