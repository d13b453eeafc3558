import { type Browser, expect, type Page, test } from '@playwright/test';
import { ROLLOUT_ID_KEY, servesCanary } from '../../host/src/features/remotes/rollout';
import { recordSearchVersions, releaseSearchCanary, type SearchCanary } from '../support/canary';
import { HOST_ORIGIN } from '../support/platform';

/**
 * Canary releases with sticky visitors (issue 25, part 2), with the real builds: the search remote
 * released again as a canary for 30 % of the visitors. Each visitor's page picks its version from
 * its rollout identity before loading anything, keeps it across reloads, and follows the rollout
 * when it widens or is aborted.
 */

let rollout: SearchCanary;
test.beforeAll(async () => {
  rollout = await releaseSearchCanary(30);
});
test.afterAll(async () => {
  await rollout.abort().catch(() => undefined);
});

const PERCENT = 30;
const expectedVersion = (identity: string, percent: number): string =>
  servesCanary(identity, 'search', rollout.stable, { percent, canary: { version: rollout.canary, entry: '' } }) ? rollout.canary : rollout.stable;

async function searchShown(page: Page): Promise<void> {
  // Generous: each visitor is a cold browser profile on a machine the platform shares with the browser.
  await expect(page.locator('[data-remote="search"]').getByRole('heading', { level: 1, name: 'Search CVs' })).toBeVisible({ timeout: 30_000 });
}

/** A visitor's browser; `identity` seeds its rollout identity (else the page makes a random one on the first visit). */
async function visitor(browser: Browser, identity?: string): Promise<{ page: Page; versions: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN });
  if (identity !== undefined) await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ROLLOUT_ID_KEY, identity] as const);
  const page = await context.newPage();
  return { page, versions: recordSearchVersions(page), close: () => context.close() };
}

/** Seeded identities, one the bucket puts on the canary at 30 % and one it keeps on the stable version. */
function seededIdentities(): { onCanary: string; onStable: string } {
  const candidates = Array.from({ length: 100 }, (_, index) => `v:e2e-visitor-${index}`);
  const onCanary = candidates.find((identity) => expectedVersion(identity, PERCENT) === rollout.canary);
  const onStable = candidates.find((identity) => expectedVersion(identity, PERCENT) === rollout.stable);
  if (!onCanary || !onStable) throw new Error('no identity on each side of a 30 % rollout among 100');
  return { onCanary, onStable };
}

test('each new visitor gets one version, the one its bucket names, on every reload, and never loads the other', async ({ browser }) => {
  test.setTimeout(480_000);
  const seen = new Set<string>();
  for (let index = 0; index < 12; index += 1) {
    const { page, versions, close } = await visitor(browser);
    await page.goto('/search');
    await searchShown(page);
    const identity = await page.evaluate((key) => window.localStorage.getItem(key), ROLLOUT_ID_KEY);
    expect(identity).toMatch(/^v:[0-9a-f]{32}$/);
    await page.reload();
    await searchShown(page);
    const expected = expectedVersion(identity ?? '', PERCENT);
    // Two page loads, one entry each, both of the visitor's version: no flash of the other.
    expect(versions).toEqual([expected, expected]);
    seen.add(expected);
    await close();
  }
  expect([...seen].every((version) => version === rollout.stable || version === rollout.canary)).toBe(true);
});

test('a canary visitor stays on the canary as it widens to 100 %, the stable visitor joins it, and an abort brings both back', async ({ browser }) => {
  test.setTimeout(180_000);
  const { onCanary, onStable } = seededIdentities();
  const canaryVisitor = await visitor(browser, onCanary);
  const stableVisitor = await visitor(browser, onStable);
  for (const { page } of [canaryVisitor, stableVisitor]) {
    await page.goto('/search');
    await searchShown(page);
  }
  expect(canaryVisitor.versions).toEqual([rollout.canary]);
  expect(stableVisitor.versions).toEqual([rollout.stable]);

  await rollout.widen(100);
  for (const { page } of [canaryVisitor, stableVisitor]) {
    await page.reload();
    await searchShown(page);
  }
  expect(canaryVisitor.versions).toEqual([rollout.canary, rollout.canary]);
  expect(stableVisitor.versions).toEqual([rollout.stable, rollout.canary]);

  await rollout.abort();
  for (const { page } of [canaryVisitor, stableVisitor]) {
    await page.reload();
    await searchShown(page);
  }
  expect(canaryVisitor.versions.at(-1)).toBe(rollout.stable);
  expect(stableVisitor.versions.at(-1)).toBe(rollout.stable);
  await canaryVisitor.close();
  await stableVisitor.close();
});
