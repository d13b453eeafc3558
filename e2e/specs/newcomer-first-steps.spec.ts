import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { createVacancy, PHONE } from '../support/newcomer';

/**
 * A newcomer's first minutes (the "newcomers" issue, points 6, 14 and 15), in both languages: an
 * unverified recruiter learns up front that mailings and invitations wait for the address; a
 * candidate meets a candidate's dashboard; a visitor's landing page leads somewhere; a new
 * account is greeted as new, in the system's dark theme on a first visit; the plan has a name.
 */
const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    texts: {
      dashboard: 'Dashboard',
      hello: (name: string) => `Hello, ${name}`,
      welcomeBack: /welcome back/i,
      verifyTitle: 'Verify your e-mail address',
      recruitersWording: /Mailings and invitations|send mailings/i,
      accountLink: 'Send the link again on the Account page',
      account: 'Account',
      inviteWaits: 'Invitations are sent once your e-mail address is verified.',
      invite: 'Create invitation',
      sendingWaits: 'Sending starts once your e-mail address is verified.',
      send: 'Send mailing',
      plan: 'Starter',
      candidateUnverified: /so that recruiters' replies to your applications reach you/,
      startSearch: 'Start a search',
      education: 'Education',
      promo: /promo/i,
      landingTitle: 'Find the right people faster',
      teamAccount: 'Create a team account',
      register: /^Register|Create an account/,
      openVacancies: 'Browse open vacancies',
      jobsTitle: 'Open vacancies',
      darkTheme: 'Dark theme',
    },
  },
  {
    locale: 'ru' as const,
    prefix: '/ru',
    texts: {
      dashboard: 'Главная',
      hello: (name: string) => `Здравствуйте, ${name}`,
      welcomeBack: /с возвращением/i,
      verifyTitle: 'Подтвердите адрес электронной почты',
      recruitersWording: /Рассылки и приглашения|отправлять рассылки/i,
      accountLink: 'Отправить ссылку ещё раз на странице «Аккаунт»',
      account: 'Аккаунт',
      inviteWaits: 'Приглашать можно будет после подтверждения адреса электронной почты.',
      invite: 'Создать приглашение',
      sendingWaits: 'Отправить можно будет после подтверждения адреса электронной почты.',
      send: 'Отправить рассылку',
      plan: 'Стартовый',
      candidateUnverified: /чтобы ответы рекрутеров на ваши отклики доходили до вас/,
      startSearch: 'Начать поиск',
      education: 'Обучение',
      promo: /промокод/i,
      landingTitle: 'Находите нужных людей быстрее',
      teamAccount: 'Создать аккаунт команды',
      register: /^Регистрация|Создать аккаунт/,
      openVacancies: 'Открытые вакансии',
      jobsTitle: 'Открытые вакансии',
      darkTheme: 'Тёмная тема',
    },
  },
];

