import { expect, type Page, test } from '@playwright/test';
import { THEME_VARIABLES } from '@platform/contract';
// A deep import of plain constants: the host's entry also exports React components and CSS
// modules, which the test runner (Node) cannot load.
import { THEME_PALETTES } from '../../host/src/features/theme/theme-palette';
import { registerAccount, teamCredits } from '../support/accounts';
import { findRawI18nKeys, watchCspViolations } from '../support/page-text';
import { DEMO_CANDIDATE, DEMO_RECRUITER, HOST_ORIGIN, remoteBase } from '../support/platform';
import { signIn } from '../support/session';

/**
 * The host shell as a visitor meets it (docs/product.md: the shell, error screens, locale and theme; host/README.md): toasts,
 * theme, locale, error screens, the build-version poller, the chunk-failure guard, global error
 * reporting, the promo-code flow, sign-in and keyboard access.
 */

const START = new Date('2026-03-02T09:00:00.000Z');
const SECOND = 1_000;
const LOCALE_COOKIE = 'i18n_redirected';
const DAY_S = 86_400;

/** The value of a CSS custom property on `<html>`, as the page computes it. */
function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);
}

/** Marks the current document; a full page load (not an in-app navigation) forgets the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, '__e2eDocumentMark', true));
}

function documentMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, '__e2eDocumentMark') === true);
}

async function searchAreaReady(page: Page, heading: string | RegExp = 'Search CVs'): Promise<void> {
  await expect(page.locator('[data-remote="search"]').getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe('toasts', () => {
  const TYPES = ['success', 'info', 'warning', 'error'] as const;

  test('each type appears in the live region and counts down every 50 ms for the default 3 s', async ({ page }) => {
    await page.clock.install({ time: START });
    await page.goto('/Test');
    await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date(START.getTime() + 60 * SECOND));

    const region = page.getByRole('region', { name: 'Notifications' });
    await expect(region).toHaveAttribute('aria-live', 'polite');
    for (const type of TYPES) {
      await test.step(type, async () => {
        await page.getByRole('button', { name: `Show ${type} toast` }).click();
        const bar = region.getByRole('progressbar');
        await expect(bar).toHaveCount(1);
        await expect(region.locator(`[data-type="${type}"]`)).toBeVisible();
        await expect(bar).toHaveAttribute('aria-valuenow', '100');
        await page.clock.runFor(49);
        await expect(bar).toHaveAttribute('aria-valuenow', '100');
        await page.clock.runFor(1);
        await expect(bar).toHaveAttribute('aria-valuenow', '98');
        await page.clock.runFor(950);
        await expect(bar).toHaveAttribute('aria-valuenow', '67');
        await page.clock.runFor(1_950);
        await expect(bar).toHaveAttribute('aria-valuenow', '2');
        await expect(region.locator(`[data-type="${type}"]`)).toBeVisible();
        await page.clock.runFor(50);
        await expect(region.locator('[data-type]')).toHaveCount(0);
      });
    }
  });

  test('hovering a toast pauses its countdown; leaving resumes it', async ({ page }) => {
    await page.clock.install({ time: START });
    await page.goto('/Test');
    await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
    await page.clock.pauseAt(new Date(START.getTime() + 60 * SECOND));

    const region = page.getByRole('region', { name: 'Notifications' });
    await page.getByRole('button', { name: 'Show success toast' }).click();
    const toast = region.locator('[data-type="success"]');
    const bar = region.getByRole('progressbar');
    await expect(toast).toContainText('Saved successfully');
    await page.clock.runFor(1_000);
    await expect(bar).toHaveAttribute('aria-valuenow', '67');

    await toast.hover();
    await page.clock.runFor(10_000);
    await expect(bar).toHaveAttribute('aria-valuenow', '67');
    await expect(toast).toBeVisible();

    await page.mouse.move(0, 0);
    await page.clock.runFor(1_000);
    await expect(bar).toHaveAttribute('aria-valuenow', '33');
    await page.clock.runFor(1_000);
    await expect(toast).toHaveCount(0);
  });
});

test.describe('theme', () => {
  test('dark is stored, applied as the CSS variables on <html>, and painted before the bundle runs', async ({ page }) => {
    const csp = watchCspViolations(page);
    await page.goto('/search');
    await searchAreaReady(page);
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await rootVariable(page, '--color-bg-primary')).toBe(THEME_PALETTES.light['--color-bg-primary']);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    for (const variable of THEME_VARIABLES) {
      expect(await rootVariable(page, variable), variable).toBe(THEME_PALETTES.dark[variable]);
    }

    // Reload with the application bundle blocked: only the blocking <head> script can have
    // painted the page, so whatever colours it shows are those of the first paint.
    await page.route(`${HOST_ORIGIN}/main.js`, (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.getElementById('root')?.childElementCount)).toBe(0);
    expect(await rootVariable(page, '--color-bg-primary')).toBe(THEME_PALETTES.dark['--color-bg-primary']);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 20, 26)');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.unroute(`${HOST_ORIGIN}/main.js`);
    await page.reload();
    await searchAreaReady(page);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    expect(await rootVariable(page, '--color-bg-primary')).toBe(THEME_PALETTES.light['--color-bg-primary']);
    expect(csp, 'Content-Security-Policy violations').toEqual([]);
  });
});

test.describe('locale', () => {
  test('the switcher opens the same page in the other locale and remembers it for pages that name none', async ({ page, context }) => {
    await page.goto('/search?q=java');
    await searchAreaReady(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const switcher = page.getByRole('navigation', { name: 'Language' });

    await switcher.getByRole('link', { name: 'RU', exact: true }).click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}/ru/search?q=java`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await searchAreaReady(page, 'Поиск резюме');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === LOCALE_COOKIE);
    expect(cookie?.value).toBe('ru');
    expect(cookie?.path).toBe('/');
    const lifetime = (cookie?.expires ?? 0) - Date.now() / SECOND;
    expect(lifetime).toBeGreaterThan(364 * DAY_S);
    expect(lifetime).toBeLessThanOrEqual(365 * DAY_S + 60);

    // An unknown path names no locale: the cookie decides its 404 screen.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Ошибка 404' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await page.goto('/ru/search');
    await searchAreaReady(page, 'Поиск резюме');
    await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'EN', exact: true }).click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}/search`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await searchAreaReady(page);
    expect((await context.cookies()).find((candidate) => candidate.name === LOCALE_COOKIE)?.value).toBe('en');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('no raw i18n keys on the main pages in either locale', async ({ page }) => {
    const csp = watchCspViolations(page);
    const pages: Array<{ path: string; ready: (page: Page) => Promise<void> }> = [
      { path: '/search?q=developer', ready: (p) => expect(p.locator('[data-remote="search"] mark').first()).toBeVisible() },
      { path: '/ru/search?q=разработчик', ready: (p) => expect(p.locator('[data-remote="search"] mark').first()).toBeVisible() },
      { path: '/cv/username/candidate', ready: (p) => expect(p.getByRole('heading', { level: 2, name: 'Contacts' })).toBeVisible() },
      { path: '/ru/cv/username/candidate', ready: (p) => expect(p.getByRole('heading', { level: 2, name: 'Контакты' })).toBeVisible() },
      { path: '/login', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible() },
      { path: '/ru/login', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible() },
      { path: '/register', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
      { path: '/ru/register', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
      { path: '/ru', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
      { path: '/Test', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible() },
      { path: '/ru/Test', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'UI-кит' })).toBeVisible() },
      { path: '/no/such/page', ready: (p) => expect(p.getByRole('heading', { level: 1, name: /404/ })).toBeVisible() },
      { path: '/ru/no/such/page', ready: (p) => expect(p.getByRole('heading', { level: 1, name: 'Ошибка 404' })).toBeVisible() },
    ];
    for (const { path, ready } of pages) {
      await test.step(path, async () => {
        await page.goto(path);
        await ready(page);
        expect(await findRawI18nKeys(page), path).toEqual([]);
      });
    }

    await signIn(page);
    for (const path of ['/', '/ru']) {
      await test.step(`signed in ${path}`, async () => {
        await page.goto(path);
        for (const remote of ['search', 'team', 'user'] as const) {
          await expect(page.locator(`[data-remote="${remote}"] h2`).first()).toBeVisible();
        }
        await expect(page.locator('[data-remote] [role="status"][aria-busy="true"]')).toHaveCount(0);
        expect(await findRawI18nKeys(page), path).toEqual([]);
      });
    }
    expect(csp, 'Content-Security-Policy violations').toEqual([]);
  });
});

test('moving between areas and locales never leaves the previous area\'s 404 on the next page', async ({ page }) => {
  // A parcel being replaced still sees the new address for a moment; its "not mine" answer
  // must not reach the page that replaces it (it did, most of the time, before the host's fix).
  const errorScreen = page.getByRole('heading', { level: 1, name: /^(Error|Ошибка) \d{3}/ });
  await page.goto('/search?q=developer');
  for (let round = 1; round <= 3; round += 1) {
    await test.step(`round ${round}`, async () => {
      const results = page.locator('[data-remote="search"]').getByRole('article');
      await expect(results.first()).toBeVisible();
      await results.nth(round).getByRole('heading', { level: 3 }).getByRole('link').click();
      await expect(page).toHaveURL(/\/cv\/internal\/\d+$/);
      await expect(page.locator('[data-remote="cv"]').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(errorScreen).toHaveCount(0);

      await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'RU', exact: true }).click();
      await expect(page).toHaveURL(/\/ru\/cv\/internal\/\d+$/);
      await expect(page.locator('[data-remote="cv"]').getByRole('heading', { level: 2, name: 'Контакты' })).toBeVisible();
      await expect(errorScreen).toHaveCount(0);

      await page.getByRole('banner').getByRole('link', { name: 'Поиск' }).click();
      await searchAreaReady(page, 'Поиск резюме');
      await expect(errorScreen).toHaveCount(0);
      await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'EN', exact: true }).click();
      await searchAreaReady(page);
      await expect(errorScreen).toHaveCount(0);
      await page.goto('/search?q=developer');
    });
  }
});

test.describe('error screens', () => {
  test('404 in Russian: the original texts, the title, and the button back to the site root', async ({ page }) => {
    await page.goto('/ru/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Ошибка 404' })).toBeVisible();
    await expect(page.getByText('Запрашиваемая страница не найдена или была удалена')).toBeVisible();
    await expect(page).toHaveTitle('HireScope | Ошибка 404');
    // Spec point 2: the viewport does not allow user scaling.
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /user-scalable=no/);

    await page.getByRole('button', { name: 'Вернуться к поиску' }).click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}/ru`);
    await expect(page.getByRole('heading', { level: 1, name: /404/ })).toHaveCount(0);
    // Elsewhere people may zoom again (WCAG 1.4.4).
    await expect(page.locator('meta[name="viewport"]')).not.toHaveAttribute('content', /user-scalable=no/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('403 in Russian when a candidate opens the mailings of a team\'s vacancy', async ({ page }) => {
    await signIn(page, DEMO_CANDIDATE);
    await page.goto('/ru/team/vacancy/1/Mailings');
    await expect(page.getByRole('heading', { level: 1, name: 'Ошибка 403' })).toBeVisible();
    await expect(page.getByText('В доступе к странице отказано')).toBeVisible();
    await expect(page).toHaveTitle('HireScope | Ошибка 403');
    await expect(page.getByRole('button', { name: 'Вернуться к поиску' })).toBeVisible();
  });

  test('404 in English, and its button leads a signed-in user to the main page', async ({ page }) => {
    await signIn(page);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('The page you requested was not found or has been removed')).toBeVisible();
    await expect(page).toHaveTitle('HireScope | Error 404');
    await page.getByRole('button', { name: 'Back to search' }).click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}/`);
    await expect(page.locator('[data-remote="search"] h2').first()).toBeVisible();
  });
});

test('the version poller turns the next navigation into a full page load once a newer build is out', async ({ page }) => {
  // Counts, in the page, the JSON bodies read from the two files the poller asks: once a body is
  // read, the poller's own continuation runs before the page handles anything else.
  await page.addInitScript(() => {
    const read = Response.prototype.json;
    Response.prototype.json = function json(this: Response) {
      const { pathname } = new URL(this.url);
      return read.call(this).then((value: unknown) => {
        const key = `__e2eRead:${pathname}`;
        Reflect.set(window, key, Number(Reflect.get(window, key) ?? 0) + 1);
        return value;
      });
    };
  });
  const reads = (path: string) => page.evaluate((key) => Number(Reflect.get(window, key) ?? 0), `__e2eRead:${path}`);
  await page.clock.install({ time: START });
  await page.goto('/search');
  await searchAreaReady(page);

  // Before any newer build: moving inside the app keeps the document.
  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(await documentMarked(page)).toBe(true);
  await page.goBack();
  await searchAreaReady(page);
  expect(await documentMarked(page)).toBe(true);

  await page.route(`${HOST_ORIGIN}/version.json`, (route) =>
    route.fulfill({ json: { version: '29990101T000000-e2e000' }, headers: { 'cache-control': 'no-cache' } }),
  );
  const manifestReads = await reads('/remotes.json');
  expect(await reads('/version.json')).toBe(0);
  // Nothing is asked a minute before the hour is up (the page started well within that minute)…
  await page.clock.fastForward(3_600_000 - 60_000);
  expect(await reads('/version.json')).toBe(0);
  // …and the hourly check runs once the hour has passed.
  await page.clock.fastForward(60_000);
  await expect.poll(() => reads('/version.json')).toBe(1);
  await expect.poll(() => reads('/remotes.json')).toBe(manifestReads + 1);

  const documentLoad = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/login'));
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await documentLoad;
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await documentMarked(page)).toBe(false);
});

test('a remote whose code cannot load: one reload, then its error with a retry, the header keeps working', async ({ page }) => {
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads.push(request.url());
  });
  const blocked = `${remoteBase('search')}/**`;
  await page.route(blocked, (route) => route.abort('connectionrefused'));

  await page.goto('/search');
  const area = page.locator('[data-remote="search"]');
  await expect(area.getByRole('alert')).toContainText('This part of the page could not be loaded');
  const retry = area.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  expect(documentLoads).toEqual([`${HOST_ORIGIN}/search`, `${HOST_ORIGIN}/search`]);

  // The shell around the failed area still answers.
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(documentLoads).toHaveLength(2);

  await page.unroute(blocked);
  await retry.click();
  await searchAreaReady(page);
  await expect(area.getByRole('alert')).toHaveCount(0);
  expect(documentLoads).toHaveLength(2);

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test.describe('global error reporting', () => {
  const ALERT_LINE = /^\d{4}-\d\d-\d\dT.* FRONT\|GLOBAL APP url=.* route=.* message=.*/;

  /** The alert posted after `trigger` whose message contains `text`: its message and the app it names. */
  async function reported(page: Page, trigger: () => Promise<unknown>, text: string): Promise<{ message: string; remote: unknown; version: unknown }> {
    const request = page.waitForRequest(
      (candidate) =>
        candidate.url() === `${HOST_ORIGIN}/api/frontend_alert/` &&
        candidate.method() === 'POST' &&
        (candidate.postData() ?? '').includes(text),
    );
    await trigger();
    const sent = await request;
    expect((await sent.response())?.status()).toBe(202);
    const body: unknown = sent.postDataJSON();
    const message = typeof body === 'object' && body !== null ? Reflect.get(body, 'message') : undefined;
    if (typeof message !== 'string') throw new Error(`alert without a message: ${sent.postData()}`);
    return { message, remote: Reflect.get(Object(body), 'remote'), version: Reflect.get(Object(body), 'version') };
  }

  test('an uncaught error and an unhandled rejection are posted to /api/frontend_alert/', async ({ page }) => {
    await page.goto('/search?q=java');
    await searchAreaReady(page);

    const { message: uncaught, remote, version } = await reported(
      page,
      () =>
        page.evaluate(() => {
          setTimeout(() => {
            throw new Error('e2e uncaught failure');
          }, 0);
        }),
      'e2e uncaught failure',
    );
    expect(uncaught).toMatch(ALERT_LINE);
    expect(uncaught).toContain(`url=${HOST_ORIGIN}/search?q=java route=/search`);
    expect(uncaught).toMatch(/ message=.*e2e uncaught failure/);
    expect(Date.now() - Date.parse(uncaught.split(' ')[0] ?? '')).toBeLessThan(60 * SECOND);
    // Ops count reports by app and release: an uncaught error is the host's, with its build id.
    expect(remote).toBe('host');
    expect(version).toMatch(/^[A-Za-z0-9._+-]{1,64}$/);
    expect(version).not.toBe('unknown');

    const { message: rejected } = await reported(
      page,
      () =>
        page.evaluate(() => {
          void Promise.reject(new Error('e2e unhandled rejection'));
        }),
      'e2e unhandled rejection',
    );
    expect(rejected).toMatch(ALERT_LINE);
    // The page keeps working.
    await searchAreaReady(page);
  });
});

