import { type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { PLATFORM_ROUTES } from '@platform/contract';
import { ROLLOUT_ID_KEY, servesCanary } from '../../host/src/features/remotes/rollout';
import { readAudit } from '../../tooling/src/releases';
import { recordSearchVersions, releaseSearchCanary, type SearchCanary, throwOnMount } from '../support/canary';
import { E2E_RELEASE_HEALTH_MIN_LOADS, E2E_RELEASES_DIR, HOST_ORIGIN } from '../support/platform';

/**
 * Release health with the real builds (issue 25): a canary of the search remote whose mount
 * throws, released to half of the visitors. Real visitors' pages report their loads; the platform's
 * own every-minute job sees the canary fail where the stable version does not, aborts it by itself,
 * and the audit names the job with the figures it judged.
 */

const PERCENT = 50;
const MOUNT_ERROR = 'e2e: this canary throws on mount';
/** Page loads per canary visitor: the first visit and two reloads of the broken page. */
const LOADS_PER_VISITOR = 3;
const CANARY_VISITORS = Math.ceil(E2E_RELEASE_HEALTH_MIN_LOADS / LOADS_PER_VISITOR);
const STABLE_VISITORS = 2;

let rollout: SearchCanary;
test.beforeAll(async () => {
  rollout = await releaseSearchCanary(PERCENT, throwOnMount(MOUNT_ERROR));
});
test.afterAll(async () => {
  // Only when the test failed before the job acted: nothing to abort otherwise.
  await rollout.abort().catch(() => undefined);
});

const onCanary = (identity: string): boolean =>
  servesCanary(identity, 'search', rollout.stable, { percent: PERCENT, canary: { version: rollout.canary, entry: '' } });

/** Distinct seeded visitors: those the bucket puts on the canary at 50 %, and a few it keeps on the stable version. */
function seededIdentities(): { canary: string[]; stable: string[] } {
  const candidates = Array.from({ length: 200 }, (_, index) => `v:e2e-health-${index}`);
  const canary = candidates.filter(onCanary).slice(0, CANARY_VISITORS);
  const stable = candidates.filter((identity) => !onCanary(identity)).slice(0, STABLE_VISITORS);
  if (canary.length < CANARY_VISITORS || stable.length < STABLE_VISITORS) throw new Error('not enough identities on each side of a 50 % rollout among 200');
  return { canary, stable };
}

const searchArea = (page: Page) => page.locator('[data-remote="search"]');

async function searchShown(page: Page): Promise<void> {
  // Generous: each visitor is a cold browser profile on a machine the platform shares with the browser.
  await expect(searchArea(page).getByRole('heading', { level: 1, name: 'Search CVs' })).toBeVisible({ timeout: 30_000 });
}

async function searchFailed(page: Page): Promise<void> {
  await expect(searchArea(page).getByRole('alert')).toContainText('This part of the page could not be loaded', { timeout: 30_000 });
}

/** The next release-health beacon the page sends (its body, a Blob, is not visible here: the audit's figures show what arrived). */
const nextBeacon = (page: Page): Promise<Request> =>
  page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname.endsWith(PLATFORM_ROUTES.remoteLoads.path), { timeout: 30_000 });

/** A visitor's browser with a seeded rollout identity; `versions` lists the search versions its pages loaded. */
async function visitor(browser: Browser, identity: string): Promise<{ page: Page; versions: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: HOST_ORIGIN });
  await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [ROLLOUT_ID_KEY, identity] as const);
  const page = await context.newPage();
  return { page, versions: recordSearchVersions(page), close: () => context.close() };
}

/** Loads `/search` (or reloads it), waits for the outcome the visitor sees and for the page's beacon reporting it. */
async function visit(page: Page, show: (page: Page) => Promise<void>, reload: boolean): Promise<void> {
  const beacon = nextBeacon(page);
  await (reload ? page.reload() : page.goto('/search'));
  await show(page);
  await beacon;
}

/** The search remote's rollout in `/remotes.json`, as every browser reads it (undefined: none). */
async function searchRollout(): Promise<unknown> {
  const response = await fetch(`${HOST_ORIGIN}/remotes.json`);
  const manifest: unknown = await response.json();
  return Reflect.get(Object(Reflect.get(Object(Reflect.get(Object(manifest), 'remotes')), 'search')), 'rollout');
}

test('a canary that throws on mount is aborted by the release-health job: everyone is back on stable, and the audit names the job with its figures', async ({ browser }) => {
  test.setTimeout(600_000);
  expect(await searchRollout()).toMatchObject({ percent: PERCENT, canary: { version: rollout.canary } });
  const identities = seededIdentities();

  // Real visits: each canary visitor sees the search area fail and reloads it twice; each stable
  // visitor gets the working page. Every page reports its load before the next one starts.
  const canaryVisitors = [];
  for (const identity of identities.canary) {
    const canaryVisitor = await visitor(browser, identity);
    for (let load = 0; load < LOADS_PER_VISITOR; load += 1) {
      await visit(canaryVisitor.page, searchFailed, load > 0);
    }
    expect(canaryVisitor.versions).toEqual(Array.from({ length: LOADS_PER_VISITOR }, () => rollout.canary));
    canaryVisitors.push(canaryVisitor);
  }
  const stableVisitors = [];
  for (const identity of identities.stable) {
    const stableVisitor = await visitor(browser, identity);
    await visit(stableVisitor.page, searchShown, false);
    expect(stableVisitor.versions).toEqual([rollout.stable]);
    stableVisitors.push(stableVisitor);
  }

  // The job runs every minute: within two minutes of the last report the canary is gone from
  // what every browser reads.
  await expect.poll(searchRollout, { timeout: 120_000, intervals: [2_000], message: 'the release-health job aborts the canary' }).toBeUndefined();

  // Everyone is back on the stable version: the canary visitors' next page load works.
  for (const { page, versions } of [...canaryVisitors, ...stableVisitors]) {
    await page.reload();
    await searchShown(page);
    expect(versions.at(-1)).toBe(rollout.stable);
  }
  await Promise.all([...canaryVisitors, ...stableVisitors].map(({ close }) => close()));

  const aborts = (await readAudit(E2E_RELEASES_DIR, 'remote-search')).filter((entry) => entry.action === 'abort' && entry.from === rollout.canary);
  expect(aborts).toHaveLength(1);
  const [abort] = aborts;
  // The audit line as `npm run releases -- remote-search --json` prints it, in the run's log.
  console.log(`release-health abort: ${JSON.stringify(abort)}`);
  expect(abort).toMatchObject({ to: rollout.stable, actor: { kind: 'job', name: 'release-health' } });
  const loads = CANARY_VISITORS * LOADS_PER_VISITOR;
  expect(abort?.reason).toContain(`release health: canary ${rollout.canary}: ${loads} failures in ${loads} loads (100.0 %); stable ${rollout.stable}: `);
  expect(abort?.figures).toMatchObject({ loads, failures: loads, failureRate: 1, minLoads: E2E_RELEASE_HEALTH_MIN_LOADS, windowMinutes: 10 });
  // The stable version's figures of the window: this test's stable visitors, and whatever the
  // suite's earlier tests loaded (some break it on purpose), far below the canary's.
  expect(abort?.figures?.baselineLoads).toBeGreaterThanOrEqual(STABLE_VISITORS);
  expect(abort?.figures?.baselineFailureRate).toBeLessThan(0.5);
});
