import type { AppName } from '@platform/contract';
import type { DeploymentManifest } from './deployment-manifest';
import { ReleaseError } from './release-error';

/** The app's state a change was decided on: its current version and its canary's (absent: none). */
export interface ExpectedState {
  current: string;
  canary?: string;
}

/** Refuses a change decided on a state of `app` that has moved since (another change came first). */
export function assertExpectedState(manifest: DeploymentManifest, app: AppName, expected: ExpectedState | undefined): void {
  if (expected === undefined) return;
  const deployment = manifest[app];
  const current = deployment?.current;
  const canary = deployment?.canary?.version;
  if (current === expected.current && canary === expected.canary) return;
  const shown = `${expected.current}${expected.canary === undefined ? '' : ` with a canary of ${expected.canary}`}`;
  const now = current === undefined ? 'no release' : `${current}${canary === undefined ? '' : ` with a canary of ${canary}`}`;
  throw new ReleaseError('STATE_CHANGED', `${app} changed since this was asked: it was ${shown}, it is now ${now}. Nothing was changed; look again and decide on what is served now.`);
}
