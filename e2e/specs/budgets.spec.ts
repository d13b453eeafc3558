import { expect, type Page, test } from '@playwright/test';
import { readBudgets } from '../../bench/src/budgets/budgets';
import { firstLoadFigures, hostSourcesInEntry, libraryModules, type LoadedScript } from '../../bench/src/budgets/first-load';
import { ReleasedScripts } from '../../bench/src/frontend/build-stats';
import { E2E_RELEASES_DIR, HOST_ORIGIN } from '../support/platform';
import { signIn } from '../support/session';

/**
 * The fast subset of the performance budgets (bench/budgets.json, rules in bench/README.md): the
 * JavaScript of a cold load of /search, classified by the origin that served each script and by
 * that app's build stats. Sizes only (no timing), so it is stable on a busy machine; the timings
 * and the federated/monolith comparison are `npm run bench`'s.
 */
const budgets = readBudgets().bundle;
const KIB = 1024;

/** Every script a page loads from now on, by URL. */
function recordScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') urls.push(response.url());
  });
  return urls;
}

/** Classifies loaded scripts by the release that served them. */
function classify(urls: readonly string[]): { scripts: LoadedScript[]; hostFolder: string | undefined } {
  const released = new ReleasedScripts(E2E_RELEASES_DIR, HOST_ORIGIN);
  let hostFolder: string | undefined;
  const scripts: LoadedScript[] = urls.map((url) => {
    const found = released.lookUp(url);
    if (!found) return { owner: 'other', file: url, kind: 'unknown', gzipBytes: 0 };
    if (found.owner === 'host') hostFolder = found.folder;
    return {
      owner: found.owner,
      file: found.file,
      kind: found.kind,
      gzipBytes: found.asset.gzipBytes,
      ...(found.kind === 'library' ? { modules: libraryModules(found.folder, found.file) } : {}),
    };
  });
  return { scripts, hostFolder };
}

test('the first load of /search stays within the bundle budgets', async ({ page }) => {
  const urls = recordScripts(page);
  await page.goto('/search');
  await expect(page.locator('[data-remote="search"] ol li article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const { scripts, hostFolder } = classify(urls);
  const figures = firstLoadFigures(scripts);
  await test.info().attach('first-load-of-search.json', {
    body: JSON.stringify({ figures, scripts: scripts.map(({ modules: _modules, ...script }) => script) }, null, 2),
    contentType: 'application/json',
  });

  expect(figures.unclassified, 'every script belongs to a platform build').toEqual([]);
  expect(hostFolder, 'the host served scripts').toBeDefined();
  expect(hostSourcesInEntry(hostFolder ?? ''), 'main.js holds only the runtime and src/index.ts (the rule that excludes it)').toEqual([]);
  console.log(`first load of /search: ${(figures.totalGzip / KIB).toFixed(2)} KiB gzip of JS, host shell own code ${(figures.hostOwnGzip / KIB).toFixed(2)} KiB`);
  expect.soft(figures.totalGzip / KIB, 'total JS of the first load, KiB gzip').toBeLessThanOrEqual(budgets.searchFirstLoadTotalGzipKiB);
  expect.soft(figures.hostOwnGzip / KIB, 'host shell own code, KiB gzip').toBeLessThanOrEqual(budgets.hostShellOwnGzipKiB);
  expect(Object.keys(figures.remotes), 'the search remote was loaded').toContain('search');
  for (const [remote, gzip] of Object.entries(figures.remotes)) {
    expect.soft(gzip / KIB, `remote ${remote}: first-load JS, KiB gzip`).toBeLessThanOrEqual(budgets.remoteFirstLoadGzipKiB);
  }
  // The search page renders no form before an interaction: the forms' libraries load with the
  // first form (`@platform/shared/forms`), never with the startup libraries.
  const formLibraries = scripts.flatMap((script) => (script.modules ?? []).filter((module) => /^(react-hook-form|@hookform)\//.test(module)));
  expect.soft(formLibraries, 'react-hook-form on the first load of /search').toEqual([]);
  if (budgets.sharedLibraryLoadedOnce) {
    expect.soft(figures.duplicates, 'shared library modules served by two origins').toEqual([]);
  }
});

// The team area's heavy pages (the board's drag and drop, the analytics charts) are chunks of
// their own: a first load of its list page must not fetch them.
test('the first load of /team/vacancy keeps remote-team within its budget', async ({ page }) => {
  await signIn(page);
  const urls = recordScripts(page);
  await page.goto('/team/vacancy');
  await expect(page.locator('[data-remote="team"]').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { scripts } = classify(urls);
  const figures = firstLoadFigures(scripts);
  await test.info().attach('first-load-of-team-vacancy.json', {
    body: JSON.stringify({ figures, scripts: scripts.map(({ modules: _modules, ...script }) => script) }, null, 2),
    contentType: 'application/json',
  });
  const team = figures.remotes.team ?? 0;
  console.log(`remote-team first-load JS on /team/vacancy: ${(team / KIB).toFixed(1)} KiB gzip`);
  expect(team, 'the team remote was loaded').toBeGreaterThan(0);
  expect(team / KIB, 'remote team: first-load JS, KiB gzip').toBeLessThanOrEqual(budgets.remoteFirstLoadGzipKiB);
  expect(scripts.filter((script) => /(^|\/)(board|analytics|uplot)\./.test(script.file)).map((script) => script.file), 'no board or chart chunk').toEqual([]);
});
