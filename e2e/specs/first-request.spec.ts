import { expect, type Page, type Request, test } from '@playwright/test';
import type { SearchRequest } from '@platform/contract';
import { remoteBase } from '../support/platform';

/**
 * Data in parallel with code (docs/architecture.md#data-in-parallel-with-code): the search page's
 * first search is declared beside its route, the host asks for it as the navigation starts, and
 * the page takes the answer from the shared query cache instead of asking again.
 */

const SEARCH_PATH = '/api/webapp/resumes_search/resumes/';

function isSearch(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === SEARCH_PATH;
}

function searchBody(request: Request): SearchRequest {
  const body: unknown = request.postDataJSON();
  if (typeof body !== 'object' || body === null) throw new Error('a search without a body');
  return { sort: 'relevance', page: 0, ...body };
}

/** Every search the page sends, in order, with its body. */
function recordSearches(page: Page): SearchRequest[] {
  const searches: SearchRequest[] = [];
  page.on('request', (request) => {
    if (isSearch(request)) searches.push(searchBody(request));
  });
  return searches;
}

test('the first search starts before the search area\'s code has arrived, and runs once', async ({ page }) => {
  let searchStarted = 0;
  let entryAnswered = 0;
  page.on('request', (request) => {
    if (isSearch(request)) searchStarted ||= Date.now();
  });
  // The area's entry is held until the search has started (or 10 s have passed): without the
  // host's prefetch the search would wait for this entry, and the hold would run out first.
  await page.route(`${remoteBase('search')}/*/remoteEntry.js`, async (route) => {
    await expect.poll(() => searchStarted, { timeout: 10_000 }).toBeGreaterThan(0).catch(() => undefined);
    entryAnswered = Date.now();
    await route.continue();
  });
  const searches = recordSearches(page);

  await page.goto('/search?q=developer&sort=updated&page=2');
  const area = page.locator('[data-remote="search"]');
  await expect(area.getByRole('heading', { level: 1, name: 'Search CVs' })).toBeVisible();
  await expect(area.getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(searchStarted).toBeGreaterThan(0);
  expect(searchStarted).toBeLessThan(entryAnswered);
  // The page asked for exactly what the host had asked for: one search, the address's criteria.
  expect(searches).toEqual([{ text: 'developer', sort: 'updated', page: 1, perPage: 20 }]);
});

test('a later navigation asks for its search once; Back shows the earlier one without asking twice', async ({ page }) => {
  const searches = recordSearches(page);
  await page.goto('/search?q=developer');
  const area = page.locator('[data-remote="search"]');
  await expect(area.getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searches).toHaveLength(1);

  // Another search by the page's own form: a navigation of the router, prefetched by the host
  // under the key the page uses, so it is sent once.
  const box = area.getByRole('searchbox').first();
  await box.fill('java');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]q=java/);
  await expect(area.getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searches.filter((search) => search.text === 'java')).toHaveLength(1);

  // Leave the area and come back: the earlier answer shows, and at most one new search is sent.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=developer/);
  await expect(area.getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(searches.filter((search) => search.text === 'developer').length).toBeLessThanOrEqual(2);
});
