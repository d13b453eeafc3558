import { expect, test } from '@playwright/test';

/**
 * Every page names itself in the tab, in the page's language, and the new name is announced after
 * a navigation (WCAG 2.4.2); a page opened by its address starts at the top.
 */
const LOCALES = [
  { locale: 'en', prefix: '', search: 'Search CVs | HireScope', jobs: 'Jobs | HireScope', searchLink: 'Search' },
  { locale: 'ru', prefix: '/ru', search: 'Поиск резюме | HireScope', jobs: 'Вакансии | HireScope', searchLink: 'Поиск' },
] as const;

for (const { locale, prefix, search, jobs, searchLink } of LOCALES) {
  test(`each page is titled in its language and the title is announced on navigation (${locale})`, async ({ page }) => {
    await page.goto(`${prefix}/vacancies`);
    await expect(page).toHaveTitle(jobs);
    await page.getByRole('banner').getByRole('link', { name: searchLink, exact: true }).click();
    await expect(page).toHaveTitle(search);
    await expect(page.getByRole('status').filter({ hasText: search })).toHaveCount(1);
  });
}

test('a page opened by its address starts at the top, not where the last load was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/search?q=developer');
  await expect(page.getByRole('article').nth(5)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);

  // A new document of a page as tall: before, it took the position the last load kept.
  await page.goto('/search?q=engineer');
  await expect(page.getByRole('article').nth(5)).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('Back from a CV returns to the same place in the results, focus included, and a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/search?q=developer');
  const results = page.getByRole('article');
  await expect(results.nth(12)).toBeVisible();
  await results.nth(12).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const where = await page.evaluate(() => window.scrollY);
  expect(where).toBeGreaterThan(1000);

  const opened = results.nth(12).getByRole('link').first();
  const openedHref = await opened.getAttribute('href');
  await opened.click();
  await expect(page).toHaveURL(/\/cv\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=developer/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(where - 5);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(where + 5);
  // The keyboard's place too: the focus is back on the result the CV was opened from.
  await expect(page.locator(`a[href="${openedHref}"]`).first()).toBeFocused();
});
