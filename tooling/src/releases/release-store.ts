import { access, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { AppName, HostVersion, ReleaseRecord } from '@platform/shared/contract';
import { APPS, remoteNameOf } from './apps';
import { copyFolderAtomic, replaceSymlinkAtomic, writeFileAtomic } from './atomic-fs';
import { distDirOf, readBuildInfo, REQUIRED_BUILD_FILES } from './build-info';
import { readExposePreload } from './expose-preload';
import {
  alreadyReleased,
  deploymentManifestSchema,
  recordRelease,
  rollBack,
  VERSION_PATTERN,
  type AppDeployment,
  type DeploymentManifest,
} from './deployment-manifest';
import { isMissingFile, parseJsonAs } from './json-file';
import { ReleaseError } from './release-error';
import { withReleasesLock } from './releases-lock';
import { toRemotesManifest, type RemoteOrigins } from './remotes-manifest';
import { assertKeepsRoutes, assertNoRouteConflicts, readRouteDeclaration } from './route-declaration';

/** The deployment state, the one file every release and rollback changes. */
export const MANIFEST_FILE = 'manifest.json';
/**
 * Files derived from the manifest for static servers that cannot compute them (nginx):
 * `/remotes.json`, `/version.json`, and a symlink to the current host release folder.
 */
export const DERIVED_FILES = { remotes: 'remotes.json', version: 'version.json', hostCurrent: 'host-current' } as const;

/** The folder of one released version: `releases/<app>/<version>/`. */
export function releaseFolderOf(releasesDir: string, app: AppName, version: string): string {
  return path.join(releasesDir, app, version);
}

/** Reads `releases/manifest.json`; a missing file is an empty deployment, a malformed one an error saying how to recover. */
export async function readDeploymentManifest(releasesDir: string): Promise<DeploymentManifest> {
  const file = path.join(releasesDir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return {};
    throw error;
  }
  const parsed = parseJsonAs(deploymentManifestSchema, text);
  if (!parsed.ok) {
    throw new ReleaseError(
      'CORRUPT_MANIFEST',
      `${file} is corrupted: ${parsed.reason}. Fix it by hand, or rebuild it from the release folders with: npm run releases -- --rebuild`,
    );
  }
  return parsed.value;
}

/** Writes the manifest, then the files derived from it, each atomically. */
export async function writeDeploymentManifest(
  releasesDir: string,
  manifest: DeploymentManifest,
  remoteOrigins: RemoteOrigins,
): Promise<void> {
  await writeFileAtomic(path.join(releasesDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  if (manifest.host) {
    const version: HostVersion = { version: manifest.host.current };
    await writeFileAtomic(path.join(releasesDir, DERIVED_FILES.version), `${JSON.stringify(version)}\n`);
    await replaceSymlinkAtomic(path.join(releasesDir, DERIVED_FILES.hostCurrent), path.join('host', manifest.host.current));
  }
  const remotes = toRemotesManifest(manifest, remoteOrigins);
  if (remotes.ok) {
    await writeFileAtomic(path.join(releasesDir, DERIVED_FILES.remotes), `${JSON.stringify(remotes.manifest, null, 2)}\n`);
  }
}

/** Where a release operation reads builds from and writes releases to. */
export interface ReleaseContext {
  /** The repository root: builds are read from `<rootDir>/<app>/dist`. */
  rootDir: string;
  releasesDir: string;
  /** Browser-facing origins of the remote servers, for the derived `remotes.json`. */
  remoteOrigins: RemoteOrigins;
  /** The clock, replaceable in tests. */
  now?: () => Date;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/**
 * Publishes `<app>/dist` as the immutable folder `releases/<app>/<buildId>/` and makes it current.
 * A build id that was released before is refused: a version is never overwritten.
 */
export async function releaseApp(context: ReleaseContext, app: AppName): Promise<ReleaseRecord> {
  const distDir = distDirOf(context.rootDir, app);
  const build = await readBuildInfo(distDir, app);
  for (const required of REQUIRED_BUILD_FILES[app === 'host' ? 'host' : 'remote']) {
    if (!(await exists(path.join(distDir, required)))) {
      throw new ReleaseError('INVALID_BUILD', `${app} build ${build.buildId} has no ${required} in ${distDir}: build it again.`);
    }
  }
  return withReleasesLock(context.releasesDir, async () => {
    const manifest = await readDeploymentManifest(context.releasesDir);
    const folder = releaseFolderOf(context.releasesDir, app, build.buildId);
    if (await exists(folder)) throw alreadyReleased(app, build.buildId);
    const record: ReleaseRecord = {
      version: build.buildId,
      releasedAt: (context.now ?? (() => new Date()))().toISOString(),
    };
    const preload = app === 'host' ? undefined : await readExposePreload(distDir);
    if (preload) record.preload = preload;
    const remote = remoteNameOf(app);
    if (remote) {
      const routes = await readRouteDeclaration(distDir, app);
      assertNoRouteConflicts(manifest, remote, build.buildId, routes);
      if (routes) record.routes = routes;
    }
    const next = recordRelease(manifest, app, record);
    await copyFolderAtomic(distDir, folder);
    await writeDeploymentManifest(context.releasesDir, next, context.remoteOrigins);
    return record;
  });
}

/** What a rollback changed. */
export interface RollbackResult {
  app: AppName;
  from: string;
  to: string;
}

/**
 * Makes an earlier (or any released) version of one app current; other apps are not touched.
 * Without `version`, the release before the current one is chosen.
 */
export async function rollBackApp(
  context: Omit<ReleaseContext, 'rootDir'>,
  app: AppName,
  version?: string,
): Promise<RollbackResult> {
  return withReleasesLock(context.releasesDir, async () => {
    const manifest = await readDeploymentManifest(context.releasesDir);
    const { manifest: next, from, to } = rollBack(manifest, app, version);
    const remote = remoteNameOf(app);
    // The older release brings its own routes back: they must still fit beside the others'.
    if (remote) {
      assertKeepsRoutes(manifest, remote, to);
      assertNoRouteConflicts(manifest, remote, to, manifest[app]?.history.find((record) => record.version === to)?.routes);
    }
    if (!(await exists(releaseFolderOf(context.releasesDir, app, to)))) {
      throw new ReleaseError(
        'UNKNOWN_VERSION',
        `${app} ${to} is in the manifest but its folder ${releaseFolderOf(context.releasesDir, app, to)} is gone: refusing to point at it.`,
      );
    }
    await writeDeploymentManifest(context.releasesDir, next, context.remoteOrigins);
    return { app, from, to };
  });
}

/** The release history of one app, newest first, each marked when it is the current version. */
export async function listReleases(
  releasesDir: string,
  app: AppName,
): Promise<Array<ReleaseRecord & { current: boolean }>> {
  const deployment = (await readDeploymentManifest(releasesDir))[app];
  return (deployment?.history ?? []).map((record) => ({ ...record, current: record.version === deployment?.current }));
}

async function releasedVersionsOnDisk(releasesDir: string, app: AppName): Promise<ReleaseRecord[]> {
  let entries;
  try {
    entries = await readdir(path.join(releasesDir, app), { withFileTypes: true });
  } catch (error) {
    if (isMissingFile(error)) return [];
    throw error;
  }
  const records: ReleaseRecord[] = [];
  for (const entry of entries) {
    // Dot-named folders are unfinished copies (see copyFolderAtomic), never releases.
    if (!entry.isDirectory() || !VERSION_PATTERN.test(entry.name)) continue;
    const folder = path.join(releasesDir, app, entry.name);
    // A remote's preload list comes back from its build's mf-manifest.json; without it, no preload.
    const preload = app === 'host' ? undefined : await readExposePreload(folder);
    const routes = app === 'host' ? undefined : await readRouteDeclaration(folder, app);
    records.push({
      version: entry.name,
      releasedAt: (await stat(folder)).mtime.toISOString(),
      ...(preload ? { preload } : {}),
      ...(routes ? { routes } : {}),
    });
  }
  return records.sort((a, b) => b.releasedAt.localeCompare(a.releasedAt) || b.version.localeCompare(a.version));
}

/**
 * Recovers from a lost or corrupted manifest: every release folder on disk is listed again (release
 * time = the folder's modification time, when its copy completed) and each app's newest release
 * becomes current. Earlier rollbacks are not remembered: repeat them afterwards if needed.
 */
export async function rebuildDeploymentManifest(context: Omit<ReleaseContext, 'rootDir'>): Promise<DeploymentManifest> {
  return withReleasesLock(context.releasesDir, async () => {
    const manifest: DeploymentManifest = {};
    for (const app of APPS) {
      const history = await releasedVersionsOnDisk(context.releasesDir, app);
      const newest = history[0];
      if (newest) {
        const deployment: AppDeployment = { current: newest.version, history };
        manifest[app] = deployment;
      }
    }
    await writeDeploymentManifest(context.releasesDir, manifest, context.remoteOrigins);
    return manifest;
  });
}

/** True when the app was released at least once (used by `npm start` to release only what never was). */
export async function hasRelease(releasesDir: string, app: AppName): Promise<boolean> {
  return (await readDeploymentManifest(releasesDir))[app] !== undefined;
}
