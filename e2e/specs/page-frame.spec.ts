import { type Browser, expect, test } from '@playwright/test';

/**
 * The first paint comes from the HTML itself: `index.html` carries the page's frame (the header bar
 * with the brand, a skeleton of the content) in the visitor's theme, and the shell takes its place
 * without moving it (docs/architecture.md#the-first-paint).
 */

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

interface Box {
  y: number;
  height: number;
}

/**
 * The header bar's box as the HTML alone paints it: the page's blocking theme script runs, as it
 * does before the first paint, and the shell's code never arrives.
 */
async function frameHeaderBox(browser: Browser, path: string, viewport: (typeof VIEWPORTS)[number], colorScheme: 'light' | 'dark'): Promise<{ box: Box | null; background: string }> {
  const context = await browser.newContext({ viewport, colorScheme });
  try {
    const page = await context.newPage();
    await page.route(/\.js(\?.*)?$/, (route) => (/\/theme-boot\.[0-9a-f]+\.js/.test(route.request().url()) ? route.continue() : route.abort()));
    await page.goto(path);
    const header = page.getByRole('banner');
    await expect(header).toContainText('HireScope');
    await expect(page.locator('main[aria-busy="true"]')).toBeVisible();
    const background = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    return { box: await header.boundingBox(), background };
  } finally {
    await context.close();
  }
}

for (const viewport of VIEWPORTS) {
  test(`the HTML paints the header bar, and the shell's header takes its place without moving (${viewport.width} px)`, async ({ browser, page }) => {
    const frame = await frameHeaderBox(browser, '/search', viewport, 'light');
    expect(frame.box?.y).toBe(0);

    await page.setViewportSize(viewport);
    await page.goto('/search');
    await expect(page.locator('[data-remote="search"]').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    // The frame is gone: one header, the shell's, over the same band of the page.
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.locator('#boot-frame')).toHaveCount(0);
    const shell = await page.getByRole('banner').boundingBox();
    expect(shell?.y).toBe(frame.box?.y);
    expect(shell?.height).toBe(frame.box?.height);
    const shellBackground = await page.getByRole('banner').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(shellBackground).toBe(frame.background);
  });
}

test('the frame is painted in the visitor\'s theme, on an English and a Russian page', async ({ browser }) => {
  const light = await frameHeaderBox(browser, '/vacancies', VIEWPORTS[0], 'light');
  const dark = await frameHeaderBox(browser, '/ru/vacancies', VIEWPORTS[0], 'dark');
  expect(dark.background).not.toBe(light.background);
});
