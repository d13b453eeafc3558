import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type Request, test } from '@playwright/test';
import { libraryModules } from '../../bench/src/budgets/first-load';
import { ReleasedScripts } from '../../bench/src/frontend/build-stats';
import { readDeploymentManifest, releaseApp } from '../../tooling/src/releases';
import { E2E_RELEASES_DIR, HOST_ORIGIN, platformEnv, REMOTE_BASES, remoteBase } from '../support/platform';
import { countReactRenderers } from '../support/react-renderers';
import { signIn } from '../support/session';

type Owner = 'host' | 'search' | 'cv' | 'team' | 'user';

/** Every route of docs/product.md#pages-and-routes with the area that must render it (English form; /ru is derived). */
const ROUTES: Array<{ path: string; owner: Owner; auth: boolean }> = [
  { path: '/', owner: 'host', auth: false },
  { path: '/search', owner: 'search', auth: false },
  { path: '/cv/internal/1', owner: 'cv', auth: false },
  { path: '/cv/username/candidate', owner: 'cv', auth: false },
  { path: '/team', owner: 'team', auth: true },
  { path: '/team/vacancy', owner: 'team', auth: true },
  { path: '/team/vacancy/1', owner: 'team', auth: false },
  { path: '/team/vacancy/1/Mailings', owner: 'team', auth: false },
  { path: '/team/analytics', owner: 'team', auth: true },
  { path: '/vacancies', owner: 'team', auth: false },
  { path: '/user/applications', owner: 'user', auth: true },
  { path: '/education', owner: 'user', auth: true },
  { path: '/education/1', owner: 'user', auth: false },
  { path: '/user/scout', owner: 'user', auth: true },
  { path: '/user/scout/result', owner: 'user', auth: false },
  { path: '/user/scout/result/1', owner: 'user', auth: false },
  { path: '/user/account', owner: 'user', auth: true },
  { path: '/user/history', owner: 'user', auth: true },
  { path: '/user/favourites', owner: 'user', auth: true },
  { path: '/Test', owner: 'host', auth: false },
  { path: '/Test2', owner: 'host', auth: false },
];

const withLocale = (routePath: string, locale: 'en' | 'ru') => (locale === 'ru' ? (routePath === '/' ? '/ru' : `/ru${routePath}`) : routePath);

