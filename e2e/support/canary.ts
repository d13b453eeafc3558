import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { abortRollout, changeRollout, readDeploymentManifest, releaseApp, type ReleaseOptions } from '../../tooling/src/releases';
import { E2E_RELEASES_DIR, remoteBase } from './platform';

const context = { releasesDir: E2E_RELEASES_DIR, remotesOrigin: '' };

/** A canary of the search remote under way: its two versions, and the operator's commands on it. */
export interface SearchCanary {
  stable: string;
  canary: string;
  widen(percent: number): Promise<void>;
  abort(): Promise<void>;
}

/**
 * Releases the search remote's build again under a new build id as a canary for `percent` of the
 * visitors (`npm run release -- remote-search --canary <percent>`), the current release staying
 * stable for the others.
 */
export async function releaseSearchCanary(percent: number, change?: (dist: string) => void): Promise<SearchCanary> {
  const stable = await currentSearchVersion();
  const canary = `${stable.split('-')[0]}-canary${Date.now().toString(16).slice(-4)}`;
  await releaseSearchBuildAs(canary, { canaryPercent: percent }, change);
  return {
    stable,
    canary,
    widen: async (share) => void (await changeRollout(context, 'remote-search', share)),
    abort: async () => void (await abortRollout(context, 'remote-search')),
  };
}

/** The version of the search remote every visitor is served now. */
export async function currentSearchVersion(): Promise<string> {
  const current = (await readDeploymentManifest(E2E_RELEASES_DIR))['remote-search']?.current;
  if (current === undefined) throw new Error('remote-search was never released');
  return current;
}

/**
 * Releases the search remote's build again under the build id `version`, as `npm run release --
 * remote-search` does with `options` (`--canary`, `--preview`); `change` edits the copied build
 * folder first (a broken build).
 */
export async function releaseSearchBuildAs(version: string, options: ReleaseOptions, change?: (dist: string) => void): Promise<void> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-release-'));
  const dist = path.join(root, 'remote-search', 'dist');
  fs.cpSync(path.resolve(__dirname, '../../remote-search/dist'), dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ app: 'remote-search', buildId: version, builtAt: new Date().toISOString() }));
  change?.(dist);
  try {
    await releaseApp({ rootDir: root, ...context }, 'remote-search', options);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** The versions of the search remote whose entry the page asked for, in order. */
export function recordSearchVersions(page: Page): string[] {
  const versions: string[] = [];
  const base = `${remoteBase('search')}/`;
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(base) && url.endsWith('/remoteEntry.js')) versions.push(url.slice(base.length).split('/')[0] ?? '');
  });
  return versions;
}

/**
 * Makes the copied build's `./app` throw as it mounts, the rest of the build as it was: the
 * container (`var search` of its `remoteEntry.js`, whose `get` and `init` are read-only) is
 * replaced by one handing out the real module with a `mount` that rejects. The entry's compressed
 * copies go, so the servers send the changed file; the release records the changed entry's
 * integrity, so the browser accepts it.
 */
export function throwOnMount(message: string): (dist: string) => void {
  return (dist) => {
    const entry = path.join(dist, 'remoteEntry.js');
    fs.appendFileSync(
      entry,
      `\n;search = (function (container) {
  return {
    init: function () { return container.init.apply(container, arguments); },
    get: function () {
      return container.get.apply(container, arguments).then(function (factory) {
        return function () {
          return Object.assign({}, factory(), { mount: function () { return Promise.reject(new Error(${JSON.stringify(message)})); } });
        };
      });
    },
  };
})(search);\n`,
    );
    fs.rmSync(`${entry}.gz`, { force: true });
    fs.rmSync(`${entry}.br`, { force: true });
  };
}
