import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { createVacancy, PHONE } from '../support/newcomer';
import { HOST_ORIGIN } from '../support/platform';

/**
 * The public job board `/vacancies` (the "newcomers" issue, point 15), in both languages and on a
 * phone: remote, level and monthly salary (with its currency) filters; the search kept in the
 * address, so a reload and Back show it; "Berlin" finds a vacancy in «Берлин».
 */
const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    texts: {
      title: 'Open vacancies',
      search: 'Search open vacancies',
      words: 'Words',
      city: 'City',
      level: 'Level',
      senior: 'Senior',
      junior: 'Junior',
      any: 'Any level',
      salary: /^Salary a month, from/,
      currency: 'Currency',
      remote: 'Remote work only',
      submit: 'Search',
      month: /a month$/,
      none: 'No open vacancies match',
    },
  },
  {
    locale: 'ru' as const,
    prefix: '/ru',
    texts: {
      title: 'Открытые вакансии',
      search: 'Поиск открытых вакансий',
      words: 'Слова',
      city: 'Город',
      level: 'Уровень',
      senior: 'Senior',
      junior: 'Junior',
      any: 'Любой уровень',
      salary: /^Зарплата в месяц, от/,
      currency: 'Валюта',
      remote: 'Только удалённая работа',
      submit: 'Найти',
      month: /в месяц$/,
      none: 'Подходящих открытых вакансий нет',
    },
  },
];

for (const { locale, prefix, texts } of LOCALES) {
  test(`the job board filters by remote work, level and monthly salary, keeps its search in the address, and finds Берлин for Berlin (${locale})`, async ({ page, playwright }) => {
    await page.setViewportSize(PHONE);
    // A team's two open vacancies, under a word no other vacancy has.
    const marker = `Zq${Date.now().toString(36)}${locale}`;
    const team = await playwright.request.newContext({ baseURL: HOST_ORIGIN });
    await registerAccount(team, { locale });
    const berlin = `${marker} Go lead`;
    const moscow = `${marker} Java junior`;
    await createVacancy(team, { title: berlin, city: 'Берлин', remote: true, level: 'senior', salaryMin: 4000, salaryMax: 6000, currency: 'EUR' });
    await createVacancy(team, { title: moscow, city: 'Москва', remote: false, level: 'junior', salaryMin: 100000, salaryMax: 150000, currency: 'RUB' });
    await team.dispose();

    await page.goto(`${prefix}/vacancies`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    const form = main.getByRole('search', { name: texts.search });
    const card = (title: string) => main.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });

    // Words, submitted with Enter.
    await form.getByRole('searchbox', { name: texts.words }).fill(marker);
    await form.getByRole('searchbox', { name: texts.words }).press('Enter');
    await expect(main.getByRole('article')).toHaveCount(2);
    // The salary says what it is: a monthly amount in its currency.
    await expect(card(berlin).getByText(texts.month)).toBeVisible();
    await expect(card(berlin).getByText(texts.month)).toContainText('€');

    // A city named in the other language finds it.
    await form.getByRole('textbox', { name: texts.city }).fill('Berlin');
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(card(berlin)).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(page).toHaveURL((url) => url.searchParams.get('city') === 'Berlin' && url.searchParams.get('q') === marker);

    // A reload shows the same search, fields included.
    await page.reload();
    await expect(card(berlin)).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(form.getByRole('textbox', { name: texts.city })).toHaveValue('Berlin');

    // Back returns to the search before it.
    await page.goBack();
    await expect(main.getByRole('article')).toHaveCount(2);
    await expect(form.getByRole('textbox', { name: texts.city })).toHaveValue('');
    await expect(form.getByRole('searchbox', { name: texts.words })).toHaveValue(marker);

    // Remote work only.
    await form.getByRole('checkbox', { name: texts.remote }).check();
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(card(berlin)).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('remote') === 'true');
    await form.getByRole('checkbox', { name: texts.remote }).uncheck();

    // Level.
    await form.getByRole('combobox', { name: texts.level }).selectOption({ label: texts.junior });
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(card(moscow)).toBeVisible();
    await form.getByRole('combobox', { name: texts.level }).selectOption({ label: texts.any });

    // A monthly salary from an amount, in a currency: only the vacancies paying in it that reach it.
    await form.getByRole('textbox', { name: texts.salary }).fill('5 000');
    await form.getByRole('combobox', { name: texts.currency }).selectOption('EUR');
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(card(berlin)).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('salaryFrom') === '5000' && url.searchParams.get('currency') === 'EUR');

    await form.getByRole('textbox', { name: texts.salary }).fill('7000');
    await form.getByRole('button', { name: texts.submit }).click();
    await expect(main.getByText(texts.none)).toBeVisible();
    await page.goBack();
    await expect(card(berlin)).toBeVisible();
    await expect(form.getByRole('textbox', { name: texts.salary })).toHaveValue('5000');
  });
}