/** The remote area of the page once its parcel has rendered a heading. */
async function expectAreaRendered(page: Page, owner: Owner): Promise<void> {
  if (owner === 'host') {
    // The demo recruiter's dashboard: six widgets (recent searches, scouting results, new replies, my interviews, open vacancies, education).
    await expect(page.locator('[data-remote]')).toHaveCount(page.url().endsWith('/') || page.url().endsWith('/ru') ? 6 : 0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    return;
  }
  const area = page.locator(`[data-remote="${owner}"]`);
  await expect(area).toHaveCount(1);
  await expect(area.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('every route resolves to its owner and renders', () => {
  for (const locale of ['en', 'ru'] as const) {
    test(`signed in, ${locale}`, async ({ page }) => {
      // Twenty-one pages, each a full load: a minute is not enough on a busy 2-core machine.
      test.setTimeout(240_000);
      await signIn(page);
      for (const route of ROUTES) {
        const target = withLocale(route.path, locale);
        await test.step(target, async () => {
          await page.goto(target);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expectAreaRendered(page, route.owner);
        });
      }
    });
  }

  test('anonymous visitors are sent to sign in from guarded routes, keeping the locale', async ({ page }) => {
    for (const route of ROUTES.filter((r) => r.auth)) {
      for (const locale of ['en', 'ru'] as const) {
        const target = withLocale(route.path, locale);
        await page.goto(target);
        const login = locale === 'ru' ? '/ru/login' : '/login';
        await expect(page).toHaveURL((url) => url.pathname === login && url.searchParams.get('redirect') === target);
      }
    }
  });

  test('malformed parameters and unknown paths show the 404 screen', async ({ page }) => {
    for (const target of ['/cv/unknown/1', '/cv/internal/abc', '/team/vacancy/x', '/no/such/page', '/ru/no/such/page']) {
      await page.goto(target);
      await expect(page.getByRole('heading', { name: /404/ })).toBeVisible();
    }
  });
});

test('each remote is loaded from its own origin, and the page runs one React DOM', async ({ page }) => {
  const rendererCount = await countReactRenderers(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page);
  // The dashboard mounts widgets of three remotes beside the host.
  await page.goto('/');
  for (const remote of ['search', 'team', 'user'] as const) {
    await expect(page.locator(`[data-remote="${remote}"] h2`).first()).toBeVisible();
  }
  await page.goto('/cv/username/candidate');
  await expectAreaRendered(page, 'cv');

  const entryLoaded = (origin: string) => scripts.some((url) => url.startsWith(`${origin}/`) && url.endsWith('/remoteEntry.js'));
  // An area neither page shows (the operators' area) is opened at its first page without parameters.
  const deployment = await readDeploymentManifest(E2E_RELEASES_DIR);
  for (const [remote, origin] of Object.entries(REMOTE_BASES)) {
    if (entryLoaded(origin)) continue;
    const state = deployment[`remote-${remote}`];
    const first = state?.history.find((record) => record.version === state.current)?.routes?.routes.find((route) => !route.path.includes(':'));
    if (first === undefined) continue;
    await page.goto(first.path);
    await expect.poll(() => entryLoaded(origin)).toBe(true);
  }
  for (const [remote, origin] of Object.entries(REMOTE_BASES)) {
    expect(entryLoaded(origin), `${remote} entry from ${origin}`).toBe(true);
  }
  // Only the host origin serves the shared libraries: no remote ships its own copy of React.
  const remoteScripts = scripts.filter((url) => Object.values(REMOTE_BASES).some((origin) => url.startsWith(origin)));
  expect(remoteScripts.length).toBeGreaterThan(0);
  expect(await rendererCount()).toBe(1);
});

test('the first screen\'s remote module downloads beside its entry, preloaded from /remotes.json', async ({ page }) => {
  const started = new Map<string, number>();
  const finished = new Map<string, number>();
  const exposeLoads: Request[] = [];
  const name = (url: string) => url.replace(/^.*\//, '');
  const isSearchExpose = (url: string) => url.startsWith(`${remoteBase('search')}/`) && /\/__federation_expose_app\.[0-9a-f]+\.js$/.test(url);
  page.on('request', (request) => {
    if (!started.has(name(request.url()))) started.set(name(request.url()), Date.now());
  });
  page.on('requestfinished', (request) => {
    finished.set(name(request.url()), Date.now());
    if (isSearchExpose(request.url())) exposeLoads.push(request);
  });
  await page.goto('/search');
  await expectAreaRendered(page, 'search');
  await page.waitForLoadState('networkidle');

  const preload = exposeLoads.find((request) => request.resourceType() === 'fetch');
  const script = exposeLoads.find((request) => request.resourceType() === 'script');
  expect(preload, 'the search remote\'s ./app chunk is fetched ahead').toBeDefined();
  expect(script, 'and then run by webpack\'s script tag').toBeDefined();
  // Requested before the entry had arrived: the entry did not have to name it first…
  expect(started.get(name(preload?.url() ?? ''))).toBeLessThanOrEqual(finished.get('remoteEntry.js') ?? 0);
  // …and the script tag was answered from the cache, not downloaded a second time.
  expect((await script?.sizes())?.responseBodySize ?? 1).toBeLessThanOrEqual(0);
  // The area's messages in the page's locale come the same way; the other locale's do not come.
  const searchFiles = [...started.keys()];
  expect(searchFiles.filter((file) => /^locale-en\.[0-9a-f]+\.js$/.test(file))).toHaveLength(1);
  expect(searchFiles.filter((file) => /^locale-ru\./.test(file))).toEqual([]);
  expect(started.get(searchFiles.find((file) => file.startsWith('locale-en.')) ?? '')).toBeLessThanOrEqual(finished.get('remoteEntry.js') ?? 0);
});

test('a Russian page fetches its area\'s Russian and English messages ahead, as i18next needs both', async ({ page }) => {
  const started = new Map<string, number>();
  let entryFinished = 0;
  const name = (url: string) => url.replace(/^.*\//, '');
  page.on('request', (request) => {
    if (request.url().startsWith(`${remoteBase('search')}/`) && !started.has(name(request.url()))) started.set(name(request.url()), Date.now());
  });
  page.on('requestfinished', (request) => {
    if (request.url().startsWith(`${remoteBase('search')}/`) && name(request.url()) === 'remoteEntry.js') entryFinished ||= Date.now();
  });
  await page.goto('/ru/search');
  await expectAreaRendered(page, 'search');
  await page.waitForLoadState('networkidle');

  // English is Russian's fallback (LOCALE_FALLBACKS): fetched with the Russian messages while the
  // entry loads, not a round trip after them.
  for (const locale of ['ru', 'en']) {
    const file = [...started.keys()].find((candidate) => candidate.startsWith(`locale-${locale}.`));
    expect(file, `locale-${locale} of the search area`).toBeDefined();
    expect(started.get(file ?? '')).toBeLessThanOrEqual(entryFinished);
  }
});

test('index.html preloads the shell\'s startup files, and the first load uses every one', async ({ page }) => {
  await page.goto('/search');
  await expectAreaRendered(page, 'search');
  await page.waitForLoadState('networkidle');

  const { preloaded, loadedChunkIds, stylesheets } = await page.evaluate(() => {
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"], link[rel="preload"][as="style"]')];
    // Every chunk webpack ran pushed itself onto its app's `webpackChunk…` array: [[ids], modules].
    const pushed = Object.keys(window)
      .filter((key) => key.startsWith('webpackChunk'))
      .flatMap((key) => {
        const value: unknown = Reflect.get(window, key);
        return Array.isArray(value) ? value : [];
      });
    const ids = pushed.flatMap((entry: unknown) => (Array.isArray(entry) && Array.isArray(entry[0]) ? entry[0].map(String) : []));
    return {
      preloaded: links.map((link) => ({ href: link.href, as: link.as })),
      loadedChunkIds: ids,
      stylesheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
    };
  });
  // React DOM, the router, i18next (the host's own copies of the shared libraries, which the build
  // finds through the federation plugin's modules), and the shell's code and styles.
  const released = new ReleasedScripts(E2E_RELEASES_DIR, HOST_ORIGIN);
  const preloadedLibraries = preloaded.flatMap(({ href, as }) => {
    const script = as === 'script' ? released.lookUp(href) : undefined;
    return script?.kind === 'library' ? [script] : [];
  });
  const libraryFiles = preloadedLibraries.flatMap((script) => libraryModules(script.folder, script.file));
  for (const library of ['react-dom/', 'react-router/', 'i18next/', 'single-spa/']) {
    expect(libraryFiles.some((file) => file.startsWith(library)), `${library} preloaded`).toBe(true);
  }
  // …as one file: the host groups what it provides (tooling/src/webpack/create-config.ts), where
  // the federation plugin would make a chunk per library, queued six at a time over HTTP/1.1.
  expect(preloadedLibraries).toHaveLength(1);
  expect(preloaded.some(({ as }) => as === 'style'), 'the shell\'s styles preloaded').toBe(true);
  // None is wasted: each script ran as a chunk and each style was applied (a preload nobody uses
  // costs bytes and a console warning).
  const unused = preloaded.filter(({ href, as }) => {
    if (as === 'style') return !stylesheets.includes(href);
    const chunkIds = released.lookUp(href)?.asset.chunkIds ?? [];
    return chunkIds.length === 0 || !chunkIds.every((id) => loadedChunkIds.includes(id));
  });
  expect(unused).toEqual([]);
});

test('a release and a rollback of one remote are seen by a reloaded page, the others untouched', async ({ page }) => {
  const manifestBefore = await (await page.request.get('/remotes.json')).json();
  const searchBefore: string = manifestBefore.remotes.search.version;
  const cvBefore: string = manifestBefore.remotes.cv.version;

  // A new build of remote-search: the same files under a new build id, as the search team would ship.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-release-'));
  const dist = path.join(root, 'remote-search', 'dist');
  fs.cpSync(path.resolve(__dirname, '../../remote-search/dist'), dist, { recursive: true });
  const buildId = `${searchBefore.split('-')[0]}-e2e${Date.now().toString(16).slice(-3)}`;
  fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ app: 'remote-search', buildId, builtAt: new Date().toISOString() }));
  try {
    await releaseApp({ rootDir: root, releasesDir: E2E_RELEASES_DIR, remotesOrigin: '' }, 'remote-search');
  } finally {
    // The release copied what it needs into its own folder.
    fs.rmSync(root, { recursive: true, force: true });
  }

  const entries: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entries.push(request.url());
  });
  await page.goto('/search');
  await expectAreaRendered(page, 'search');
  expect(entries).toContain(`${remoteBase('search')}/${buildId}/remoteEntry.js`);

  // Ops roll the search remote back in one command.
  execFileSync('npx', ['tsx', path.resolve(__dirname, '../../tooling/src/cli/rollback.ts'), 'remote-search', '--reason', 'e2e: the release is withdrawn'], {
    env: platformEnv(),
    stdio: 'pipe',
  });
  entries.length = 0;
  await page.reload();
  await expectAreaRendered(page, 'search');
  expect(entries).toContain(`${remoteBase('search')}/${searchBefore}/remoteEntry.js`);

  const manifestAfter = await (await page.request.get('/remotes.json')).json();
  expect(manifestAfter.remotes.search.version).toBe(searchBefore);
  expect(manifestAfter.remotes.cv.version).toBe(cvBefore);
});

test('a remote that cannot load fails alone: its area shows an error, the shell keeps working', async ({ page }) => {
  await page.route(`${remoteBase('search')}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/search');
  const area = page.locator('[data-remote="search"]');
  await expect(area.getByRole('alert')).toBeVisible();
  await expect(area.getByRole('button', { name: /retry|try again/i })).toBeVisible();
  // The shell still works: the header navigates to a host page.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login/);
});
