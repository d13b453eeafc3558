import { expect, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { postJson } from '../support/hiring';
import { createVacancy, numberOf } from '../support/newcomer';
import { HOST_ORIGIN } from '../support/platform';

/**
 * Everything in the page's language (the "newcomers" issue, points 13 and 15), in both languages:
 * the history names filters in words and writes counts with the page's separators, and a reload
 * is no new entry; result cards name a city as the filter does; language levels in words; search
 * paging offers the current page's neighbours; a rejected application has one name for the
 * candidate on the vacancy page and on My applications.
 */
const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    intl: 'en-US',
    city: 'Moscow',
    otherCity: 'Москва',
    texts: {
      history: 'History',
      today: 'Today',
      filters: ['city', 'remote work', 'experience'],
      found: (formatted: string) => `${formatted} CVs found`,
      allCvs: 'All CVs',
      activeFilters: 'Active filters',
      languageChip: /^English Native or higher$/,
      pagination: 'Pagination',
      page: (n: number) => `Page ${n}`,
      applied: (stage: string) => `You applied. Stage: ${stage}.`,
      notSelected: 'Not selected',
    },
  },
  {
    locale: 'ru' as const,
    prefix: '/ru',
    intl: 'ru-RU',
    city: 'Москва',
    otherCity: 'Moscow',
    texts: {
      history: 'История',
      today: 'Сегодня',
      filters: ['город', 'удалённая работа', 'опыт'],
      found: (formatted: string) => `найдено ${formatted} резюме`,
      allCvs: 'Все резюме',
      activeFilters: 'Действующие фильтры',
      languageChip: /^английский, Родной и выше$/i,
      pagination: 'Навигация по страницам',
      page: (n: number) => `Страница ${n}`,
      applied: (stage: string) => `Вы откликнулись. Этап: ${stage}.`,
      notSelected: 'Отказ',
    },
  },
];

const SEARCH_PATH = '/api/webapp/resumes_search/resumes/';

/** Opens a search page by its address and waits for its answer; the answer's total. */
async function openSearch(page: Page, path: string): Promise<number> {
  const answer = page.waitForResponse((response) => response.url() === `${HOST_ORIGIN}${SEARCH_PATH}` && response.request().method() === 'POST');
  await page.goto(path);
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  const total = typeof body === 'object' && body !== null ? Reflect.get(body, 'total') : undefined;
  if (typeof total !== 'number') throw new Error(`no total in ${JSON.stringify(body)}`);
  await expect(page.locator('[data-remote="search"]').getByRole('article').first()).toBeVisible();
  return total;
}

for (const { locale, prefix, intl, city, otherCity, texts } of LOCALES) {
  test(`history names a search's filters in words, writes its count with separators, and a reload is no new entry (${locale})`, async ({ page }) => {
    await registerAccount(page.request, { locale });
    const filters = JSON.stringify({ city: [city], remote: true, experienceYears: { min: 1 } });
    const word = 'developer';
    await openSearch(page, `${prefix}/search?${new URLSearchParams({ q: word, filters }).toString()}`);
    await page.reload();
    await expect(page.locator('[data-remote="search"]').getByRole('article').first()).toBeVisible();
    // Every CV: a count in the thousands.
    const everything = await openSearch(page, `${prefix}/search?${new URLSearchParams({ filters: JSON.stringify({ updatedWithinDays: 3650 }) }).toString()}`);
    expect(everything).toBeGreaterThanOrEqual(1000);

    await page.goto(`${prefix}/user/history`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: texts.history })).toBeVisible();
    const today = main.getByRole('region', { name: texts.today });
    const entries = today.getByRole('listitem').filter({ hasText: word });
    await expect(entries).toHaveCount(1);
    for (const name of texts.filters) await expect(entries).toContainText(name);
    await expect(entries).not.toContainText('experienceYears');
    const counted = today.getByRole('listitem').filter({ hasText: texts.found(new Intl.NumberFormat(intl).format(everything)) });
    await expect(counted).toHaveCount(1);
  });

  test(`result cards name the city as the filter does, and a language level is in words (${locale})`, async ({ page }) => {
    await openSearch(page, `${prefix}/search?${new URLSearchParams({ q: 'developer', filters: JSON.stringify({ city: [city] }) }).toString()}`);
    const area = page.locator('[data-remote="search"]');
    const cards = area.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await expect(cards.nth(index)).toContainText(city);
      await expect(cards.nth(index)).not.toContainText(otherCity);
    }

    await openSearch(page, `${prefix}/search?${new URLSearchParams({ q: 'developer', filters: JSON.stringify({ languages: [{ language: 'en', minLevel: 'native' }] }) }).toString()}`);
    await expect(area.getByRole('list', { name: texts.activeFilters }).getByText(texts.languageChip)).toBeVisible();
  });

  test(`search paging offers the current page's neighbours (${locale})`, async ({ page }) => {
    await openSearch(page, `${prefix}/search?q=developer&page=5`);
    const pages = page.getByRole('navigation', { name: texts.pagination });
    for (const n of [1, 4, 6]) await expect(pages.getByRole('button', { name: texts.page(n), exact: true })).toBeVisible();
    await expect(pages.getByRole('button', { name: texts.page(5), exact: true })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: texts.page(6), exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '6');
    for (const n of [5, 7]) await expect(pages.getByRole('button', { name: texts.page(n), exact: true })).toBeVisible();
  });

  test(`a rejected application has the same name on the vacancy page and on My applications (${locale})`, async ({ page, playwright }) => {
    const team = await playwright.request.newContext({ baseURL: HOST_ORIGIN });
    await registerAccount(team, { locale });
    const title = `Rejected word ${locale} ${Date.now().toString(36)}`;
    const vacancyId = await createVacancy(team, { title });

    await registerAccount(page.request, { kind: 'candidate', locale });
    const username = `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 30);
    const cv = await page.request.put(`${HOST_ORIGIN}/api/cv/me`, {
      headers: { origin: HOST_ORIGIN },
      data: { username, visibility: 'hidden', resume: { basics: { name: 'Rita Rejected', label: 'Go developer', email: `${username}@example.com` } } },
    });
    expect(cv.status(), await cv.text()).toBe(200);
    const applicationId = numberOf(await postJson(page.request, `/api/team/vacancies/${vacancyId}/applications`, { message: 'Hello' }), 'id');
    await postJson(team, `/api/team/applications/${applicationId}/stage`, { stage: 'rejected', reason: 'Another profile' });
    await team.dispose();

    await page.goto(`${prefix}/team/vacancy/${vacancyId}`);
    await expect(page.locator('[data-remote="team"]').getByRole('status')).toHaveText(texts.applied(texts.notSelected));
    await page.goto(`${prefix}/user/applications`);
    const article = page.locator('[data-remote="user"] article').filter({ hasText: title });
    await expect(article).toContainText(texts.notSelected);
  });
}
