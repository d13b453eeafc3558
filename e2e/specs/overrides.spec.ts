import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNT_ROUTES } from '@platform/contract';
import { registerAccount, type TestAccount } from '../support/accounts';
import { currentSearchVersion, recordSearchVersions, releaseSearchBuildAs } from '../support/canary';
import { textContrast } from '../support/contrast';
import { HOST_ORIGIN, platformEnv } from '../support/platform';

/**
 * Operator overrides with the real builds: the search remote released again as a preview. A
 * platform operator's override link loads the preview in their tab (the banner says so, a reload
 * keeps it, the reset returns to the current version); the panel does the same; the same link
 * opened by anyone else loads the current version and only shows a notice.
 */

const LABEL = `e2e-${Date.now().toString(36)}`;
let preview: string;
let current: string;

test.beforeAll(async () => {
  current = await currentSearchVersion();
  preview = `${current.split('-')[0]}-preview${Date.now().toString(16).slice(-4)}`;
  await releaseSearchBuildAs(preview, { preview: LABEL });
});

async function searchShown(page: Page): Promise<void> {
  await expect(page.locator('[data-remote="search"]').getByRole('heading', { level: 1, name: 'Search CVs' })).toBeVisible({ timeout: 30_000 });
}

/** `npm run operators -- grant <email>` against the suite's database. */
function grantOperator(email: string): void {
  execFileSync('npx', ['tsx', path.resolve(__dirname, '../../api/src/cli/operators.ts'), 'grant', email], { env: platformEnv(), stdio: 'pipe' });
}

/** A new browser signed in as a new account (an operator when asked), recording the search versions it loads. */
async function person(browser: Browser, { operator }: { operator: boolean }) {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN });
  const page = await context.newPage();
  const account: TestAccount = await registerAccount(page.request);
  if (operator) grantOperator(account.email);
  return { page, account, versions: recordSearchVersions(page), close: () => context.close() };
}

const banner = (page: Page) => page.getByRole('region', { name: 'Version overrides' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test("an operator's override link loads the preview in their tab, the banner says so, and the reset returns to the current version", async ({ browser }) => {
  test.setTimeout(240_000);
  const operator = await person(browser, { operator: true });
  const { page, versions } = operator;

  await page.goto(`/search?q=java&remote-override=search@${LABEL}`);
  await searchShown(page);
  await expect(banner(page)).toContainText(`search ${preview} (preview “${LABEL}”)`);
  expect(versions).toEqual([preview]);
  // The link's parameter is taken off the address (the tab keeps the override), the rest stays.
  expect(new URL(page.url()).search).toBe('?q=java');

  // Kept for the tab: a reload runs the preview again.
  await page.reload();
  await searchShown(page);
  expect(versions).toEqual([preview, preview]);

  // Readable in both themes (the account's saved theme applies at each page load).
  for (const theme of ['light', 'dark'] as const) {
    const saved = await page.request.patch(`${HOST_ORIGIN}/api${ACCOUNT_ROUTES.update.path}`, { data: { theme }, headers: { origin: HOST_ORIGIN } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    const ratio = await textContrast(banner(page).locator('p'));
    expect(ratio, `the banner's text in the ${theme} theme`).toBeGreaterThanOrEqual(4.5);
  }

  versions.length = 0;
  await banner(page).getByRole('button', { name: 'Reset to current versions' }).click();
  await searchShown(page);
  await expect.poll(() => versions).toEqual([current]);
  await expect(banner(page)).toHaveCount(0);
  await operator.close();
});

test('an operator picks the preview in the panel (Alt+Shift+O), in Russian too', async ({ browser }) => {
  test.setTimeout(180_000);
  const operator = await person(browser, { operator: true });
  const { page, versions } = operator;
  await page.goto('/ru/search');
  await expect(page.locator('[data-remote="search"]').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: 'Подмена версий' });
  // The shortcut works once the operator's tools (a chunk of their own) have arrived.
  await expect(async () => {
    await page.keyboard.press('Alt+Shift+O');
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const select = dialog.getByRole('combobox', { name: 'Раздел «search»' });
  await expect(select.getByRole('option', { name: new RegExp(`^${preview} · превью «${LABEL}»`) })).toBeAttached();
  await select.selectOption(preview);
  await dialog.getByRole('button', { name: 'Применить и перезагрузить' }).click();
  await expect(page.getByRole('region', { name: 'Подмена версий' })).toContainText(`search ${preview}`);
  await expect.poll(() => versions.at(-1)).toBe(preview);
  await operator.close();
});

test('the same link opened by someone who is not an operator loads the current version and only shows a notice', async ({ browser }) => {
  test.setTimeout(180_000);
  const visitors = [await person(browser, { operator: false })];
  const anonymous = await browser.newContext({ baseURL: HOST_ORIGIN });
  const anonymousPage = await anonymous.newPage();
  visitors.push({ page: anonymousPage, account: { email: '', password: '', name: '' }, versions: recordSearchVersions(anonymousPage), close: () => anonymous.close() });
  for (const { page, versions, close } of visitors) {
    await page.goto(`/search?remote-override=search@${LABEL}`);
    await searchShown(page);
    await expect(toasts(page)).toContainText('Loading other versions is for platform operators. This page shows the current versions.');
    expect(versions).toEqual([current]);
    await expect(banner(page)).toHaveCount(0);
    // Nothing is kept: a reload is an ordinary page load, without the notice.
    await page.reload();
    await searchShown(page);
    expect(versions).toEqual([current, current]);
    expect(await page.evaluate(() => window.sessionStorage.getItem('mf:overrides'))).toBeNull();
    await close();
  }
});
