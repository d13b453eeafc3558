import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * The team's analytics page on a desktop and on phones, in both languages: every chart keeps to
 * its box and never covers its data table (the demo team has numbers in every card); the tables
 * write their days in the page's language and, where they are wider than the phone, scroll
 * sideways in a focusable region that the arrow keys move.
 */
const LOCALES = [
  { locale: 'en', prefix: '', intl: 'en-US', title: 'Analytics' },
  { locale: 'ru', prefix: '/ru', intl: 'ru-RU', title: 'Аналитика' },
] as const;
const WIDTHS = [1280, 390, 320] as const;

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** For each chart: the box of everything it draws (the canvas and uPlot's layers), its table's box and title. */
function chartAndTableBoxes(page: Page): Promise<Array<{ chart: Box; table: Box | null; caption: string }>> {
  return page.locator('[data-remote="team"]').evaluate((area) =>
    Array.from(area.querySelectorAll('figure')).map((figure) => {
      const rects = [figure, ...Array.from(figure.querySelectorAll('*'))].map((element) => element.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.height > 0);
      const chart = {
        top: Math.min(...rects.map((rect) => rect.top)),
        bottom: Math.max(...rects.map((rect) => rect.bottom)),
        left: Math.min(...rects.map((rect) => rect.left)),
        right: Math.max(...rects.map((rect) => rect.right)),
      };
      const table = figure.parentElement?.querySelector('table') ?? null;
      const box = table?.getBoundingClientRect();
      const titleId = table?.getAttribute('aria-labelledby');
      return {
        chart,
        table: box ? { top: box.top, bottom: box.bottom, left: box.left, right: box.right } : null,
        caption: (titleId ? document.getElementById(titleId)?.textContent : null) ?? '',
      };
    }),
  );
}

const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

for (const { locale, prefix, intl, title } of LOCALES) {
  test(`analytics charts never cover their tables, whose days are in the page's language (${locale})`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width: WIDTHS[0], height: 900 });
    await page.goto(`${prefix}/team/analytics`);
    const area = page.locator('[data-remote="team"]');
    await expect(area.getByRole('heading', { level: 1, name: title })).toBeVisible();

    for (const width of WIDTHS) {
      await test.step(`${width} px wide`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const figures = area.locator('figure');
        await expect(figures).toHaveCount(4);
        // Drawn, and redrawn to this width.
        await expect(area.locator('figure canvas')).toHaveCount(4);
        await expect
          .poll(() => figures.evaluateAll((all) => all.every((figure) => Math.abs((figure.querySelector('canvas')?.getBoundingClientRect().width ?? 0) - figure.getBoundingClientRect().width) < 2)))
          .toBe(true);
        const boxes = await chartAndTableBoxes(page);
        expect(boxes).toHaveLength(4);
        for (const { chart, table, caption } of boxes) {
          expect(table, `a table after the chart of "${caption}"`).not.toBeNull();
          if (table === null) continue;
          expect(intersects(chart, table), `the chart over "${caption}" at ${width} px: ${JSON.stringify({ chart, table })}`).toBe(false);
          expect(chart.bottom).toBeLessThanOrEqual(table.top);
        }
        // Nothing of the area scrolls sideways: wide tables scroll inside their regions.
        expect(await area.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      });
    }

    await test.step('days in the tables are written in the page\'s language', async () => {
      const days = area.locator('table time');
      expect(await days.count()).toBeGreaterThan(0);
      for (const day of await days.all()) {
        const iso = await day.getAttribute('datetime');
        expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        const expected = new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
        await expect(day).toHaveText(expected);
      }
      const headers = await area.getByRole('rowheader').allTextContents();
      expect(headers.filter((text) => /\d{4}-\d{2}-\d{2}/.test(text))).toEqual([]);
    });

    await test.step('a table wider than a 320 px phone scrolls in a named region, by keyboard too', async () => {
      await page.setViewportSize({ width: 320, height: 900 });
      // The regions holding a table as such (the cards around them are regions too).
      const regions = area.locator('[role="region"]:has(> table)');
      await expect(regions).toHaveCount(4);
      for (const region of await regions.all()) {
        await expect(region).toHaveAttribute('tabindex', '0');
        // Named by the table's title, as the table itself is.
        const title = await region.evaluate((element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '');
        expect(title).not.toBe('');
        await expect(region).toHaveAccessibleName(title);
        await expect(region.getByRole('table')).toHaveAccessibleName(title);
      }
      const wide = regions.filter({ has: page.getByRole('columnheader').nth(4) }).first();
      expect(await wide.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await wide.focus();
      await expect(wide).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => wide.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    });
  });
}
