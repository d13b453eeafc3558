import { access, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type AppName, isAppName, type ReleaseRecord } from '@platform/contract';
import { appsOf, remoteNameOf } from './apps';
import { copyFolderAtomic } from './atomic-fs';
import { appendAudit, auditEntry, type AuditNote, UNNAMED } from './audit';
import { distDirOf, readBuildInfo, REQUIRED_BUILD_FILES } from './build-info';
import { assertCanStartCanary, assertNoRolloutBlocks, recordCanary } from './canary';
import { assertHostCompatible, assertRemoteCompatible } from './compatibility';
import { revokeTokensOfAppLocked } from './deploy-tokens';
import {
  alreadyReleased,
  attributeLatestDeployment,
  DEFAULT_PRUNE_POLICY,
  deploymentManifestSchema,
  PREVIEW_LABEL_PATTERN,
  pruneReleases,
  recordPreview,
  recordRelease,
  rollBack,
  type PrunePolicy,
  VERSION_PATTERN,
  type AppDeployment,
  type DeploymentManifest,
  type RemoteRegistration,
} from './deployment-manifest';
import { MANIFEST_FILE, switchDeploymentState } from './deployment-state';
import { assertExpectedState, type ExpectedState } from './expected-state';
import { readExposePreload } from './expose-preload';
import { folderDigest, subresourceIntegrity } from './integrity';
import { isMissingFile, parseJsonAs } from './json-file';
import { ReleaseError } from './release-error';
import { withStoreLock, type LockedContext } from './releases-lock';
import { remotePath, type RemotesOrigin } from './remotes-manifest';
import { assertKeepsRoutes, assertNavigationRule, assertNoRouteConflicts, readRouteDeclaration } from './route-declaration';

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

/** Where a release operation reads builds from and writes releases to. */
export interface ReleaseContext {
  /** The repository root: builds are read from `<rootDir>/<app>/dist`. */
  rootDir: string;
  releasesDir: string;
  /** Where browsers reach the remotes (`''`: the host's own origin, at `/remotes/<name>/`), for the derived `remotes.json`. */
  remotesOrigin: RemotesOrigin;
  /** The clock, replaceable in tests. */
  now?: () => Date;
  /** What a release prunes afterwards (`RELEASES_KEEP`); the default keeps 5 and the last 10 deployments. */
  prunePolicy?: PrunePolicy;
  /** Who makes the change and why, for its line in the audit. */
  audit?: AuditNote;
  /** Who asks, recorded on the deployment entry (`by`): set by the release endpoint, absent for an operator's command. */
  actor?: string;
  /**
   * The app's state the change was decided on (the operators' page): a promote, abort or rollback
   * is refused (`STATE_CHANGED`) under the lock when the current version or the canary moved since.
   */
  expected?: ExpectedState;
  /** How the releases lock is held (a server keeps running through signals: see {@link LockedContext}). */
  lockOptions?: LockedContext['lockOptions'];
}

