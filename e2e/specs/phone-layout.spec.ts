import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { HOST_ORIGIN } from '../support/platform';
import { signIn } from '../support/session';

/**
 * The site on phones and for keyboard users (WCAG 1.4.10 reflow, 2.4.1 bypass blocks, 2.4.11
 * focus not obscured), as the demo recruiter with the demo team's data. A phone is a touch screen
 * (`hasTouch`: the `pointer: coarse` media query holds) of 390 × 844 or 320 × 640 px.
 */
const PHONES = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

test.use({ hasTouch: true });

const TEXTS = {
  en: {
    prefix: '',
    filters: 'Filters',
    filtersCount: (count: number) => `Filters (${count})`,
    apply: 'Apply filters',
    relocation: 'Ready to relocate',
    skip: 'Skip to results',
    found: /CVs? found/,
    credits: /^Credits: \d/,
    stagesShown: /^Showing \d of 6 stages/,
    interview: /^Interview \(\d+\)$/,
  },
  ru: {
    prefix: '/ru',
    filters: 'Фильтры',
    filtersCount: (count: number) => `Фильтры (${count})`,
    apply: 'Применить фильтры',
    relocation: 'Готов к переезду',
    skip: 'К результатам',
    found: /Найден/,
    credits: /^Кредиты: \d/,
    stagesShown: /^Видно этапов: \d из 6/,
    interview: /^Собеседование \(\d+\)$/,
  },
} as const;

/** An open vacancy of the demo team that has applications (the board has cards). */
async function vacancyWithApplications(request: APIRequestContext): Promise<number> {
  const response = await request.get(`${HOST_ORIGIN}/api/team/vacancies`);
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  const items: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, 'items') : undefined;
  const found = (Array.isArray(items) ? items : []).find((item: unknown) => typeof item === 'object' && item !== null && Number(Reflect.get(item, 'applications')) > 0);
  const id: unknown = found ? Reflect.get(found, 'id') : undefined;
  if (typeof id !== 'number') throw new Error(`the demo team has no vacancy with applications: ${JSON.stringify(body).slice(0, 300)}`);
  return id;
}

/** How far the page scrolls sideways: the document's width against the window's. */
function widths(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.scrollingElement?.scrollWidth ?? 0, innerWidth: window.innerWidth }));
}

/** The sticky header's bottom edge on screen. */
async function headerBottom(page: Page): Promise<number> {
  const box = await page.getByRole('banner').boundingBox();
  if (!box) throw new Error('no header');
  return box.y + box.height;
}

/** Whether the focused element starts below the sticky header and inside the window. */
function focusedClearOfHeader(page: Page, bottom: number): Promise<{ top: number; bottom: number; text: string }> {
  return page.evaluate((headerEdge) => {
    const element = document.activeElement;
    const rect = element?.getBoundingClientRect();
    return { top: (rect?.top ?? -1) - headerEdge, bottom: window.innerHeight - (rect?.top ?? 0), text: (element?.textContent ?? '').trim().slice(0, 40) };
  }, bottom);
}

