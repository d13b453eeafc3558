import { expect, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { HOST_ORIGIN } from '../support/platform';

/**
 * The user area's scouting and history pages on the composed site, in both languages: a daily
 * scout saved with its hour and a time zone chosen from the list of places, run by hand, its
 * result paged with the new CVs marked; a search of the history, grouped under today, run again
 * with its filters, sort and switches.
 */

const LOCALES = [
  {
    locale: 'en' as const,
    prefix: '',
    texts: {
      name: /Name/,
      query: 'Search query',
      runs: 'Runs',
      hour: 'Hour',
      zone: /Time zone/,
      digest: /E-mail me the new CVs/,
      save: 'Save scout',
      saved: 'Scout “Daily developers” saved.',
      schedule: /Every day at 09:00 \(Europe\/Moscow\) · next run/,
      run: 'Run now: Daily developers',
      newMark: 'New',
      pagination: 'Pagination',
      page2: 'Page 2',
      today: 'Today',
      again: 'Search again',
    },
  },
  {
    locale: 'ru' as const,
    prefix: '/ru',
    texts: {
      name: /Название/,
      query: 'Поисковый запрос',
      runs: 'Запуск',
      hour: 'Час',
      zone: /Часовой пояс/,
      digest: /Присылать новые резюме/,
      save: 'Сохранить скаутинг',
      saved: 'Скаутинг «Daily developers» сохранён.',
      schedule: /Каждый день в 09:00 \(Europe\/Moscow\) · следующий запуск/,
      run: 'Запустить: Daily developers',
      newMark: 'Новое',
      pagination: 'Навигация по страницам',
      page2: 'Страница 2',
      today: 'Сегодня',
      again: 'Повторить поиск',
    },
  },
];

for (const { locale, prefix, texts } of LOCALES) {
  test(`scouting on a schedule and history grouped by day, re-run with its filters and sort (${locale})`, async ({ page }) => {
    await registerAccount(page.request, { locale });

    await page.goto(`${prefix}/user/scout`);
    await page.getByRole('textbox', { name: texts.name }).fill('Daily developers');
    await page.getByRole('textbox', { name: texts.query }).fill('developer');
    await page.getByRole('combobox', { name: texts.runs, exact: true }).selectOption('daily');
    await page.getByRole('combobox', { name: texts.hour, exact: true }).selectOption('9');
    // A place from the list, never typed: the list is a native select found by a city's name.
    await page.getByRole('combobox', { name: texts.zone }).selectOption('Europe/Moscow');
    await page.getByRole('checkbox', { name: texts.digest }).check();
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Daily developers' }) });
    await expect(card.getByText(texts.schedule)).toBeVisible();

    await card.getByRole('button', { name: texts.run }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/user/scout/result/\\d+$`));
    // The first run: every match is new to the scout, marked so; the set is paged.
    await expect(page.getByRole('article').first().getByText(texts.newMark, { exact: true })).toBeVisible();
    const firstName = await page.getByRole('article').first().getByRole('heading').innerText();
    const pages = page.getByRole('navigation', { name: texts.pagination });
    await pages.getByRole('button', { name: texts.page2, exact: true }).click();
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstName);

    // A search with a filter, a sort and synonyms off goes into the history.
    const searched = await page.request.post(`${HOST_ORIGIN}/api/webapp/resumes_search/resumes/`, {
      data: { text: 'developer', filters: { remote: true }, sort: 'updated', synonyms: false },
      headers: { origin: HOST_ORIGIN },
    });
    expect(searched.status(), await searched.text()).toBe(200);
    await page.goto(`${prefix}/user/history`);
    const today = page.getByRole('region', { name: texts.today });
    await expect(today).toBeVisible();
    await today.getByRole('link', { name: texts.again }).first().click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/search\\?`));
    const params = new URL(page.url()).searchParams;
    expect(params.get('q')).toBe('developer');
    expect(params.get('sort')).toBe('updated');
    expect(params.get('synonyms')).toBe('0');
    expect(JSON.parse(params.get('filters') ?? '{}')).toEqual({ remote: true });
    await expect(page.getByRole('searchbox').or(page.getByRole('textbox', { name: texts.query })).first()).toHaveValue('developer');
  });
}
