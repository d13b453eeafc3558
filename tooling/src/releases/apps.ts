import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type AppName, isAppName, remoteNameOfApp, type RemoteName } from '@platform/contract';

export { isAppName };

/** The repository root (this file is `tooling/src/releases/apps.ts`). */
const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * The apps of a checkout: the host and every `remote-*` folder holding a `federation.config.ts`,
 * remotes first (by name) so `release all` never points the host at a missing remote. Read from
 * the folders: a new team's remote is found by its folder alone.
 */
export function workspaceApps(rootDir: string = ROOT): AppName[] {
  const remotes = readdirSync(rootDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && remoteNameOfApp(entry.name) !== undefined)
    .filter((entry) => existsSync(path.join(rootDir, entry.name, 'federation.config.ts')))
    .map((entry) => entry.name)
    .filter(isAppName)
    .sort();
  return [...remotes, 'host'];
}

/** The apps of this checkout (see {@link workspaceApps}). */
export const APPS: readonly AppName[] = workspaceApps();

/** The apps a deployment manifest (or any record keyed by app) names, remotes first by name, the host last. */
export function appsOf(record: Partial<Record<AppName, unknown>>): AppName[] {
  const names = Object.keys(record).filter(isAppName);
  return [...names.filter((app) => app !== 'host').sort(), ...names.filter((app) => app === 'host')];
}

/** The federation name of a remote app folder (`remote-search` → `search`), or undefined for the host. */
export function remoteNameOf(app: AppName): RemoteName | undefined {
  return remoteNameOfApp(app);
}