/** Presses Tab until `target` has the focus (at most `limit` times): reaching it by keyboard alone. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const firstResult = (page: Page) => page.locator('[data-remote="search"] ol li article').first();

for (const { width, height } of PHONES) {
  test(`nothing scrolls sideways at ${width} px, and the first result shows on the first screen`, async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page);
    const vacancyId = await vacancyWithApplications(page.request);
    await page.setViewportSize({ width, height });

    await page.goto('/search');
    await expect(firstResult(page)).toBeVisible();
    const top = await firstResult(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(top, `the first result starts ${top} px down a ${height} px screen`).toBeLessThan(height);
    expect(await widths(page)).toEqual({ scrollWidth: width, innerWidth: width });
    const cv = await firstResult(page).getByRole('link').first().getAttribute('href');
    expect(cv).toMatch(/^\/cv\//);
    // Russian words are longer: the first result still starts on the first screen.
    await page.goto('/ru/search');
    await expect(firstResult(page)).toBeVisible();
    // Its name, not only its top edge, shows.
    const nameBottom = await firstResult(page).getByRole('link').first().evaluate((element) => element.getBoundingClientRect().bottom);
    expect(nameBottom, `the first result's name ends ${nameBottom} px down a ${height} px screen in Russian`).toBeLessThanOrEqual(height);

    const pages = ['/', cv ?? '', '/team', `/team/vacancy/${vacancyId}/applications`, '/team/analytics', '/team/vacancy', `/team/vacancy/${vacancyId}`, '/vacancies', '/user/account'];
    for (const path of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        const measured = await widths(page);
        expect(measured.scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(measured.innerWidth);
      });
    }
  });

  test(`the credits show in the header at ${width} px, in both languages`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize({ width, height });
    for (const texts of Object.values(TEXTS)) {
      await page.goto(`${texts.prefix}/search`);
      const credits = page.getByRole('banner').getByText(texts.credits);
      await expect(credits).toBeVisible();
      const box = await credits.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, 'inside the screen').toBe(true);
    }
  });
}

for (const [locale, texts] of Object.entries(TEXTS)) {
  test(`the filters drawer opens, applies and closes by keyboard alone, counting the filters (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.setViewportSize(PHONES[0]);
    await page.goto(`${texts.prefix}/search?filters=${encodeURIComponent(JSON.stringify({ remote: true }))}`);
    await expect(firstResult(page)).toBeVisible();
    const top = await firstResult(page).evaluate((element) => element.getBoundingClientRect().top);
    expect(top, 'the first result on the first screen').toBeLessThan(PHONES[0].height);
    // The sidebar gives way to the button below the breakpoint.
    await expect(page.getByRole('form', { name: texts.filters })).toBeHidden();

    const opener = page.getByRole('button', { name: texts.filtersCount(1), exact: true });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: texts.filters });
    await expect(dialog).toBeVisible();
    // Tab stays inside.
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await tabTo(page, dialog.getByRole('checkbox', { name: texts.relocation }), 120);
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('checkbox', { name: texts.relocation })).toBeChecked();
    await tabTo(page, dialog.getByRole('button', { name: texts.apply }));
    await page.keyboard.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/relocation/);
    const counted = page.getByRole('button', { name: texts.filtersCount(2), exact: true });
    await expect(counted).toBeFocused();
    await expect(firstResult(page)).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(counted).toBeFocused();

    // A desktop keeps the filters beside the results, without the button.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('form', { name: texts.filters })).toBeVisible();
    await expect(counted).toBeHidden();
  });

  test(`"${texts.skip}" is the content's first stop and takes the focus to the results, never under the header (${locale})`, async ({ page }) => {
    await signIn(page);
    await page.setViewportSize(PHONES[0]);
    await page.goto(`${texts.prefix}/search?q=developer`);
    await expect(firstResult(page)).toBeVisible();

    // The shell's own skip link first, then the search page's.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: texts.skip });
    await expect(skip).toBeFocused();
    const box = await skip.boundingBox();
    expect(box && box.width > 40 && box.height > 20, 'shown while focused').toBe(true);

    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 2, name: texts.found });
    await expect(heading).toBeFocused();
    const bottom = await headerBottom(page);
    expect((await focusedClearOfHeader(page, bottom)).top).toBeGreaterThanOrEqual(0);

    // Down through the results and back up: the focused element always clear of the sticky header.
    const seen: Array<{ top: number; bottom: number; text: string }> = [];
    for (let step = 0; step < 16; step += 1) {
      await page.keyboard.press('Tab');
      seen.push(await focusedClearOfHeader(page, bottom));
    }
    expect(await page.evaluate(() => window.scrollY), 'the page scrolled down with the focus').toBeGreaterThan(300);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Shift+Tab');
      seen.push(await focusedClearOfHeader(page, bottom));
    }
    expect(seen.filter((where) => where.top < 0 || where.bottom <= 0), 'focused elements under the header or off screen').toEqual([]);
  });
}

for (const { width, height } of PHONES) {
  test(`Shift+Tab up from the bottom of a long page: each focused element shows below the sticky header (${width} px, both languages)`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.setViewportSize({ width, height });
    for (const texts of Object.values(TEXTS)) {
      await page.goto(`${texts.prefix}/search?q=developer`);
      await expect(firstResult(page)).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The page's last control (the results' paging), then back up by keyboard alone.
      await page.getByRole('main').locator('a[href], button:not([disabled])').last().focus();
      expect(await page.evaluate(() => window.scrollY), 'started at the bottom of the page').toBeGreaterThan(300);
      const bottom = await headerBottom(page);
      const seen: Array<{ top: number; bottom: number; text: string }> = [];
      for (let step = 0; step < 20; step += 1) {
        // As a user who scrolled: the focused element just below the header, so the one before it
        // sits under the header, inside the window (Chromium scrolls a focused element only when
        // it is out of the scrollport that the page's scroll-padding leaves clear of the header).
        await page.evaluate((edge) => window.scrollBy(0, (document.activeElement?.getBoundingClientRect().top ?? edge) - edge - 2), bottom);
        await page.keyboard.press('Shift+Tab');
        seen.push(await focusedClearOfHeader(page, bottom));
      }
      expect(seen.filter((where) => where.top < 0 || where.bottom <= 0), `focused elements under the ${bottom} px header or off screen`).toEqual([]);
    }
  });
}

test('the board over a phone says how many stages show, and each stage is one key away', async ({ page }) => {
  await signIn(page);
  const vacancyId = await vacancyWithApplications(page.request);
  await page.setViewportSize(PHONES[0]);
  for (const texts of Object.values(TEXTS)) {
    await page.goto(`${texts.prefix}/team/vacancy/${vacancyId}/applications`);
    const area = page.locator('[data-remote="team"]');
    await expect(area.getByText(texts.stagesShown)).toBeVisible();
    const board = area.locator('[role="region"]:has(section[data-stage])');
    await expect(board).toHaveAttribute('tabindex', '0');
    expect(await board.getAttribute('aria-label')).toBeTruthy();

    const go = area.getByRole('button', { name: texts.interview });
    await tabTo(page, go, 60);
    await page.keyboard.press('Enter');
    const column = area.locator('section[data-stage="interview"]');
    await expect(column).toBeFocused();
    const inside = await column.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const frame = element.parentElement?.getBoundingClientRect();
      return frame !== undefined && box.left >= frame.left - 1 && box.right <= frame.right + 1;
    });
    expect(inside, 'the column scrolled into the board').toBe(true);
    await expect(area.getByText(texts.stagesShown)).toBeVisible();
  }
  expect((await widths(page)).scrollWidth).toBe(PHONES[0].width);
});
