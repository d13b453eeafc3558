import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildApp } from '../../tooling/src/build/build-app';
import { releaseApp } from '../../tooling/src/releases';
import { E2E_RELEASES_DIR, platformEnv, remoteBase } from '../support/platform';
import { signIn } from '../support/session';

const BOARD_MANIFEST = path.resolve(__dirname, '../fixtures/team-with-board.route-manifest.ts');

test('a remote ships a new page without a host release, and a rollback takes it away again', async ({ page }) => {
  // A real production build of remote-team whose declaration has one more page (and header entry).
  test.setTimeout(240_000);
  const hostBefore: string = (await (await page.request.get('/version.json')).json()).version;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-routes-'));
  let buildId: string;
  try {
    ({ buildId } = await buildApp('remote-team', { outputPath: path.join(root, 'remote-team', 'dist'), routeManifest: BOARD_MANIFEST }));
    await releaseApp({ rootDir: root, releasesDir: E2E_RELEASES_DIR, remotesOrigin: '' }, 'remote-team');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  const manifest = await (await page.request.get('/remotes.json')).json();
  expect(manifest.remotes.team.version).toBe(buildId);
  expect(manifest.remotes.team.routes.routes.map((route: { path: string }) => route.path)).toContain('/team/board');

  await signIn(page);
  await page.goto('/team/board');
  const area = page.locator('[data-remote="team"]');
  await expect(area.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeVisible();
  // The header found the new entry in the team's menu.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Team' }).click();
  await expect(nav.getByRole('link', { name: 'Vacancy board' })).toHaveAttribute('aria-current', 'page');
  // The host was not rebuilt or released for it.
  expect((await (await page.request.get('/version.json')).json()).version).toBe(hostBefore);

  execFileSync('npx', ['tsx', path.resolve(__dirname, '../../tooling/src/cli/rollback.ts'), 'remote-team', '--reason', 'e2e: the new page is withdrawn'], { env: platformEnv(), stdio: 'pipe' });
  await page.goto('/team/board');
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
  await expect(page.locator('[data-remote="team"]')).toHaveCount(0);
  // The 404 screen has no header: the header of another page has lost the entry too.
  await page.goto('/team/vacancy');
  const navAfter = page.getByRole('navigation', { name: 'Main navigation' });
  await navAfter.getByRole('button', { name: 'Team' }).click();
  await expect(navAfter.getByRole('link', { name: 'Vacancies' })).toBeVisible();
  await expect(navAfter.getByRole('link', { name: 'Vacancy board' })).toHaveCount(0);
});

test('an address the declaration refuses gets the 404 screen before the remote loads', async ({ page }) => {
  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteBase('team'))) entries.push(request.url());
  });
  await page.goto('/team/vacancy/07');
  await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
  await page.goto('/ru/cv/secret/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Ошибка 404' })).toBeVisible();
  expect(entries).toEqual([]);
});

test('the header keeps to one row at 1280 px, each area’s pages in a keyboard menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.goto('/search');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Search' })).toBeVisible();
  const tops = await header.locator('nav > ul > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  const headerBox = await header.boundingBox();
  expect(headerBox?.height).toBeLessThanOrEqual(72);

  const work = nav.getByRole('button', { name: 'My work' });
  await work.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Scouting' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(work).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Scouting' })).toBeHidden();
});

for (const { locale, width, menu, search } of [
  { locale: 'en', width: 600, menu: 'Menu', search: 'Search' },
  { locale: 'ru', width: 860, menu: 'Меню', search: 'Поиск' },
] as const) {
  test(`between a phone and a desktop (${width} px, ${locale}) the header is one row, and its menu drops down over the page by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    await page.goto(locale === 'ru' ? '/ru/search' : '/search');
    const header = page.getByRole('banner');
    const button = header.getByRole('button', { name: menu, exact: true });
    await expect(button).toBeVisible();
    const closed = await header.boundingBox();
    expect(closed?.height).toBeLessThanOrEqual(72);
    const headingTop = await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.getBoundingClientRect().top);

    await button.focus();
    await page.keyboard.press('Enter');
    const link = header.getByRole('link', { name: search, exact: true });
    await expect(link).toBeVisible();
    // Open, the menu lies over the page under the header: neither the header nor the page moves.
    expect((await header.boundingBox())?.height).toBe(closed?.height);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.getBoundingClientRect().top)).toBe(headingTop);
    expect((await link.boundingBox())?.y).toBeGreaterThanOrEqual((closed?.y ?? 0) + (closed?.height ?? 0) - 1);
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(button).toBeFocused();
  });
}

test('a dashboard widget draws inside the host’s card, not a card of its own', async ({ page }) => {
  await signIn(page);
  await page.goto('/');
  const slot = page.locator('[data-widget="open-vacancies"]');
  await expect(slot.getByRole('heading', { name: 'Open vacancies' })).toBeVisible();
  const nested = await slot.getByRole('region', { name: 'Open vacancies' }).evaluate((element) => {
    const style = getComputedStyle(element);
    return { border: style.borderTopWidth, shadow: style.boxShadow, padding: style.paddingTop };
  });
  expect(nested).toEqual({ border: '0px', shadow: 'none', padding: '0px' });
});
