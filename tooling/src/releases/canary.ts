import type { AppName, ReleaseRecord } from '@platform/contract';
import { appsOf } from './apps';
import { alreadyReleased, type AppDeployment, type DeploymentManifest, MAX_DEPLOYMENTS } from './deployment-manifest';
import { ReleaseError } from './release-error';
import { noRollout, rolloutRunning } from './rollout-refusals';

/**
 * Canary releases (docs/deploy-and-rollback.md#canary-releases): a new version of a remote serves
 * a share of the visitors beside the current (stable) one, until it is promoted to everyone or
 * aborted. The manifest keeps `current` on the stable version the whole time, so fallbacks,
 * rollbacks and pruning keep their meaning; `canary` names the new version and its share.
 */

/** Reads a share of visitors: a whole number from 0 to 100 (a trailing `%` is allowed). */
export function parsePercent(text: string | undefined, what: string): number {
  const value = text?.replace(/%$/, '');
  if (value === undefined || !/^\d{1,3}$/.test(value) || Number(value) > 100) {
    throw new ReleaseError('INVALID_PERCENT', `${what} must be a whole percentage from 0 to 100, got ${JSON.stringify(text ?? '')}.`);
  }
  return Number(value);
}

/** Refuses a second rollout of the same app, and a host release while any remote's canary runs (unless forced). */
export function assertNoRolloutBlocks(manifest: DeploymentManifest, app: AppName, force: boolean): void {
  const own = manifest[app]?.canary;
  if (own) throw rolloutRunning(app, own, 'a new release');
  if (app !== 'host' || force) return;
  const running = runningCanaries(manifest);
  if (running.length === 0) return;
  throw new ReleaseError(
    'ROLLOUT_RUNNING',
    `A host release is refused while a remote's canary runs: ${running.map((canary) => `${canary.app} ${canary.version} at ${canary.percent} %`).join(', ')}. ` +
      'A new host changes what every remote runs in, so the canary would no longer compare the two versions alone. ' +
      'Promote or abort the canary first, or release anyway with --force.',
  );
}

/** Every canary under way. */
export function runningCanaries(manifest: DeploymentManifest): Array<{ app: AppName; version: string; percent: number }> {
  return appsOf(manifest).flatMap((app) => {
    const canary = manifest[app]?.canary;
    return canary ? [{ app, version: canary.version, percent: canary.percent }] : [];
  });
}

/** Refuses a canary of the host, or of a remote with no stable version to keep beside it. */
export function assertCanStartCanary(manifest: DeploymentManifest, app: AppName): AppDeployment {
  const deployment = manifest[app];
  if (app === 'host') throw new ReleaseError('NOT_A_REMOTE', 'The host cannot be released as a canary: every page runs one host. Release it with: npm run release -- host');
  if (!deployment) {
    throw new ReleaseError('NOT_RELEASED', `${app} has no release yet, so there is no stable version to keep beside a canary. Release it first with: npm run release -- ${app}`);
  }
  if (deployment.canary) throw rolloutRunning(app, deployment.canary, 'a new canary');
  return deployment;
}

/** Adds `record` as a canary served to `percent` of visitors; the current version stays for the others. */
export function recordCanary(manifest: DeploymentManifest, app: AppName, record: ReleaseRecord, percent: number): DeploymentManifest {
  const deployment = assertCanStartCanary(manifest, app);
  if (deployment.history.some((existing) => existing.version === record.version)) throw alreadyReleased(app, record.version);
  return {
    ...manifest,
    [app]: { ...deployment, history: [record, ...deployment.history], canary: { version: record.version, percent, startedAt: record.releasedAt } },
  };
}

/** Changes the canary's share of visitors; returns the share it had. */
export function setCanaryPercent(manifest: DeploymentManifest, app: AppName, percent: number): { manifest: DeploymentManifest; from: number; version: string } {
  const deployment = manifest[app];
  const canary = deployment?.canary;
  if (!deployment || !canary) throw noRollout(app, 'change');
  return { manifest: { ...manifest, [app]: { ...deployment, canary: { ...canary, percent } } }, from: canary.percent, version: canary.version };
}

/** Makes the canary current for everyone (recorded as a release of it, so an undo returns to the stable version). */
export function promoteCanary(manifest: DeploymentManifest, app: AppName, at: string): { manifest: DeploymentManifest; from: string; to: string } {
  const deployment = manifest[app];
  const canary = deployment?.canary;
  if (!deployment || !canary) throw noRollout(app, 'promote');
  const { canary: _ended, ...rest } = deployment;
  const deployments = [{ version: canary.version, at, action: 'release' as const }, ...(deployment.deployments ?? [])].slice(0, MAX_DEPLOYMENTS);
  return { manifest: { ...manifest, [app]: { ...rest, current: canary.version, deployments } }, from: deployment.current, to: canary.version };
}

/** Returns everyone to the stable version; the canary's version is withdrawn (never a fallback). */
export function abortCanary(manifest: DeploymentManifest, app: AppName): { manifest: DeploymentManifest; from: string; to: string } {
  const deployment = manifest[app];
  const canary = deployment?.canary;
  if (!deployment || !canary) throw noRollout(app, 'abort');
  const { canary: _ended, ...rest } = deployment;
  const aborted = [...new Set([canary.version, ...(deployment.aborted ?? [])])];
  return { manifest: { ...manifest, [app]: { ...rest, aborted } }, from: canary.version, to: deployment.current };
}
