import { expect, test } from '@playwright/test';
import { currentSearchVersion } from '../support/canary';
import { remoteBase } from '../support/platform';
import { alterReleasedFile, expectReportedOnce, recordAlerts, releasedFileNamed } from '../support/remote-faults';

/**
 * Every chunk of a remote is checked, not only its entry (issue 25): the released entry carries
 * the SHA-384 of each chunk it loads, so a lazily loaded chunk whose bytes changed on disk after
 * the release is refused by the browser, even though it would still run.
 */

test('a lazily loaded chunk changed by one byte after release: the browser refuses it, the area fails alone and the report names the chunk', async ({ page }) => {
  const version = await currentSearchVersion();
  // The search page's English messages, loaded when the area mounts.
  const chunk = releasedFileNamed(version, /^locale-en\.[0-9a-f]{8}\.js$/);
  // One byte of a message: the changed script is still valid and would show "Search CVz".
  const restore = alterReleasedFile(version, chunk, (text) => text.replace('"title":"Search CVs"', '"title":"Search CVz"'));
  try {
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('integrity')) refusals.push(message.text());
    });
    const alerts = recordAlerts(page);
    await page.goto('/search');

    const area = page.locator('[data-remote="search"]');
    await expect(area.getByRole('alert')).toContainText('This part of the page could not be loaded', { timeout: 30_000 });
    await expectReportedOnce(alerts, new RegExp(`search/app: mount failed: [\\s\\S]*${chunk.replaceAll('.', '\\.')}`));
    await expect.poll(() => refusals.filter((text) => text.includes(chunk))).toHaveLength(1);
    await expect(page.getByText('Search CVz')).toHaveCount(0);
    // The rest of the page works: the header leads to another page.
    await page.getByRole('banner').getByRole('link', { name: 'Open vacancies' }).click();
    await expect(page).toHaveURL(/\/vacancies$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  } finally {
    restore();
  }
});

test('an unchanged release: each script of the search remote crosses the network once (the early fetch of its first-load files and the checked script tags share one download)', async ({ page }) => {
  const base = `${remoteBase('search')}/${await currentSearchVersion()}/`;
  // Downloads per URL as Chromium counts them: an answer from its cache is not one.
  const downloads = new Map<string, number>();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!response.url.startsWith(base) || !response.url.endsWith('.js') || response.fromDiskCache || response.fromPrefetchCache) return;
    downloads.set(response.url, (downloads.get(response.url) ?? 0) + 1);
  });
  await cdp.send('Network.enable');
  await page.goto('/search');
  await expect(page.locator('[data-remote="search"]').getByRole('heading', { level: 1, name: 'Search CVs' })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The entry, the exposed module's chunk and the messages at least.
  expect(downloads.size).toBeGreaterThanOrEqual(3);
  expect([...downloads].filter(([, count]) => count > 1)).toEqual([]);
});
