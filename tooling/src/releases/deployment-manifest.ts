import { z } from 'zod';
import { type AppName, isAppName, type ReleaseRecord, type RemoteOwner, remoteRoutesSchema } from '@platform/contract';
import { ReleaseError } from './release-error';
import { rolloutRunning } from './rollout-refusals';

/**
 * A version is a build id used as a folder name and a URL segment, so it is kept to
 * characters that need no escaping anywhere and cannot climb out of its folder.
 */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

const versionSchema = z.string().regex(VERSION_PATTERN, 'must be a build id such as 20261122T053012-a1b2c3');

/** A preview release's label: lower-case letters, digits, `.`, `_`, `-` (e.g. `pr-123`). */
export const PREVIEW_LABEL_PATTERN = /^[a-z0-9][a-z0-9._-]{0,39}$/;

/** A file of a release folder: a plain name that cannot climb out of it. */
export const RELEASE_FILE_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/;

/** An exposed module's name as webpack writes it: `./app`, `./widgets/recent-searches`. */
export const EXPOSE_PATTERN = /^\.\/[A-Za-z0-9_][A-Za-z0-9_/-]{0,99}$/;

const releaseRecordSchema = z.strictObject({
  version: versionSchema,
  releasedAt: z.iso.datetime({ offset: true }),
  preload: z.record(z.string().regex(EXPOSE_PATTERN), z.array(z.string().regex(RELEASE_FILE_PATTERN))).optional(),
  routes: z.optional(remoteRoutesSchema),
  integrity: z.string().regex(/^sha256-[0-9a-f]{64}$/, 'must be sha256-<64 hex digits>').optional(),
  entryIntegrity: z.string().regex(/^sha384-[A-Za-z0-9+/]+={0,2}$/, 'must be sha384-<base64>').optional(),
  preview: z.string().regex(PREVIEW_LABEL_PATTERN, 'must be a preview label such as pr-123').optional(),
});

const deploymentEntrySchema = z.strictObject({
  version: versionSchema,
  at: z.iso.datetime({ offset: true }),
  action: z.enum(['release', 'rollback']),
  by: z.string().min(1).max(200).optional(),
});

const registrationSchema = z.strictObject({
  owner: z.strictObject({ team: z.string().min(1), contact: z.string().min(1) }),
  /** Where browsers reach its versions: `/remotes/<name>/` on the host's (or the remotes') origin. */
  path: z.string().regex(/^\/remotes\/[a-z][a-z0-9-]{1,30}\/$/),
  registeredAt: z.iso.datetime({ offset: true }),
});

const canarySchema = z.strictObject({
  version: versionSchema,
  percent: z.number().int().min(0).max(100),
  startedAt: z.iso.datetime({ offset: true }),
});

const appDeploymentSchema = z
  .strictObject({
    current: versionSchema,
    history: z.array(releaseRecordSchema).min(1),
    deployments: z.array(deploymentEntrySchema).optional(),
    registration: registrationSchema.optional(),
    canary: canarySchema.optional(),
    aborted: z.array(versionSchema).optional(),
  })
  .superRefine((deployment, context) => {
    const versions = deployment.history.map((record) => record.version);
    if (!versions.includes(deployment.current)) {
      context.addIssue({ code: 'custom', path: ['current'], message: `"${deployment.current}" is not in history` });
    }
    if (new Set(versions).size !== versions.length) {
      context.addIssue({ code: 'custom', path: ['history'], message: 'lists a version twice' });
    }
    if (deployment.canary && (!versions.includes(deployment.canary.version) || deployment.canary.version === deployment.current)) {
      context.addIssue({ code: 'custom', path: ['canary', 'version'], message: `"${deployment.canary.version}" must be a release in history other than the current one` });
    }
  });

const appNameSchema = z.string().refine(isAppName, 'must be "host" or "remote-<name>" (name: lower-case letters, digits, hyphens)');

/**
 * Validates `releases/manifest.json`; malformed names and entries are rejected, not ignored. Any
 * remote may appear: the set of remotes is what the release store holds.
 */
export const deploymentManifestSchema = z.record(appNameSchema, appDeploymentSchema);

/** One change of an app's current version: a release or a rollback (`kubectl rollout history`). */
export interface DeploymentEntry {
  version: string;
  at: string;
  action: 'release' | 'rollback';
  /** Who made the change, when it came through the release endpoint: `deploy token <id> (<label>)`. Absent: an operator's command. */
  by?: string;
}

/** Deployment entries kept per app, newest first. */
export const MAX_DEPLOYMENTS = 50;

/**
 * The deployment state of one app: the version being served, every release (newest first), and
 * the changes of the current version (newest first; absent in manifests written before it existed).
 */