for (const { locale, prefix, texts } of LOCALES) {
  test(`an unverified recruiter is told up front on the dashboard, the team and the mailings pages; sending waits (${locale})`, async ({ page }) => {
    const account = await registerAccount(page.request, { locale });
    const vacancyId = await createVacancy(page.request, { title: `Verify first ${locale}` });

    await page.goto(prefix === '' ? '/' : prefix);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: texts.dashboard })).toBeVisible();
    // A brand-new account is not welcomed back.
    await expect(main.getByText(texts.hello(account.name), { exact: true })).toBeVisible();
    await expect(main.getByText(texts.welcomeBack)).toHaveCount(0);
    const notice = main.getByRole('region', { name: texts.verifyTitle });
    await expect(notice).toContainText(account.email);

    await page.goto(`${prefix}/team`);
    await expect(main.getByRole('region', { name: texts.verifyTitle })).toBeVisible();
    await expect(main.getByText(texts.inviteWaits)).toBeVisible();
    await expect(main.getByRole('button', { name: texts.invite })).toBeDisabled();

    await page.goto(`${prefix}/team/vacancy/${vacancyId}/Mailings`);
    await expect(main.getByRole('region', { name: texts.verifyTitle })).toBeVisible();
    await expect(main.getByText(texts.sendingWaits)).toBeVisible();
    await expect(main.getByRole('button', { name: texts.send })).toBeDisabled();

    // "Account page" is a link, and it leads there in the page's language.
    await main.getByRole('region', { name: texts.verifyTitle }).getByRole('link', { name: texts.accountLink }).click();
    await expect(page).toHaveURL(`${prefix}/user/account`);
    await expect(main.getByRole('heading', { level: 1, name: texts.account })).toBeVisible();
    // The plan is named in words, never by its key.
    await expect(main.getByText(texts.plan, { exact: true })).toBeVisible();
    await expect(main.getByText('starter', { exact: true })).toHaveCount(0);
  });

  test(`a candidate's dashboard speaks to a candidate, on a phone (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const account = await registerAccount(page.request, { kind: 'candidate', locale });
    await page.goto(prefix === '' ? '/' : prefix);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: texts.dashboard })).toBeVisible();
    await expect(main.getByText(texts.hello(account.name), { exact: true })).toBeVisible();
    await expect(main.getByText(texts.welcomeBack)).toHaveCount(0);
    // Nothing of a recruiter's: no verification notice about mailings, no search to start, no
    // recruiting courses, no promo codes.
    await expect(main.getByRole('region', { name: texts.verifyTitle })).toHaveCount(0);
    await expect(main.getByText(texts.recruitersWording)).toHaveCount(0);
    await expect(main.getByRole('link', { name: texts.startSearch })).toHaveCount(0);
    await expect(page.getByRole('link', { name: texts.education, exact: true })).toHaveCount(0);
    await expect(main.getByText(texts.promo)).toHaveCount(0);

    // The account page says why to verify in a candidate's words.
    await page.goto(`${prefix}/user/account`);
    await expect(main.getByText(texts.candidateUnverified)).toBeVisible();
    await expect(main.getByText(texts.recruitersWording)).toHaveCount(0);
  });

  test(`a signed-out visitor gets one landing page whose cards lead somewhere, on a phone (${locale})`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    const home = prefix === '' ? '/' : prefix;
    await page.goto(home);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: texts.landingTitle })).toBeVisible();

    await main.getByRole('link', { name: texts.teamAccount }).click();
    await expect(page).toHaveURL(`${prefix}/register`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goBack();
    await expect(main.getByRole('heading', { level: 1, name: texts.landingTitle })).toBeVisible();
    await main.getByRole('link', { name: texts.openVacancies }).click();
    await expect(page).toHaveURL(`${prefix}/vacancies`);
    await expect(main.getByRole('heading', { level: 1, name: texts.jobsTitle })).toBeVisible();
  });

  test(`a first visit follows the system's dark preference, and a light one stays light (${locale})`, async ({ browser }) => {
    const home = prefix === '' ? '/' : prefix;
    for (const colorScheme of ['dark', 'light'] as const) {
      // A new browser context: nothing stored, as on a first visit.
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto(home);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: texts.landingTitle })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      // The header's switch says so too (pressed: dark).
      await expect(page.getByRole('button', { name: texts.darkTheme })).toHaveAttribute('aria-pressed', String(colorScheme === 'dark'));
      await context.close();
    }
  });
}

test('the dashboard sits in the margins of every other page, in Russian as in English, on a desktop and a phone', async ({ page }) => {
  await registerAccount(page.request);
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    await page.setViewportSize(viewport);
    for (const [prefix, dashboard, account] of [['', 'Dashboard', 'Account'], ['/ru', 'Главная', 'Аккаунт']] as const) {
      // Where the main area's content starts: its left edge plus its padding.
      const edges: number[] = [];
      for (const [path, title] of [[prefix === '' ? '/' : prefix, dashboard], [`${prefix}/user/account`, account]] as const) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
        edges.push(await main.evaluate((element) => element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft)));
      }
      const where = `${prefix || '/'} at ${viewport.width} px: the dashboard's and the account page's content start at ${edges.join(' and ')}`;
      expect(Math.abs((edges[0] ?? 0) - (edges[1] ?? 0)), where).toBeLessThanOrEqual(1);
    }
  }
});