test.describe('promo codes', () => {
  for (const { locale, path, message } of [
    { locale: 'en', path: '/?utm_campaign=welcome', message: 'Promo code activated successfully!' },
    { locale: 'ru', path: '/ru?utm_campaign=welcome', message: 'Промокод был успешно активирован!' },
  ] as const) {
    test(`a signed-in recruiter opening a campaign link gets the credits and the toast (${locale})`, async ({ page }) => {
      await registerAccount(page.request, { locale });
      const before = await teamCredits(page.request);
      const activation = page.waitForResponse((response) => response.url().includes('/api/set_promocode'));
      await page.goto(path);
      expect((await activation).status()).toBe(200);
      await expect(page.getByRole('region', { name: locale === 'ru' ? 'Уведомления' : 'Notifications' })).toContainText(message);
      expect(await teamCredits(page.request)).toBe(before + 10);
      // The shell rereads the session: the header shows the new balance without a reload.
      await expect(page.getByRole('banner')).toContainText(`${locale === 'ru' ? 'Кредиты' : 'Credits'}: ${before + 10}`);
      expect(await page.evaluate(() => localStorage.getItem('utmParams'))).toBeNull();
    });
  }

  test('an anonymous visitor keeps the campaign and gets it activated after signing in', async ({ page, request }) => {
    const account = await registerAccount(request);
    const before = await teamCredits(request);
    const attempt = page.waitForResponse((response) => response.url().includes('/api/set_promocode'));
    await page.goto('/search?utm_campaign=welcome');
    expect((await attempt).status()).toBe(401);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('utmParams'))).toBe('utm_campaign=welcome');
    await searchAreaReady(page);

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    const activation = page.waitForResponse((response) => response.url().includes('/api/set_promocode'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await activation).status()).toBe(200);
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Promo code activated successfully!');
    await expect(page).toHaveURL(`${HOST_ORIGIN}/search?utm_campaign=welcome`);
    expect(await page.evaluate(() => localStorage.getItem('utmParams'))).toBeNull();
    expect(await teamCredits(page.request)).toBe(before + 10);
  });
});

