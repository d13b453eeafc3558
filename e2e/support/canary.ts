import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { abortRollout, changeRollout, readDeploymentManifest, releaseApp } from '../../tooling/src/releases';
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
export async function releaseSearchCanary(percent: number): Promise<SearchCanary> {
  const stable = (await readDeploymentManifest(E2E_RELEASES_DIR))['remote-search']?.current;
  if (stable === undefined) throw new Error('remote-search was never released');
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-canary-'));
  const dist = path.join(root, 'remote-search', 'dist');
  fs.cpSync(path.resolve(__dirname, '../../remote-search/dist'), dist, { recursive: true });
  const canary = `${stable.split('-')[0]}-canary${Date.now().toString(16).slice(-4)}`;
  fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ app: 'remote-search', buildId: canary, builtAt: new Date().toISOString() }));
  try {
    await releaseApp({ rootDir: root, ...context }, 'remote-search', { canaryPercent: percent });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
  return {
    stable,
    canary,
    widen: async (share) => void (await changeRollout(context, 'remote-search', share)),
    abort: async () => void (await abortRollout(context, 'remote-search')),
  };
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
