import { mkdir, readdir, readFile, readlink, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { type HostVersion, remoteNameOfApp } from '@platform/contract';
import { replaceSymlinkAtomic, writeFileAtomic } from './atomic-fs';
import { deploymentManifestSchema, type DeploymentManifest } from './deployment-manifest';
import { errorCode, isMissingFile, parseJsonAs } from './json-file';
import { ReleaseError } from './release-error';
import { toReleasedVersions } from './released-versions';
import type { HeldLock } from './releases-lock';
import { toRemotesManifest, type RemotesOrigin } from './remotes-manifest';

/** The deployment state, the one file every release and rollback changes. */
export const MANIFEST_FILE = 'manifest.json';
/**
 * Files derived from the manifest for static servers that cannot compute them (nginx):
 * `/remotes.json`, `/version.json`, `/releases.json` (what operators may override with), and a
 * symlink to the current host release folder.
 */
export const DERIVED_FILES = { remotes: 'remotes.json', version: 'version.json', releases: 'releases.json', hostCurrent: 'host-current' } as const;

/** The symlink naming the current state folder; swapping it switches every file at once. */
export const STATE_LINK = 'state';
const STATE_FOLDER = /^state-(\d+)$/;
/** State folders kept besides the current one (a reader that opened an older one finishes reading it). */
const OLD_STATES_KEPT = 2;

const STATE_FILES = [MANIFEST_FILE, DERIVED_FILES.remotes, DERIVED_FILES.version, DERIVED_FILES.releases, DERIVED_FILES.hostCurrent] as const;

async function linkTarget(file: string): Promise<string | undefined> {
  try {
    return await readlink(file);
  } catch (error) {
    if (isMissingFile(error) || errorCode(error) === 'EINVAL') return undefined;
    throw error;
  }
}

function tokenOf(folder: string | undefined): number {
  const match = folder === undefined ? null : STATE_FOLDER.exec(path.basename(folder));
  return match ? Number(match[1]) : 0;
}

/**
 * Makes `releases/<file>` a symlink to `state/<file>` (once; a plain file left by an older
 * version of the tool is replaced by one rename, after the state it held was copied forward).
 */
async function ensureStableLink(releasesDir: string, file: string): Promise<void> {
  const target = path.join(STATE_LINK, file);
  if ((await linkTarget(path.join(releasesDir, file))) === target) return;
  await replaceSymlinkAtomic(path.join(releasesDir, file), target);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Writes a complete state into `folder`: the manifest, and once the host is released the files
 * derived from it (version.json, remotes.json, releases.json, the host-current link).
 */
export async function assembleState(folder: string, manifest: DeploymentManifest, remotesOrigin: RemotesOrigin): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  await writeFileAtomic(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  if (!manifest.host) return;
  const version: HostVersion = { version: manifest.host.current };
  await writeFileAtomic(path.join(folder, DERIVED_FILES.version), `${JSON.stringify(version)}\n`);
  await symlink(path.join('..', 'host', manifest.host.current), path.join(folder, DERIVED_FILES.hostCurrent));
  const remotes = toRemotesManifest(manifest, remotesOrigin);
  if (remotes.ok) {
    await writeFileAtomic(path.join(folder, DERIVED_FILES.remotes), `${JSON.stringify(remotes.manifest, null, 2)}\n`);
  }
  await writeFileAtomic(path.join(folder, DERIVED_FILES.releases), `${JSON.stringify(toReleasedVersions(manifest, remotesOrigin), null, 2)}\n`);
}

/** The remote names a derived file lists under `remotes`, sorted; undefined when it is not JSON. */
function listedRemotes(text: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    const remotes: unknown = typeof parsed === 'object' && parsed !== null && 'remotes' in parsed ? parsed.remotes : undefined;
    return typeof remotes === 'object' && remotes !== null ? Object.keys(remotes).sort() : [];
  } catch {
    return undefined;
  }
}

/**
 * Reads an assembled state back and lists what is missing or wrong: a state is switched to only
 * when every file a server reads is there and agrees with the manifest (the host-current link
 * reaches a host release with its index.html, remotes.json and releases.json name exactly the released remotes,
 * every current release folder holds its entry). Empty when the state is complete.
 */
export async function findStateProblems(releasesDir: string, folder: string, manifest: DeploymentManifest): Promise<string[]> {
  const problems: string[] = [];
  const read = async (file: string): Promise<string | undefined> => {
    try {
      return await readFile(path.join(folder, file), 'utf8');
    } catch {
      problems.push(`${file} is missing`);
      return undefined;
    }
  };
  const manifestText = await read(MANIFEST_FILE);
  if (manifestText !== undefined && !parseJsonAs(deploymentManifestSchema, manifestText).ok) problems.push(`${MANIFEST_FILE} is not a valid manifest`);
  for (const [app, deployment] of Object.entries(manifest)) {
    const entry = app === 'host' ? 'index.html' : 'remoteEntry.js';
    if (deployment && !(await isFile(path.join(releasesDir, app, deployment.current, entry)))) {
      problems.push(`the current ${app} release ${deployment.current} has no ${entry} in ${path.join(releasesDir, app, deployment.current)}`);
    }
  }
  if (!manifest.host) return problems;
  const versionText = await read(DERIVED_FILES.version);
  if (versionText !== undefined && !versionText.includes(JSON.stringify(manifest.host.current))) problems.push(`${DERIVED_FILES.version} does not name host ${manifest.host.current}`);
  if (!(await isFile(path.join(folder, DERIVED_FILES.hostCurrent, 'index.html')))) {
    problems.push(`${DERIVED_FILES.hostCurrent} does not lead to a host release with its index.html`);
  }
  const released = Object.keys(manifest).flatMap((app) => remoteNameOfApp(app) ?? []).sort();
  for (const file of [DERIVED_FILES.remotes, DERIVED_FILES.releases]) {
    const text = await read(file);
    if (text === undefined) continue;
    const listed = listedRemotes(text);
    if (listed === undefined) problems.push(`${file} is not JSON`);
    else if (listed.join() !== released.join()) problems.push(`${file} names ${listed.join(', ') || 'no remote'} instead of ${released.join(', ') || 'no remote'}`);
  }
  return problems;
}

/**
 * Writes the manifest and the files derived from it as one switch. Each state is a folder
 * `releases/state-<token>/` (manifest.json, remotes.json, version.json, releases.json, host-current); the
 * top-level names are symlinks through `releases/state`, and one rename of that symlink moves
 * them all together: a server never sees the new manifest beside the old remotes.json. The new
 * state is assembled and checked whole first ({@link findStateProblems}): a state lacking any
 * of its files is refused and the current one stays.
 *
 * The folder is named by the writer's fencing token: a writer whose lock was taken over (its
 * lease ran out) finds a newer state or another holder and refuses, changing nothing.
 */
export async function switchDeploymentState(
  releasesDir: string,
  manifest: DeploymentManifest,
  remotesOrigin: RemotesOrigin,
  lock: HeldLock,
): Promise<void> {
  const currentFolder = await linkTarget(path.join(releasesDir, STATE_LINK));
  if (tokenOf(currentFolder) >= lock.token) {
    throw new ReleaseError('LOST_LOCK', `A newer operation (state ${currentFolder ?? '?'}) has switched the deployment since this one took its lock (token ${lock.token}): nothing was switched.`);
  }
  const folderName = `state-${lock.token}`;
  const folder = path.join(releasesDir, folderName);
  await assembleState(folder, manifest, remotesOrigin);
  const problems = await findStateProblems(releasesDir, folder, manifest);
  if (problems.length > 0) {
    await rm(folder, { recursive: true, force: true });
    throw new ReleaseError('INCOMPLETE_STATE', `The new deployment state is incomplete, so it was not switched to (nothing changed): ${problems.join('; ')}.`);
  }
  await lock.assertCurrentHolder();
  await replaceSymlinkAtomic(path.join(releasesDir, STATE_LINK), folderName);
  for (const file of STATE_FILES) await ensureStableLink(releasesDir, file);
  await removeOldStates(releasesDir, lock.token);
}

async function removeOldStates(releasesDir: string, currentToken: number): Promise<void> {
  const tokens = (await readdir(releasesDir))
    .map((name) => tokenOf(name))
    .filter((token) => token > 0 && token < currentToken)
    .sort((a, b) => b - a);
  for (const token of tokens.slice(OLD_STATES_KEPT)) {
    await rm(path.join(releasesDir, `state-${token}`), { recursive: true, force: true });
  }
}
