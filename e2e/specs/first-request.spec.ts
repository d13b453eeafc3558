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

/** Holds the remote's entry back until `started()` is true (or 10 s have passed); returns when it was let go. */
async function holdEntryUntil(page: Page, remote: string, started: () => boolean): Promise<() => number> {
  let answered = 0;
  // Without the host's prefetch the request would wait for this entry, and the hold would run out first.
  await page.route(`${remoteBase(remote)}/*/remoteEntry.js`, async (route) => {
    await expect.poll(started, { timeout: 10_000 }).toBe(true).catch(() => undefined);
    answered = Date.now();
    await route.continue();
  });
  return () => answered;
}

test('the first search starts before the search area\'s code has arrived, and runs once', async ({ page }) => {
  let searchStarted = 0;
  page.on('request', (request) => {
    if (isSearch(request)) searchStarted ||= Date.now();
  });
  const entryAnswered = await holdEntryUntil(page, 'search', () => searchStarted > 0);
  const searches = recordSearches(page);

  await page.goto('/search?q=developer&sort=updated&page=2');
  const area = page.locator('[data-remote="search"]');
  await expect(area.getByRole('heading', { level: 1, name: 'Search CVs' })).toBeVisible({ timeout: 15_000 });
  await expect(area.getByRole('heading', { level: 2 }).filter({ hasText: /\d/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(searchStarted).toBeGreaterThan(0);
  expect(searchStarted).toBeLessThan(entryAnswered());
  // The page asked for exactly what the host had asked for: one search, the address's criteria.
  expect(searches).toEqual([{ text: 'developer', sort: 'updated', page: 1, perPage: 20 }]);
});

test('a CV page, a vacancy page and the job board ask for their data before their area\'s code has arrived, once each', async ({ page }) => {
  const list = await page.request.get('/api/vacancies');
  expect(list.ok()).toBe(true);
  const { items }: { items: Array<{ id: number; title: string }> } = await list.json();
  const vacancy = items[0];
  if (!vacancy) throw new Error('the demo data has no open vacancy');
  const cases = [
    { path: '/cv/username/candidate', remote: 'cv', api: (url: URL, method: string) => method === 'POST' && url.pathname === '/api/webapp/resumes_search/resume/' },
    { path: `/ru/team/vacancy/${vacancy.id}`, remote: 'team', api: (url: URL, method: string) => method === 'GET' && url.pathname === `/api/team/vacancies/${vacancy.id}` },
    // The job board, filtered as its own form writes the address: the page of the list it shows.
    {
      path: '/vacancies?q=developer&remote=true&currency=EUR',
      remote: 'team',
      api: (url: URL, method: string) => method === 'GET' && url.pathname === '/api/vacancies' && url.searchParams.get('q') === 'developer',
    },
  ];
  for (const { path, remote, api } of cases) {
    const starts: number[] = [];
    const listener = (request: Request) => {
      if (api(new URL(request.url()), request.method())) starts.push(Date.now());
    };
    page.on('request', listener);
    const entryAnswered = await holdEntryUntil(page, remote, () => starts.length > 0);
    await page.goto(path);
    await expect(page.locator(`[data-remote="${remote}"]`).getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    page.off('request', listener);
    await page.unrouteAll();
    expect(starts, path).toHaveLength(1);
    expect(starts[0] ?? Infinity, path).toBeLessThan(entryAnswered());
  }
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