export interface AppDeployment {
  current: string;
  history: ReleaseRecord[];
  deployments?: DeploymentEntry[];
  /** A remote's registration, made by its first release (absent for the host and older stores). */
  registration?: RemoteRegistration;
  /** A canary under way: `percent` of visitors get `version`, the others `current` (see canary.ts). */
  canary?: CanaryState;
  /** Versions whose canary was aborted: withdrawn as bad, never offered as a fallback. */
  aborted?: string[];
}

/** A rollout of a new version to a share of visitors, beside the current (stable) one. */
export interface CanaryState {
  version: string;
  percent: number;
  startedAt: string;
}

/** Who owns a remote and where it is served, recorded by its first release. */
export interface RemoteRegistration {
  owner: RemoteOwner;
  path: string;
  registeredAt: string;
}

function withDeployment(deployment: AppDeployment | undefined, entry: DeploymentEntry): DeploymentEntry[] {
  return [entry, ...(deployment?.deployments ?? [])].slice(0, MAX_DEPLOYMENTS);
}

/** `releases/manifest.json`: per app, its current version and release history. Apps never released are absent. */
export type DeploymentManifest = Partial<Record<AppName, AppDeployment>>;

/**
 * Adds a new release of `app` and makes it current. Refuses a version that was released before.
 * `registration` is recorded with a remote's first release and kept by every later one.
 */
export function recordRelease(manifest: DeploymentManifest, app: AppName, record: ReleaseRecord, registration?: RemoteRegistration): DeploymentManifest {
  const deployment = manifest[app];
  if (deployment?.history.some((existing) => existing.version === record.version)) {
    throw alreadyReleased(app, record.version);
  }
  const kept = deployment?.registration ?? registration;
  return {
    ...manifest,
    [app]: {
      ...(kept ? { registration: kept } : {}),
      ...(deployment?.aborted ? { aborted: deployment.aborted } : {}),
      current: record.version,
      history: [record, ...(deployment?.history ?? [])],
      deployments: withDeployment(deployment, { version: record.version, at: record.releasedAt, action: 'release' }),
    },
  };
}

/**
 * Points `app` at one of its released versions, recording the change as a deployment entry.
 * Without a version, the version that was current before the last change comes back, as
 * `kubectl rollout undo` does: after release B → rollback to A → release C, an undo returns to A
 * (not to B, which was rolled back as bad). Manifests older than the deployment list fall back to
 * the release before the current one.
 */
export function rollBack(
  manifest: DeploymentManifest,
  app: AppName,
  version: string | undefined,
  at: string,
): { manifest: DeploymentManifest; from: string; to: string } {
  const deployment = manifest[app];
  if (!deployment) {
    throw new ReleaseError('NOT_RELEASED', `${app} has no releases yet: nothing to roll back.`);
  }
  if (deployment.canary) throw rolloutRunning(app, deployment.canary, 'a rollback');
  const target = version ?? previouslyCurrent(deployment) ?? previousVersion(deployment);
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
  const label = deployment.history.find((record) => record.version === target)?.preview;
  if (label !== undefined) {
    throw new ReleaseError('PREVIEW_RELEASE', `${app} ${target} is the preview release "${label}": a preview is never current. Release the build normally (a new build) to serve it. Nothing was changed.`);
  }
  if (target === deployment.current) return { manifest, from: target, to: target };
  const deployments = withDeployment(deployment, { version: target, at, action: 'rollback' });
  return { manifest: { ...manifest, [app]: { ...deployment, current: target, deployments } }, from: deployment.current, to: target };
}

/** Adds `record` as a preview release labelled `label`: kept and served at its path, but not current and never a fallback. */
export function recordPreview(manifest: DeploymentManifest, app: AppName, record: ReleaseRecord, label: string): DeploymentManifest {
  const deployment = manifest[app];
  if (!deployment) {
    throw new ReleaseError('NOT_RELEASED', `${app} has no release yet, so it is not registered: release it once normally before a preview (npm run release -- ${app}).`);
  }
  if (deployment.history.some((existing) => existing.version === record.version)) throw alreadyReleased(app, record.version);
  return { ...manifest, [app]: { ...deployment, history: [{ ...record, preview: label }, ...deployment.history] } };
}

/** The version current before the last change, from the deployment entries (undefined when they cannot tell). */
export function previouslyCurrent(deployment: AppDeployment): string | undefined {
  const [last, before] = deployment.deployments ?? [];
  return last?.version === deployment.current ? before?.version : undefined;
}

/**
 * What a prune keeps: the newest `keep` releases, the current one, and every version of the last
 * `recent` deployments; previews (which count for none of these) while younger than `previewDays`.
 */
export interface PrunePolicy {
  keep: number;
  recent: number;
  previewDays?: number;
}

