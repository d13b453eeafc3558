import type { AppName } from '@platform/contract';
import { appendAudit, auditEntry } from './audit';
import { abortCanary, promoteCanary, setCanaryPercent } from './canary';
import { switchDeploymentState } from './deployment-state';
import { assertExpectedState } from './expected-state';
import { readDeploymentManifest, type ReleaseContext } from './release-store';
import { withStoreLock } from './releases-lock';
import { noRollout } from './rollout-refusals';

type RolloutContext = Omit<ReleaseContext, 'rootDir'>;

function nowOf(context: RolloutContext): string {
  return (context.now ?? (() => new Date()))().toISOString();
}

/** `npm run rollout -- <remote> <percent>`: the canary's new share of visitors, in one switch. */
export async function changeRollout(context: RolloutContext, app: AppName, percent: number): Promise<{ version: string; from: number; to: number }> {
  return withStoreLock(context, async (lock) => {
    const { manifest, from, version } = setCanaryPercent(await readDeploymentManifest(context.releasesDir), app, percent);
    if (from !== percent) {
      await switchDeploymentState(context.releasesDir, manifest, context.remotesOrigin, lock);
      await appendAudit(context.releasesDir, auditEntry(app, 'rollout', nowOf(context), context.audit, { to: version, percent }));
    }
    return { version, from, to: percent };
  });
}

/** `npm run release -- <remote> --promote`: the canary becomes current for everyone. */
export async function promoteRollout(context: RolloutContext, app: AppName): Promise<{ from: string; to: string }> {
  return withStoreLock(context, async (lock) => {
    const at = nowOf(context);
    const current = await readDeploymentManifest(context.releasesDir);
    assertExpectedState(current, app, context.expected);
    const { manifest, from, to } = promoteCanary(current, app, at);
    await switchDeploymentState(context.releasesDir, manifest, context.remotesOrigin, lock);
    await appendAudit(context.releasesDir, auditEntry(app, 'promote', at, context.audit, { from, to, percent: 100 }));
    return { from, to };
  });
}

/**
 * `npm run release -- <remote> --abort`: everyone back on the stable version; the canary is withdrawn.
 * With `expectedCanary` (the release-health job) only that version's canary is aborted: when it has
 * ended, or another canary runs since it was judged, nothing changes (`NO_ROLLOUT`).
 */
export async function abortRollout(context: RolloutContext, app: AppName, expectedCanary?: string): Promise<{ from: string; to: string }> {
  return withStoreLock(context, async (lock) => {
    const current = await readDeploymentManifest(context.releasesDir);
    assertExpectedState(current, app, context.expected);
    const running = current[app]?.canary?.version;
    if (expectedCanary !== undefined && running !== undefined && running !== expectedCanary) throw noRollout(app, `abort (the canary of ${expectedCanary} has ended)`);
    const { manifest, from, to } = abortCanary(current, app);
    await switchDeploymentState(context.releasesDir, manifest, context.remotesOrigin, lock);
    await appendAudit(context.releasesDir, auditEntry(app, 'abort', nowOf(context), context.audit, { from, to }));
    return { from, to };
  });
}
