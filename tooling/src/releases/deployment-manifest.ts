import { z } from 'zod';
import { type AppName, type ReleaseRecord, remoteRoutesSchema } from '@platform/shared/contract';
import { APPS } from './apps';
import { ReleaseError } from './release-error';

/**
 * A version is a build id used as a folder name and a URL segment, so it is kept to
 * characters that need no escaping anywhere and cannot climb out of its folder.
 */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const versionSchema = z.string().regex(VERSION_PATTERN, 'must be a build id such as 20261122T053012-a1b2c3');

/** A file of a release folder: a plain name that cannot climb out of it. */
export const RELEASE_FILE_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/** An exposed module's name as webpack writes it: `./app`, `./widgets/recent-searches`. */
export const EXPOSE_PATTERN = /^\.\/[A-Za-z0-9_][A-Za-z0-9_/-]{0,99}$/;

const releaseRecordSchema = z.strictObject({
  version: versionSchema,
  releasedAt: z.iso.datetime({ offset: true }),
  preload: z.record(z.string().regex(EXPOSE_PATTERN), z.array(z.string().regex(RELEASE_FILE_PATTERN))).optional(),
  routes: z.optional(remoteRoutesSchema),
});

const appDeploymentSchema = z
  .strictObject({
    current: versionSchema,
    history: z.array(releaseRecordSchema).min(1),
  })
  .superRefine((deployment, context) => {
    const versions = deployment.history.map((record) => record.version);
    if (!versions.includes(deployment.current)) {
      context.addIssue({ code: 'custom', path: ['current'], message: `"${deployment.current}" is not in history` });
    }
    if (new Set(versions).size !== versions.length) {
      context.addIssue({ code: 'custom', path: ['history'], message: 'lists a version twice' });
    }
  });

/** Validates `releases/manifest.json`; unknown apps and malformed entries are rejected, not ignored. */
export const deploymentManifestSchema = z.partialRecord(z.enum(APPS), appDeploymentSchema);

/** The deployment state of one app: the version being served and every release, newest first. */
export interface AppDeployment {
  current: string;
  history: ReleaseRecord[];
}

/** `releases/manifest.json`: per app, its current version and release history. Apps never released are absent. */
export type DeploymentManifest = Partial<Record<AppName, AppDeployment>>;

/** Adds a new release of `app` and makes it current. Refuses a version that was released before. */
export function recordRelease(manifest: DeploymentManifest, app: AppName, record: ReleaseRecord): DeploymentManifest {
  const deployment = manifest[app];
  if (deployment?.history.some((existing) => existing.version === record.version)) {
    throw alreadyReleased(app, record.version);
  }
  return { ...manifest, [app]: { current: record.version, history: [record, ...(deployment?.history ?? [])] } };
}

/**
 * Points `app` at one of its released versions. Without a version, the release just before the
 * current one (in release order) becomes current: the usual "undo the last release".
 */
export function rollBack(
  manifest: DeploymentManifest,
  app: AppName,
  version?: string,
): { manifest: DeploymentManifest; from: string; to: string } {
  const deployment = manifest[app];
  if (!deployment) {
    throw new ReleaseError('NOT_RELEASED', `${app} has no releases yet: nothing to roll back.`);
  }
  const target = version ?? previousVersion(deployment);
  if (target === undefined) {
    throw new ReleaseError(
      'NOTHING_TO_ROLL_BACK',
      `${app} ${deployment.current} is its oldest release: there is no earlier version to roll back to.`,
    );
  }
  if (!deployment.history.some((record) => record.version === target)) {
    const known = deployment.history.map((record) => record.version).join(', ');
    throw new ReleaseError('UNKNOWN_VERSION', `${app} has no release "${target}". Released versions: ${known}.`);
  }
  return { manifest: { ...manifest, [app]: { ...deployment, current: target } }, from: deployment.current, to: target };
}

/** The release made just before the current one, or undefined when the current one is the oldest. */
export function previousVersion(deployment: AppDeployment): string | undefined {
  return releasesBeforeCurrent(deployment)[0]?.version;
}

/**
 * Releases older than the current one, newest first. Newer ones are left out on purpose: a version
 * that was rolled back from was withdrawn, and a fallback must not quietly bring it back.
 */
export function releasesBeforeCurrent(deployment: AppDeployment): ReleaseRecord[] {
  const index = deployment.history.findIndex((record) => record.version === deployment.current);
  return index < 0 ? [] : deployment.history.slice(index + 1);
}

/** The message for a second release of one build, shared by every place that can detect it. */
export function alreadyReleased(app: AppName, version: string): ReleaseError {
  return new ReleaseError(
    'ALREADY_RELEASED',
    `${app} ${version} is already released (a version is never overwritten). ` +
      `Build again for a new version, or make it current with: npm run rollback -- ${app} ${version}`,
  );
}
