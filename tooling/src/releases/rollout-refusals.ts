import type { AppName } from '@platform/contract';
import { ReleaseError } from './release-error';

/** What a refusal needs to know of the canary under way. */
interface RunningCanary {
  version: string;
  percent: number;
}

/** One rollout at a time per app: `what` (a release, a rollback, a canary) waits until it ends. */
export function rolloutRunning(app: AppName, canary: RunningCanary, what: string): ReleaseError {
  return new ReleaseError(
    'ROLLOUT_RUNNING',
    `${app} has a canary of ${canary.version} at ${canary.percent} % under way, so ${what} is refused (one rollout at a time). ` +
      `Promote it (npm run release -- ${app} --promote) or abort it (npm run release -- ${app} --abort --reason "<why>") first. Nothing was changed.`,
  );
}

/** The refusal of `--promote`, `--abort` or `npm run rollout` when no canary runs. */
export function noRollout(app: AppName, what: string): ReleaseError {
  return new ReleaseError('NO_ROLLOUT', `${app} has no canary under way, so there is nothing to ${what}. Start one with: npm run release -- ${app} --canary <percent>`);
}