test.describe('signing in and out', () => {
  test('the sign-in form validates, names its fields, and returns to the guarded page', async ({ page }) => {
    await page.goto('/user/history');
    await expect(page).toHaveURL(`${HOST_ORIGIN}/login?redirect=/user/history`);
    const email = page.getByLabel('E-mail');
    const password = page.getByLabel('Password');
    const submit = page.getByRole('button', { name: 'Sign in' });
    const RED = 'rgb(217, 45, 32)';

    await submit.click();
    await expect(page.getByText('Enter your e-mail.')).toBeVisible();
    await expect(page.getByText('Enter your password.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveCSS('border-top-color', RED);
    await expect(email).toBeFocused();

    await email.fill('jane@');
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(email).toHaveCSS('border-top-color', RED);

    await email.fill(DEMO_RECRUITER.email);
    await expect(page.getByText('Enter a valid e-mail address.')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await expect(email).not.toHaveCSS('border-top-color', RED);

    await password.fill('not-the-password');
    await submit.click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is wrong.');
    await expect(page).toHaveURL(/\/login/);

    await password.fill(DEMO_RECRUITER.password);
    await submit.click();
    await expect(page).toHaveURL(`${HOST_ORIGIN}/user/history`);
    await expect(page.locator('[data-remote="user"]').getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  });

  test('signing out from the account menu ends the session', async ({ page }) => {
    await signIn(page);
    await page.goto('/search');
    await searchAreaReady(page);
    await page.getByRole('button', { name: /^Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session).toEqual({ session: null });
    await page.goto('/user/favourites');
    await expect(page).toHaveURL(/\/login\?redirect=\/user\/favourites$/);
  });
});

test('keyboard: the skip link comes first, is visible when focused, and moves focus to the content', async ({ page }) => {
  await page.goto('/search');
  await searchAreaReady(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expect(skip).not.toHaveCSS('outline-style', 'none');

  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => {
    const active = document.activeElement;
    return active !== null && active !== document.body && (document.getElementById('main-content')?.contains(active) ?? false);
  });
  expect(focusedInMain).toBe(true);
  const outline = await page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return null;
    const style = getComputedStyle(active);
    return { style: style.outlineStyle, width: style.outlineWidth };
  });
  expect(outline?.style).not.toBe('none');
  expect(outline?.width).not.toBe('0px');
});
