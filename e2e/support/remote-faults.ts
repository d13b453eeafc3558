import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, type Route } from '@playwright/test';
import { readDeploymentManifest, releaseApp, releaseFolderOf, rollBackApp } from '../../tooling/src/releases';
import { E2E_RELEASES_DIR, HOST_ORIGIN } from './platform';

const context = { releasesDir: E2E_RELEASES_DIR, remotesOrigin: '' };

/**
 * Releases the search remote's build again under a new build id, as the search team would ship
 * it, so the fault tests have a current version to break and a previous one to fall back to.
 * Returns both versions; `undo` makes the previous one current again for the specs that follow.
 */
export async function releaseSecondSearchVersion(): Promise<{ previous: string; current: string; undo: () => Promise<void> }> {
  const previous = (await readDeploymentManifest(E2E_RELEASES_DIR))['remote-search']?.current;
  if (previous === undefined) throw new Error('remote-search was never released');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-faults-'));
  const dist = path.join(root, 'remote-search', 'dist');
  fs.cpSync(path.resolve(__dirname, '../../remote-search/dist'), dist, { recursive: true });
  const current = `${previous.split('-')[0]}-faults${Date.now().toString(16).slice(-4)}`;
  fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ app: 'remote-search', buildId: current, builtAt: new Date().toISOString() }));
  try {
    await releaseApp({ rootDir: root, ...context }, 'remote-search');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return { previous, current, undo: async () => void (await rollBackApp(context, 'remote-search', previous)) };
}

/**
 * Changes the bytes of a released entry on disk (a valid script that would still run: only the
 * integrity check can tell), and drops its compressed siblings so the server sends the changed
 * file. Returns a function putting the release back as it was.
 */
export function tamperWithEntry(version: string): () => void {
  return alterReleasedFile(version, 'remoteEntry.js', (text) => `${text}\n/* changed after release */\n`);
}

/**
 * Changes a file of a released version of the search remote on disk with `change` (of its text),
 * and drops its compressed siblings so the server sends the changed file. Returns a function
 * putting the release back as it was.
 */
export function alterReleasedFile(version: string, name: string, change: (text: string) => string): () => void {
  const file = path.join(releaseFolderOf(E2E_RELEASES_DIR, 'remote-search', version), name);
  const saved = new Map<string, Buffer>();
  for (const copy of [file, `${file}.gz`, `${file}.br`]) {
    if (fs.existsSync(copy)) saved.set(copy, fs.readFileSync(copy));
  }
  fs.chmodSync(file, 0o644);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  fs.rmSync(`${file}.gz`, { force: true });
  fs.rmSync(`${file}.br`, { force: true });
  return () => {
    for (const [copy, bytes] of saved) {
      fs.rmSync(copy, { force: true });
      fs.writeFileSync(copy, bytes, { mode: 0o444 });
    }
  };
}

/** The name of the one file of a released version of the search remote matching `pattern`. */
export function releasedFileNamed(version: string, pattern: RegExp): string {
  const names = fs.readdirSync(releaseFolderOf(E2E_RELEASES_DIR, 'remote-search', version)).filter((name) => pattern.test(name));
  if (names.length !== 1) throw new Error(`remote-search ${version}: ${names.length} files match ${String(pattern)}`);
  return names[0] ?? '';
}

/** The alerts the page posts to /api/frontend_alert/, as they are sent. */
export function recordAlerts(page: Page): string[] {
  const alerts: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${HOST_ORIGIN}/api/frontend_alert/` && request.method() === 'POST') {
      const message: unknown = Reflect.get(Object(request.postDataJSON()), 'message');
      alerts.push(String(message));
    }
  });
  return alerts;
}

/** Waits until `alerts` holds one about `text`; then it must stay the only one (checked at the test's end). */
export async function expectReportedOnce(alerts: string[], text: string | RegExp): Promise<void> {
  const matching = () => alerts.filter((alert) => (typeof text === 'string' ? alert.includes(text) : text.test(alert)));
  await expect.poll(() => matching().length, { message: `one alert about ${String(text)} in ${JSON.stringify(alerts)}` }).toBe(1);
}

/** Rewrites `/remotes.json` for this page only: `change` edits the search remote's description. */
export async function editSearchManifest(page: Page, change: (search: Record<string, unknown>) => void): Promise<void> {
  await page.route(`${HOST_ORIGIN}/remotes.json`, async (route: Route) => {
    const response = await route.fetch();
    const manifest: unknown = await response.json();
    const search: unknown = Reflect.get(Object(Reflect.get(Object(manifest), 'remotes')), 'search');
    if (typeof search === 'object' && search !== null) change(Object(search));
    await route.fulfill({ response, json: manifest });
  });
}

/**
 * A federation container written by hand, as a broken remote could ship it: `./app` is a parcel
 * with the given contract version whose mount fails, or which mounts nothing.
 */
export function fakeContainer({ contractVersion, mountError }: { contractVersion: number; mountError?: string }): string {
  const mount = mountError ? `function () { return Promise.reject(new Error(${JSON.stringify(mountError)})); }` : 'function () { return Promise.resolve(); }';
  return `var search = {
  init: function () { return Promise.resolve(); },
  get: function () {
    var lifecycle = function () { return Promise.resolve(); };
    return Promise.resolve(function () {
      return { contractVersion: ${contractVersion}, bootstrap: lifecycle, mount: ${mount}, unmount: lifecycle };
    });
  }
};`;
}
