import type { AppName, ReleaseActionKind, ReleaseActionStatus, ReleaseSeenState, Session } from '@platform/contract';
import {
  abortCanary,
  type AppDeployment,
  assertExpectedState,
  type DeploymentManifest,
  promoteCanary,
  readDeploymentManifest,
  ReleaseError,
  rollBack,
} from '../../../../tooling/src/releases';
import type { ReleaseHealthConfig } from '../../config/env';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { enqueueJob } from '../../jobs';
import { type ReleaseActionPayload, RELEASE_ACTION_JOB } from './action-job';
import { releaseActionStatus } from './action-status';

/** An operator's promote, abort or rollback as the page asks for it. */
export interface ReleaseActionRequest {
  kind: ReleaseActionKind;
  reason: string;
  /** A rollback's target (default: the version current before the last change). */
  version?: string;
  seen: ReleaseSeenState;
}

/** The audit names the operator by their name and address (names are not unique). */
export function operatorName(session: Session): string {
  return `${session.user.name} <${session.user.email}>`;
}

/**
 * The refusals the store would make that the API can see in the (readable) store at once: the app
 * moved since the page was read, no canary to promote or abort, nothing to roll back to, an unknown
 * or preview version. Said as a 409 with the store's own words; the job checks again under the lock.
 */
function checkAgainst(manifest: DeploymentManifest, app: AppName, request: ReleaseActionRequest): void {
  const at = new Date().toISOString();
  try {
    assertExpectedState(manifest, app, request.seen);
    if (request.kind === 'promote') promoteCanary(manifest, app, at);
    else if (request.kind === 'abort') abortCanary(manifest, app);
    else rollBack(manifest, app, request.version, at);
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    throw new ApiError(409, error.code === 'STATE_CHANGED' ? 'release_state_changed' : error.code.toLowerCase(), error.message);
  }
}

/**
 * One key per action on one state of the app: a double click (or two tabs) on the same page asks
 * once. An action that then failed or was refused may be asked again on the same state: the key
 * counts those that ended so.
 */
async function actionKey(tx: Queryable, app: AppName, request: ReleaseActionRequest, deployment: AppDeployment | undefined): Promise<string> {
  const state = [deployment?.current, deployment?.canary?.version, deployment?.canary?.startedAt, deployment?.deployments?.[0]?.at].map((part) => part ?? '').join('|');
  const base = `${RELEASE_ACTION_JOB}:${app}:${request.kind}:${request.version ?? ''}:${state}`;
  const { rows } = await tx.query<{ ended: number | string }>(
    `SELECT count(*) AS ended FROM platform_release_actions a LEFT JOIN jobs j ON j.id = a.job_id
      WHERE a.request_key = $1 AND (a.outcome = 'refused' OR (a.outcome IS NULL AND (j.state IS NULL OR j.state = 'failed')))`,
    [base],
  );
  return `${base}#${Number(rows[0]?.ended ?? 0)}`;
}

/**
 * Checks an operator's action against the store and enqueues it as the job
 * `platform-releases.action` for a process that may write the store (the worker, in compose);
 * answers its status (queued, or the first request's when the same action on the same state was
 * already asked).
 */
export async function requestReleaseAction(db: Database, config: ReleaseHealthConfig, session: Session, app: AppName, request: ReleaseActionRequest): Promise<ReleaseActionStatus> {
  const { releasesDir } = config;
  if (releasesDir === undefined) throw new ApiError(409, 'no_release_store', 'This API has no release store (RELEASES_DIR is not set).');
  const manifest = await readDeploymentManifest(releasesDir);
  checkAgainst(manifest, app, request);
  const payload: ReleaseActionPayload = {
    app,
    action: request.kind,
    reason: request.reason,
    ...(request.version === undefined ? {} : { version: request.version }),
    actor: operatorName(session),
    seen: request.seen,
  };
  const id = await db.transaction(async (tx) => {
    const key = await actionKey(tx, app, request, manifest[app]);
    const job = await enqueueJob(tx, { kind: RELEASE_ACTION_JOB, payload, idempotencyKey: key });
    if (job.created) {
      await tx.query('INSERT INTO platform_release_actions (job_id, app, action, request_key) VALUES ($1, $2, $3, $4)', [job.id, app, request.kind, key.slice(0, key.lastIndexOf('#'))]);
    }
    return job.id;
  });
  const status = await releaseActionStatus(db, id);
  if (status === null) throw new Error(`release action ${id} has no row`);
  return status;
}
