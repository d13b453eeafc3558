import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { deployReleasePath, deployRollbackPath } from '@platform/contract';
import { platformEnv } from '../support/platform';

/**
 * A new team in its own repository, end to end: the kit's tarballs (`npm run sdk:pack`) installed
 * in an empty folder outside this repository, `platform-remote create` and `build`, a release
 * through the platform's HTTP endpoint with the remote's deploy token, the new area seen by a
 * browser inside the host's layout in both locales (no host build, no host release, no restart),
 * a second release, and a rollback through the same endpoint.
 */

const REPO = path.resolve(__dirname, '../..');
const NAME = 'own-repo';
const APP = `remote-${NAME}`;
/** `@platform/*` pinned to a registry that does not answer: the scope can come only from the tarballs. */
const NO_REGISTRY = 'http://127.0.0.1:9/';

let work: string;
let area: string;
let token: string;

/** Runs a command with this Node first on PATH, as a team's CI would run it. */
function sh(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): string {
  const withNode = { ...env, PATH: `${path.dirname(process.execPath)}${path.delimiter}${env.PATH ?? ''}`, NODE_OPTIONS: '' };
  return execFileSync(command, args, { cwd, env: withNode, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

/** What the team writes after `create`: its page and header entry (the owner `create` wrote kept) and its texts in both languages. */
function writeTeamTexts(title: { en: string; ru: string }): void {
  fs.writeFileSync(
    path.join(area, 'src/app/route-manifest.ts'),
    `import { defineRemoteRoutes } from '@platform/contract';

export const routeManifest = defineRemoteRoutes({
  schemaVersion: 1,
  owner: { team: 'Own repo team', contact: 'own-repo@example.com' },
  routes: [{ name: 'home', path: '/${NAME}' }],
  navigation: [{ id: '${NAME}', path: '/${NAME}', label: { en: 'Own repo', ru: 'Свой репозиторий' }, audience: ['anonymous', 'recruiter', 'candidate'], order: 90 }],
  widgets: [],
});
`,
  );
  for (const locale of ['en', 'ru'] as const) {
    fs.writeFileSync(path.join(area, `src/locales/${locale}.json`), `${JSON.stringify({ home: { title: title[locale], intro: '…' } }, null, 2)}\n`);
  }
}

/** `platform-remote build`, then the build folder packed as the team's CI would upload it. */
function buildArchive(): { version: string; archive: Buffer } {
  sh(path.join(work, 'node_modules/.bin/platform-remote'), ['build'], area);
  const version: string = JSON.parse(fs.readFileSync(path.join(area, 'dist/build.json'), 'utf8')).buildId;
  const file = path.join(work, `${version}.tgz`);
  sh('tar', ['czf', file, '-C', path.join(area, 'dist'), '.'], area);
  return { version, archive: fs.readFileSync(file) };
}

async function release(request: APIRequestContext, archive: Buffer, bearer = token) {
  return request.post(deployReleasePath(NAME), { data: archive, headers: { 'content-type': 'application/gzip', authorization: `Bearer ${bearer}` } });
}

async function expectArea(page: Page, title: { en: string; ru: string }): Promise<void> {
  await page.goto(`/${NAME}`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Own repo' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator(`[data-remote="${NAME}"]`).getByRole('heading', { level: 1, name: title.en })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto(`/ru/${NAME}`);
  const navRu = page.getByRole('navigation', { name: 'Основная навигация' });
  await expect(navRu.getByRole('link', { name: 'Свой репозиторий' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator(`[data-remote="${NAME}"]`).getByRole('heading', { level: 1, name: title.ru })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Packing the kit and installing it from its tarballs takes a minute or two on a busy machine.
  test.setTimeout(600_000);
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-own-repo-'));
  const packs = path.join(work, 'packs');
  sh(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'tooling/src/cli/sdk-pack.ts'), packs], REPO);
  fs.writeFileSync(path.join(work, 'package.json'), JSON.stringify({ name: 'team-ci', private: true }));
  const tarballs = fs.readdirSync(packs).map((file) => path.join(packs, file));
  sh('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', `--@platform:registry=${NO_REGISTRY}`, ...tarballs], work);
  sh(path.join(work, 'node_modules/.bin/platform-remote'), ['create', NAME, '--team', 'Own repo team', '--contact', 'own-repo@example.com', '--registry', NO_REGISTRY], work);
  area = path.join(work, NAME);
  // The platform's operator gives the team its token: printed once, the second line.
  const created = sh(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'tooling/src/cli/deploy-tokens.ts'), 'create', APP, '--name', 'own-repo CI'], REPO, platformEnv());
  token = created.trim().split('\n')[1] ?? '';
});

test.afterAll(() => {
  execFileSync(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'tooling/src/cli/retire.ts'), APP], { env: platformEnv(), stdio: 'pipe' });
  fs.rmSync(work, { recursive: true, force: true });
});

test('a team releases a new area from its own repository over HTTP, and rolls it back', async ({ page }) => {
  test.setTimeout(300_000);
  const hostBefore: string = (await (await page.request.get('/version.json')).json()).version;

  const first = { en: 'Reports from our own repository', ru: 'Отчёты из нашего репозитория' };
  writeTeamTexts(first);
  const v1 = buildArchive();
  const released = await release(page.request, v1.archive);
  expect(released.status()).toBe(201);
  expect(await released.json()).toMatchObject({ action: 'release', app: APP, version: v1.version, registered: true });
  await expectArea(page, first);

  // The same token cannot touch another team's remote.
  const foreign = await page.request.post(deployRollbackPath('search'), { headers: { authorization: `Bearer ${token}` } });
  expect(foreign.status()).toBe(403);

  const second = { en: 'Reports, second version', ru: 'Отчёты, вторая версия' };
  writeTeamTexts(second);
  const v2 = buildArchive();
  expect((await release(page.request, v2.archive)).status()).toBe(201);
  await expectArea(page, second);

  const undo = await page.request.post(deployRollbackPath(NAME), { headers: { authorization: `Bearer ${token}` } });
  expect(undo.status()).toBe(200);
  expect(await undo.json()).toMatchObject({ action: 'rollback', app: APP, version: v1.version, previous: v2.version });
  await expectArea(page, first);

  expect((await (await page.request.get('/version.json')).json()).version).toBe(hostBefore);
});