export const DEFAULT_PRUNE_POLICY: PrunePolicy = { keep: 5, recent: 10, previewDays: 14 };

const DAY_MS = 86_400_000;

/** The releases of `app` a prune removes under `policy`, and the manifest without them. */
export function pruneReleases(
  manifest: DeploymentManifest,
  app: AppName,
  policy: PrunePolicy,
  now: Date = new Date(),
): { manifest: DeploymentManifest; removed: string[] } {
  const deployment = manifest[app];
  if (!deployment) return { manifest, removed: [] };
  const previewDays = policy.previewDays ?? DEFAULT_PRUNE_POLICY.previewDays ?? 14;
  const freshPreviews = deployment.history.filter((record) => record.preview !== undefined && now.getTime() - Date.parse(record.releasedAt) < previewDays * DAY_MS);
  const kept = new Set<string>([
    deployment.current,
    ...(deployment.canary ? [deployment.canary.version] : []),
    ...freshPreviews.map((record) => record.version),
    ...deployment.history.filter((record) => record.preview === undefined).slice(0, Math.max(1, policy.keep)).map((record) => record.version),
    ...(deployment.deployments ?? []).slice(0, policy.recent).map((entry) => entry.version),
  ]);
  const removed = deployment.history.filter((record) => !kept.has(record.version)).map((record) => record.version);
  if (removed.length === 0) return { manifest, removed };
  const history = deployment.history.filter((record) => kept.has(record.version));
  return { manifest: { ...manifest, [app]: { ...deployment, history } }, removed };
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
  // A preview was never current and is never gone back to.
  return index < 0 ? [] : deployment.history.slice(index + 1).filter((record) => record.preview === undefined);
}

/** Versions rolled back from: the change that ended a version's latest time as current was a rollback. */
function rolledBackFrom(deployment: AppDeployment): Set<string> {
  const entries = deployment.deployments ?? [];
  const withdrawn = new Set<string>();
  const seenInHistory = new Set<string>();
  entries.forEach((entry, index) => {
    if (seenInHistory.has(entry.version)) return;
    seenInHistory.add(entry.version);
    if (entries[index - 1]?.action === 'rollback') withdrawn.add(entry.version);
  });
  return withdrawn;
}

/**
 * The releases nobody withdrew, newest first: every one but those rolled back from and the
 * aborted canaries (previews and a running canary included). What an operator may load in their
 * own browser (`/releases.json`).
 */
export function standingReleases(deployment: AppDeployment): ReleaseRecord[] {
  const withdrawn = new Set([...rolledBackFrom(deployment), ...(deployment.aborted ?? [])]);
  withdrawn.delete(deployment.current);
  return deployment.history.filter((record) => !withdrawn.has(record.version));
}

/**
 * The versions a browser may fall back to when the current one fails, best first: those that were
 * current before, newest first (the deployment history), then the other releases older than the
 * current one. A version that was rolled back from is never offered: it was withdrawn as bad, and a
 * fallback must not quietly bring it back, even once a newer release has followed.
 */
export function fallbackReleases(deployment: AppDeployment): ReleaseRecord[] {
  const entries = deployment.deployments ?? [];
  const withdrawn = rolledBackFrom(deployment);
  const order = [...entries.map((entry) => entry.version), ...releasesBeforeCurrent(deployment).map((record) => record.version)];
  // A canary is not a fallback for the stable version's visitors, nor an aborted one for anyone.
  const seen = new Set<string>([deployment.current, ...(deployment.canary ? [deployment.canary.version] : []), ...(deployment.aborted ?? [])]);
  const records: ReleaseRecord[] = [];
  for (const version of order) {
    if (seen.has(version) || withdrawn.has(version)) continue;
    seen.add(version);
    const record = deployment.history.find((candidate) => candidate.version === version);
    if (record && record.preview === undefined) records.push(record);
  }
  return records;
}

/** Names who made the app's latest deployment entry (`by`); without `by` the manifest is returned as it is. */
export function attributeLatestDeployment(manifest: DeploymentManifest, app: AppName, by: string | undefined): DeploymentManifest {
  const deployment = manifest[app];
  const [latest, ...older] = deployment?.deployments ?? [];
  if (by === undefined || !deployment || !latest) return manifest;
  return { ...manifest, [app]: { ...deployment, deployments: [{ ...latest, by }, ...older] } };
}

/** The message for a second release of one build, shared by every place that can detect it. */
export function alreadyReleased(app: AppName, version: string): ReleaseError {
  return new ReleaseError(
    'ALREADY_RELEASED',
    `${app} ${version} is already released (a version is never overwritten). ` +
      `Build again for a new version, or make it current with: npm run rollback -- ${app} ${version}`,
  );
}
