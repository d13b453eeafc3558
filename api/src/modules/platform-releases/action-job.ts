import { access, constants } from 'node:fs/promises';
import { z } from 'zod';
import { type AppName, isAppName, RELEASE_ACTION_KINDS } from '@platform/contract';
import { abortRollout, type AuditNote, promoteRollout, readAudit, ReleaseError, type ReleaseErrorCode, rollBackApp } from '../../../../tooling/src/releases';
import type { ReleaseHealthConfig } from '../../config/env';
import { errorCode } from '../../db/errors';
import { type JobContext, type JobRegistry, PermanentJobError } from '../../jobs';
import { actionAskedAt, recordActionDone, recordActionRefused } from './action-status';

/** The kind of an operator's promote, abort or rollback (docs/jobs.md). */
export const RELEASE_ACTION_JOB = 'platform-releases.action';

/** What the API enqueues: the app, the action, why, who (the audit's person) and the state they saw. */
export const releaseActionPayloadSchema = z.strictObject({
  app: z.custom<AppName>((value) => typeof value === 'string' && isAppName(value), 'must be an app name'),
  action: z.enum(RELEASE_ACTION_KINDS),
  reason: z.string().min(1),
  version: z.string().min(1).optional(),
  /** The operator as the audit names them: `Name <address>`. */
  actor: z.string().min(1),
  seen: z.strictObject({ current: z.string(), canary: z.string().optional() }),
});
export type ReleaseActionPayload = z.infer<typeof releaseActionPayloadSchema>;

/** The store's lock held by another change, or lost midway: worth another attempt, not a refusal. */
const TRANSIENT: ReadonlySet<ReleaseErrorCode> = new Set(['LOCKED', 'LOST_LOCK']);

/**
 * Whether this process may write the release store. A store mounted read-only (the API in
 * compose) or absent cannot run an action.
 */
export async function storeWritable(releasesDir: string | undefined): Promise<boolean> {
  if (releasesDir === undefined) return false;
  try {
    await access(releasesDir, constants.W_OK);
    return true;
  } catch (error) {
    const code = errorCode(error);
    if (code === 'EROFS' || code === 'EACCES' || code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * A run that changed the store, then died before its job was marked done, finds its own audit line
 * on the next attempt (this operator, this action and reason, since the job was asked): it reports
 * that change instead of refusing the state it moved itself.
 */
async function alreadyApplied(releasesDir: string, payload: ReleaseActionPayload, since: Date): Promise<{ from: string; to: string } | undefined> {
  const last = (await readAudit(releasesDir, payload.app)).at(-1);
  if (last === undefined || last.from === undefined || last.to === undefined) return undefined;
  const same = last.action === payload.action && last.actor.kind === 'person' && last.actor.name === payload.actor && last.reason === payload.reason;
  return same && new Date(last.at) >= since ? { from: last.from, to: last.to } : undefined;
}

async function runOnStore(config: ReleaseHealthConfig & { releasesDir: string }, payload: ReleaseActionPayload): Promise<{ from: string; to: string }> {
  const audit: AuditNote = { actor: { kind: 'person', name: payload.actor }, reason: payload.reason };
  const context = { releasesDir: config.releasesDir, remotesOrigin: config.remotesOrigin, audit, expected: payload.seen };
  if (payload.action === 'promote') return promoteRollout(context, payload.app);
  if (payload.action === 'abort') return abortRollout(context, payload.app);
  return rollBackApp(context, payload.app, payload.version);
}

/**
 * Runs an operator's action with the release store's own code under its lock (as `npm run release
 * -- <app> --promote|--abort` and `npm run rollback` do), refused if the app moved since the
 * operator saw it; the audit names the operator. The result is committed with the job's
 * completion; a refusal of the store is recorded and ends the job at once (PermanentJobError).
 */
export async function runReleaseActionJob(config: ReleaseHealthConfig & { releasesDir: string }, payload: ReleaseActionPayload, job: JobContext, askedAt: Date): Promise<void> {
  const applied = job.attempt > 1 ? await alreadyApplied(config.releasesDir, payload, askedAt) : undefined;
  let result: { from: string; to: string };
  try {
    result = applied ?? (await runOnStore(config, payload));
  } catch (error) {
    if (!(error instanceof ReleaseError) || TRANSIENT.has(error.code)) throw error;
    const code = error.code === 'STATE_CHANGED' ? 'release_state_changed' : error.code.toLowerCase();
    await recordActionRefused(job.db, job.id, code, error.message);
    throw new PermanentJobError(error.message);
  }
  await job.completeWith((tx) => recordActionDone(tx, job.id, result));
}

/**
 * Defines `platform-releases.action` only in a process that may write the release store. In compose
 * the API mounts the store read-only (and runs no jobs); the worker mounts it read-write and so is
 * the one that claims these jobs. Not defining the kind elsewhere (rather than failing it to be
 * retried) means a read-only process never claims the job at all: it neither spends the job's
 * attempts nor delays the run by a backoff, and the job waits, queued, for a process that can.
 * Checked once at start-up, as the mounts of a container are.
 */
export async function defineReleaseActionJob(jobs: JobRegistry, config: ReleaseHealthConfig): Promise<boolean> {
  const { releasesDir } = config;
  if (releasesDir === undefined || !(await storeWritable(releasesDir))) return false;
  jobs.define({
    kind: RELEASE_ACTION_JOB,
    payload: releaseActionPayloadSchema,
    async handler(payload, context) {
      await runReleaseActionJob({ ...config, releasesDir }, payload, context, await actionAskedAt(context.db, context.id));
    },
  });
  return true;
}
