import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { RemoteRoutes } from '@platform/contract';
import { releaseApp } from '../../tooling/src/releases';
import { E2E_RELEASES_DIR, platformEnv } from '../support/platform';

/**
 * A new team ships a new area from its own folder: its first release registers it, and its page
 * appears inside the host's layout (header entry, the host's chrome around it) on the running
 * site, with no host build, no host release and no restart.
 */

const NAME = 'reports';
const APP = `remote-${NAME}`;

const ROUTES: RemoteRoutes = {
  schemaVersion: 1,
  owner: { team: 'Reporting', contact: 'reporting@example.com' },
  routes: [{ name: 'reports', path: '/reports' }],
  navigation: [{ id: 'reports', path: '/reports', label: { en: 'Reports', ru: 'Отчёты' }, audience: ['anonymous', 'recruiter', 'candidate'], order: 50 }],
  widgets: [],
};

/**
 * The federation container of a minimal remote, as a build emits it: `./app` is a contract
 * version 1 parcel that renders its heading in the page's locale into the element the host gives it.
 */
const ENTRY = `var ${NAME} = {
  init: function () { return Promise.resolve(); },
  get: function (module) {
    if (module !== './app') return Promise.reject(new Error('no module ' + module));
    var heading = { en: 'Reports of the new team', ru: 'Отчёты новой команды' };
    return Promise.resolve(function () {
      return {
        contractVersion: 1,
        bootstrap: function () { return Promise.resolve(); },
        mount: function (props) {
          var h1 = document.createElement('h1');
          h1.textContent = heading[props.locale] || heading.en;
          props.domElement.appendChild(h1);
          return Promise.resolve();
        },
        unmount: function (props) { props.domElement.textContent = ''; return Promise.resolve(); }
      };
    });
  }
};
`;

/** Writes the remote's build into `<root>/remote-reports/dist`, as `npm run build -- remote-reports` would. */
function writeBuild(root: string, buildId: string): void {
  const dist = path.join(root, APP, 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ app: APP, buildId, builtAt: new Date().toISOString() }));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), ENTRY);
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: NAME, exposes: [{ path: './app', assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } } }] }));
  fs.writeFileSync(path.join(dist, 'routes.json'), JSON.stringify(ROUTES));
}

test.afterAll(() => {
  // Retired in one command: the next specs see the platform as it was.
  execFileSync('npx', ['tsx', path.resolve(__dirname, '../../tooling/src/cli/retire.ts'), APP], { env: platformEnv(), stdio: 'pipe' });
});

test('a brand-new remote released on the running site appears in the host layout, in both locales', async ({ page }) => {
  const hostBefore: string = (await (await page.request.get('/version.json')).json()).version;
  const before = await (await page.request.get('/remotes.json')).json();
  expect(Object.keys(before.remotes)).not.toContain(NAME);

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-new-remote-'));
  try {
    writeBuild(root, `20261127T000000-${Date.now().toString(16).slice(-6)}`);
    await releaseApp({ rootDir: root, releasesDir: E2E_RELEASES_DIR, remotesOrigin: '' }, APP);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }

  await page.goto('/reports');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  const area = page.locator(`[data-remote="${NAME}"]`);
  await expect(area.getByRole('heading', { level: 1, name: 'Reports of the new team' })).toBeVisible();
  // The host's own chrome is around it: the header's sign-in link and the language switch.
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/ru/reports');
  const navRu = page.getByRole('navigation', { name: 'Основная навигация' });
  await expect(navRu.getByRole('link', { name: 'Отчёты' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator(`[data-remote="${NAME}"]`).getByRole('heading', { level: 1, name: 'Отчёты новой команды' })).toBeVisible();

  // The host was neither rebuilt nor released for it.
  expect((await (await page.request.get('/version.json')).json()).version).toBe(hostBefore);
});
