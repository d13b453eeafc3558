import { type Browser, expect, type Page, test } from '@playwright/test';
import { ACCOUNT_ROUTES, PLATFORM_RELEASE_ROUTES, PLATFORM_ROUTES } from '@platform/contract';
import { readAudit, readDeploymentManifest } from '../../tooling/src/releases';
import { grantOperator, registerAccount, type TestAccount } from '../support/accounts';
import { releaseSearchCanary, type SearchCanary } from '../support/canary';
import { textContrast } from '../support/contrast';
import { E2E_RELEASES_DIR, HOST_ORIGIN } from '../support/platform';

/**
 * The platform operators' page (`/ops/releases`, the remote-ops area) on the composed site: a
 * search canary is running; an operator finds the page in the header, sees the versions and the
 * loads chart with its table, aborts the canary with a reason (queued as a job, followed on the card
 * until it is done), and the deployment history shows it with their name. Anyone else has no header entry and gets the 403 screen.
 */

let canary: SearchCanary;

test.beforeAll(async () => {
  canary = await releaseSearchCanary(20);
});

test.afterAll(async () => {
  // Leave no canary behind for the next specs, whatever happened here.
  if ((await readDeploymentManifest(E2E_RELEASES_DIR))['remote-search']?.canary) await canary.abort();
});

async function person(browser: Browser, { operator }: { operator: boolean }): Promise<{ page: Page; account: TestAccount; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN });
  const page = await context.newPage();
  const account = await registerAccount(page.request);
  if (operator) grantOperator(account.email);
  return { page, account, close: () => context.close() };
}

/** The header's link to the page, opening the "More" menu first when the row is full. */
async function openFromHeader(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: 'Releases' });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: 'More' }).click();
  await link.click();
}

test('an operator sees the versions and the chart, aborts the canary with a reason, and the history names them', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, account, close } = await person(browser, { operator: true });
  // What browsers reported: stable loads cleanly, the canary failed 2 of 10.
  const beacon = await page.request.post(`${HOST_ORIGIN}/api${PLATFORM_ROUTES.remoteLoads.path}`, {
    data: {
      loads: [
        { remote: 'remote-search', version: canary.stable, outcome: 'mounted', count: 30 },
        { remote: 'remote-search', version: canary.canary, outcome: 'mounted', count: 8 },
        { remote: 'remote-search', version: canary.canary, outcome: 'chunk-failed', count: 2 },
      ],
    },
    headers: { origin: HOST_ORIGIN },
  });
  expect(beacon.status(), await beacon.text()).toBe(202);

  await page.goto('/');
  await openFromHeader(page);
  await expect(page).toHaveURL(/\/ops\/releases$/);
  const area = page.locator('[data-remote="ops"]');
  await expect(area.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible({ timeout: 30_000 });
  const search = area.getByRole('region', { name: 'remote-search', exact: true });
  await expect(search).toContainText(`${canary.canary} for 20 % of visitors`);
  await expect(search).toContainText(`Current version${canary.stable}`);

  // The chart and the table beside it, readable in both themes.
  await expect(search.getByRole('img', { name: 'Loads per version of remote-search' })).toBeVisible();
  const table = search.getByRole('table', { name: 'Loads and failures per version of remote-search' });
  // The beacon's 2 failures (this browser's own visits may add loads of either version).
  await expect(table.getByRole('row', { name: new RegExp(canary.canary) }).getByRole('cell').nth(1)).toHaveText('2');
  for (const theme of ['light', 'dark'] as const) {
    const saved = await page.request.patch(`${HOST_ORIGIN}/api${ACCOUNT_ROUTES.update.path}`, { data: { theme }, headers: { origin: HOST_ORIGIN } });
    expect(saved.status(), await saved.text()).toBe(200);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(search.getByRole('img', { name: 'Loads per version of remote-search' }).locator('canvas').first()).toBeVisible();
    expect(await textContrast(table.getByRole('row', { name: new RegExp(canary.canary) }).getByRole('cell').first()), `the table in the ${theme} theme`).toBeGreaterThanOrEqual(4.5);
  }

  // By keyboard: Enter opens the confirmation, Escape leaves it with nothing changed.
  const abort = search.getByRole('button', { name: 'Abort canary' });
  await abort.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Abort the canary ${canary.canary} of remote-search?` });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect((await readDeploymentManifest(E2E_RELEASES_DIR))['remote-search']?.canary?.version).toBe(canary.canary);

  // Abort: a reason is required, then it is queued as a job, run by the process that may write the
  // store (here the API itself, `npm start`), followed on the card to its end, and audited with the operator.
  await abort.click();
  await dialog.getByRole('button', { name: 'Abort canary' }).click();
  await expect(dialog.getByText('Say why, for the audit.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('e2e: chunk failures on the canary');
  await dialog.getByRole('button', { name: 'Abort canary' }).click();
  await expect(dialog).toBeHidden();
  const progress = search.getByRole('status');
  await expect(progress).toHaveText(`Done. remote-search: ${canary.stable} is now served (was ${canary.canary}).`, { timeout: 30_000 });
  await expect(search).toContainText('No canary running');
  // The page read the store again: the button that had the focus is gone, the outcome has it.
  await expect(search.getByRole('button', { name: 'Abort canary' })).toHaveCount(0);
  await search.getByRole('button', { name: 'Hide' }).click();
  await expect(progress).toHaveCount(0);
  await expect(search.getByRole('group', { name: 'Actions for remote-search' })).toBeFocused();

  // A stale page (still showing the canary) cannot act on the state that followed.
  const stale = await page.request.post(`${HOST_ORIGIN}/api${PLATFORM_RELEASE_ROUTES.abort.path.replace(':app', 'remote-search')}`, {
    data: { reason: 'stale tab', seen: { current: canary.stable, canary: canary.canary } },
    headers: { origin: HOST_ORIGIN },
  });
  expect(stale.status(), await stale.text()).toBe(409);
  expect((await stale.json()).error.code).toBe('release_state_changed');
  const history = search.getByRole('table', { name: 'Deployment history of remote-search, newest first' });
  const newest = history.getByRole('row').nth(1);
  await expect(newest).toContainText('Canary aborted');
  await expect(newest).toContainText(`${canary.canary} → ${canary.stable}`);
  await expect(newest).toContainText('e2e: chunk failures on the canary');
  await expect(newest).toContainText(account.name);

  // On a phone nothing runs off the side of the page (wide tables scroll in their own region).
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(newest).toContainText('Canary aborted');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const line = (await readAudit(E2E_RELEASES_DIR, 'remote-search')).at(-1);
  expect(line).toMatchObject({ action: 'abort', from: canary.canary, to: canary.stable, reason: 'e2e: chunk failures on the canary', actor: { kind: 'person' } });
  expect(line?.actor.name).toContain(account.email);
  await close();
});

test('anyone else has no header entry and gets the 403 screen', async ({ browser }) => {
  const { page, close } = await person(browser, { operator: false });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  const more = nav.getByRole('button', { name: 'More' });
  if (await more.isVisible()) await more.click();
  await expect(nav.getByRole('link', { name: 'Releases' })).toHaveCount(0);

  await page.goto('/ops/releases');
  await expect(page.getByRole('heading', { level: 1, name: /403/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Releases' })).toHaveCount(0);
  const refused = await page.request.get(`${HOST_ORIGIN}/api${PLATFORM_RELEASE_ROUTES.list.path}`);
  expect(refused.status()).toBe(403);
  await close();
});