/** Refuses a malformed preview label, and a preview that is also a canary. */
function assertCanPreview(manifest: DeploymentManifest, app: AppName, label: string, canaryPercent: number | undefined): void {
  if (canaryPercent !== undefined) throw new ReleaseError('INVALID_ARGUMENT', 'A release is either a preview or a canary, not both.');
  if (!PREVIEW_LABEL_PATTERN.test(label)) {
    throw new ReleaseError('INVALID_ARGUMENT', `The preview label ${JSON.stringify(label)} must be lower-case letters, digits, ".", "_" or "-" (at most 40), e.g. pr-123.`);
  }
  if (app === 'host') throw new ReleaseError('NOT_A_REMOTE', 'The host has no preview releases: every page runs one host.');
  if (!manifest[app]) throw new ReleaseError('NOT_RELEASED', `${app} has no release yet, so it is not registered: release it once normally before a preview (npm run release -- ${app}).`);
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** How a release goes live (`npm run release` flags). */
export interface ReleaseOptions {
  /** Serve the new version to this share of visitors only, beside the current one (a canary). */
  canaryPercent?: number;
  /** Release the host even while a remote's canary runs. */
  force?: boolean;
  /** Store the build as a preview release with this label: not current, never a fallback, pruned by age. */
  preview?: string;
}

/**
 * Publishes `<app>/dist` as the immutable folder `releases/<app>/<buildId>/` and makes it current
 * (or, with `canaryPercent`, current for that share of visitors). A build id that was released
 * before is refused: a version is never overwritten.
 */
export async function releaseApp(context: ReleaseContext, app: AppName, options: ReleaseOptions = {}): Promise<ReleaseRecord> {
  const distDir = distDirOf(context.rootDir, app);
  const build = await readBuildInfo(distDir, app);
  for (const required of REQUIRED_BUILD_FILES[app === 'host' ? 'host' : 'remote']) {
    if (!(await exists(path.join(distDir, required)))) {
      throw new ReleaseError('INVALID_BUILD', `${app} build ${build.buildId} has no ${required} in ${distDir}: build it again.`);
    }
  }
  return withStoreLock(context, async (lock) => {
    const manifest = await readDeploymentManifest(context.releasesDir);
    const folder = releaseFolderOf(context.releasesDir, app, build.buildId);
    if (await exists(folder)) throw alreadyReleased(app, build.buildId);
    if (options.preview === undefined) assertNoRolloutBlocks(manifest, app, options.force === true);
    else assertCanPreview(manifest, app, options.preview, options.canaryPercent);
    if (options.canaryPercent !== undefined) assertCanStartCanary(manifest, app);
    const record: ReleaseRecord = {
      version: build.buildId,
      releasedAt: (context.now ?? (() => new Date()))().toISOString(),
    };
    const preload = app === 'host' ? undefined : await readExposePreload(distDir);
    if (preload) record.preload = preload;
    const remote = remoteNameOf(app);
    let registration: RemoteRegistration | undefined;
    if (remote) {
      const routes = await readRouteDeclaration(distDir, app);
      assertNoRouteConflicts(manifest, remote, build.buildId, routes);
      assertNavigationRule(manifest, remote, build.buildId, routes);
      if (routes) record.routes = routes;
      // The first release registers the remote: who owns it and where it is served.
      if (!manifest[app]) {
        if (!routes?.owner) {
          throw new ReleaseError(
            'UNREGISTERED',
            `${app} ${build.buildId} is its first release, which registers the remote, but its route declaration names no owner. ` +
              "Add owner: { team: '<team>', contact: '<address or channel>' } to src/app/route-manifest.ts, build and release again.",
          );
        }
        registration = { owner: routes.owner, path: `${remotePath(remote)}/`, registeredAt: record.releasedAt };
      }
    }
    // What browsers could not run together is refused before anything is copied.
    if (remote) await assertRemoteCompatible(context.releasesDir, manifest, app, build.buildId, distDir);
    else await assertHostCompatible(context.releasesDir, manifest, build.buildId, distDir);
    await copyFolderAtomic(distDir, folder);
    // Digests of what was copied (read-only now), not of dist, which a new build may be rewriting.
    record.integrity = await folderDigest(folder);
    const entryIntegrity = app === 'host' ? undefined : await subresourceIntegrity(path.join(folder, 'remoteEntry.js'));
    if (entryIntegrity) record.entryIntegrity = entryIntegrity;
    // A preview is no deployment: only a release or a canary names who asked on its history entry.
    const released =
      options.preview !== undefined
        ? recordPreview(manifest, app, record, options.preview)
        : attributeLatestDeployment(
            options.canaryPercent === undefined ? recordRelease(manifest, app, record, registration) : recordCanary(manifest, app, record, options.canaryPercent),
            app,
            context.actor,
          );
    const now = (context.now ?? (() => new Date()))();
    const { manifest: next, removed } = pruneReleases(released, app, context.prunePolicy ?? DEFAULT_PRUNE_POLICY, now);
    try {
      await switchDeploymentState(context.releasesDir, next, context.remotesOrigin, lock);
    } catch (error) {
      // Not current and never recorded: the copy goes, so the same build can be released again.
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
    const change = { ...(manifest[app] && options.preview === undefined ? { from: manifest[app].current } : {}), to: record.version };
    const canary = options.canaryPercent === undefined ? {} : { percent: options.canaryPercent };
    const action = options.preview !== undefined ? 'preview' : options.canaryPercent === undefined ? 'release' : 'canary';
    // The release endpoint names its deploy token as the actor; the CLI names the operator.
    const asked: AuditNote | undefined = context.audit ?? (context.actor === undefined ? undefined : { actor: { kind: 'person', name: context.actor } });
    const note = options.preview !== undefined && !asked?.reason ? { ...(asked ?? UNNAMED), reason: `preview ${options.preview}` } : asked;
    await appendAudit(context.releasesDir, auditEntry(app, action, record.releasedAt, note, { ...change, ...canary }));
    await removeReleaseFolders(context.releasesDir, app, removed);
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
  return withStoreLock(context, async (lock) => {
    const manifest = await readDeploymentManifest(context.releasesDir);
    assertExpectedState(manifest, app, context.expected);
    const at = (context.now ?? (() => new Date()))().toISOString();
    const { manifest: rolledBack, from, to } = rollBack(manifest, app, version, at);
    if (from === to) return { app, from, to };
    const next = attributeLatestDeployment(rolledBack, app, context.actor);
    const remote = remoteNameOf(app);
    // The older release brings its own routes back: they must still fit beside the others'.
    if (remote) {
      assertKeepsRoutes(manifest, remote, to);
      const routes = manifest[app]?.history.find((record) => record.version === to)?.routes;
      assertNoRouteConflicts(manifest, remote, to, routes);
      assertNavigationRule(manifest, remote, to, routes);
    }
    await verifyReleaseFolder(context.releasesDir, app, next[app]?.history.find((record) => record.version === to));
    const target = releaseFolderOf(context.releasesDir, app, to);
    if (remote) await assertRemoteCompatible(context.releasesDir, manifest, app, to, target);
    else await assertHostCompatible(context.releasesDir, manifest, to, target);
    await switchDeploymentState(context.releasesDir, next, context.remotesOrigin, lock);
    await appendAudit(context.releasesDir, auditEntry(app, 'rollback', at, context.audit, { from, to }));
    return { app, from, to };
  });
}

/**
 * Refuses to point the site at a release folder that is gone or whose files no longer match the
 * digest recorded when it was released (a file edited, truncated, added or deleted).
 */
async function verifyReleaseFolder(releasesDir: string, app: AppName, record: ReleaseRecord | undefined): Promise<void> {
  if (!record) return;
  const folder = releaseFolderOf(releasesDir, app, record.version);
  if (!(await exists(folder))) {
    throw new ReleaseError('UNKNOWN_VERSION', `${app} ${record.version} is in the manifest but its folder ${folder} is gone: refusing to point at it. Nothing was changed.`);
  }
  if (record.integrity === undefined) return;
  const actual = await folderDigest(folder);
  if (actual !== record.integrity) {
    throw new ReleaseError(
      'DAMAGED_RELEASE',
      `${app} ${record.version} is damaged: the files in ${folder} no longer match the digest recorded at release (${record.integrity}, now ${actual}). Nothing was changed. Release a new build, or roll back to another version.`,
    );
  }
}

async function removeReleaseFolders(releasesDir: string, app: AppName, versions: readonly string[]): Promise<void> {
  for (const version of versions) {
    // Its files are read-only, its folders are not: unlinking needs only the folder's permission.
    await rm(releaseFolderOf(releasesDir, app, version), { recursive: true, force: true });
  }
}

/** Removes old releases of every app under `policy` (`npm run releases -- --prune`); returns what went, per app. */
export async function pruneAllReleases(
  context: Omit<ReleaseContext, 'rootDir'>,
  policy: PrunePolicy = DEFAULT_PRUNE_POLICY,
): Promise<Partial<Record<AppName, string[]>>> {
  return withStoreLock(context, async (lock) => {
    let manifest = await readDeploymentManifest(context.releasesDir);
    const removed: Partial<Record<AppName, string[]>> = {};
    for (const app of appsOf(manifest)) {
      const pruned = pruneReleases(manifest, app, policy, (context.now ?? (() => new Date()))());
      manifest = pruned.manifest;
      if (pruned.removed.length > 0) removed[app] = pruned.removed;
    }
    if (Object.keys(removed).length === 0) return removed;
    await switchDeploymentState(context.releasesDir, manifest, context.remotesOrigin, lock);
    for (const app of appsOf(removed)) await removeReleaseFolders(context.releasesDir, app, removed[app] ?? []);
    return removed;
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
    // The folders as they are now: a rebuild cannot know whether one was damaged before it.
    const entryIntegrity = app === 'host' ? undefined : await subresourceIntegrity(path.join(folder, 'remoteEntry.js'));
    records.push({
      version: entry.name,
      releasedAt: (await stat(folder)).mtime.toISOString(),
      integrity: await folderDigest(folder),
      ...(entryIntegrity ? { entryIntegrity } : {}),
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
  return withStoreLock(context, async (lock) => {
    const manifest: DeploymentManifest = {};
    for (const app of await appsOnDisk(context.releasesDir)) {
      const history = await releasedVersionsOnDisk(context.releasesDir, app);
      const newest = history[0];
      if (newest) {
        // The registration comes back from the oldest release that names an owner.
        const owner = [...history].reverse().find((record) => record.routes?.owner)?.routes?.owner;
        const remote = remoteNameOf(app);
        const deployment: AppDeployment = {
          current: newest.version,
          history,
          ...(owner && remote ? { registration: { owner, path: `${remotePath(remote)}/`, registeredAt: history.at(-1)?.releasedAt ?? newest.releasedAt } } : {}),
        };
        manifest[app] = deployment;
      }
    }
    await switchDeploymentState(context.releasesDir, manifest, context.remotesOrigin, lock);
    return manifest;
  });
}

/** The apps with a folder in the release store (`host`, `remote-<name>`), remotes first. */
async function appsOnDisk(releasesDir: string): Promise<AppName[]> {
  let entries;
  try {
    entries = await readdir(releasesDir, { withFileTypes: true });
  } catch (error) {
    if (isMissingFile(error)) return [];
    throw error;
  }
  const names = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name).filter(isAppName);
  return appsOf(Object.fromEntries(names.map((name) => [name, true])));
}

/** What a retirement removed. */
export interface RetireResult {
  app: AppName;
  versions: string[];
  /** The ids of its deploy tokens that were live, now revoked. */
  revokedTokens: string[];
}

/**
 * Retires a remote: it leaves the deployment state in one switch (its entry, pages, header
 * entries and widgets leave `/remotes.json`), then its release folders are deleted. Releasing it
 * again later registers it anew.
 */
export async function retireRemote(context: Omit<ReleaseContext, 'rootDir'>, app: AppName): Promise<RetireResult> {
  if (!remoteNameOf(app)) throw new ReleaseError('UNKNOWN_APP', `${app} is not a remote: only a remote (remote-<name>) can be retired.`);
  return withStoreLock(context, async (lock) => {
    const manifest = await readDeploymentManifest(context.releasesDir);
    const deployment = manifest[app];
    if (!deployment) {
      const released = appsOf(manifest).filter((name) => name !== 'host');
      throw new ReleaseError('NOT_RELEASED', `${app} is not released, so there is nothing to retire. Released remotes: ${released.join(', ') || 'none'}.`);
    }
    const next: DeploymentManifest = Object.fromEntries(Object.entries(manifest).filter(([name]) => name !== app));
    await switchDeploymentState(context.releasesDir, next, context.remotesOrigin, lock);
    await appendAudit(context.releasesDir, auditEntry(app, 'retire', (context.now ?? (() => new Date()))().toISOString(), context.audit, { from: deployment.current }));
    await rm(path.join(context.releasesDir, app), { recursive: true, force: true });
    // Its deploy tokens die with it: releasing it again is a decision, and takes new ones.
    const revokedTokens = await revokeTokensOfAppLocked(context.releasesDir, app, (context.now ?? (() => new Date()))());
    return { app, versions: deployment.history.map((record) => record.version), revokedTokens };
  });
}

/** True when the app was released at least once (used by `npm start` to release only what never was). */
export async function hasRelease(releasesDir: string, app: AppName): Promise<boolean> {
  return (await readDeploymentManifest(releasesDir))[app] !== undefined;
}
