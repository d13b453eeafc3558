import { z } from 'zod/mini';

/** Why: required for every change an operator makes here, written to the audit with their name. */
const reasonSchema = z.string().check(z.trim(), z.minLength(1, 'Say why, for the audit.'), z.maxLength(500, 'At most 500 characters.'));

const versionSchema = z.string().check(z.minLength(1), z.maxLength(100));

/**
 * The app's state as the operator saw it when they clicked: the current version and the canary
 * (none: absent). An action whose app has changed since is refused (`release_state_changed`), so a
 * stale page cannot promote, abort or roll back a newer state than the one shown.
 */
export const releaseSeenStateSchema = z.strictObject({ current: versionSchema, canary: z.optional(versionSchema) });
export type ReleaseSeenState = z.infer<typeof releaseSeenStateSchema>;

export const releaseActionBodySchema = z.strictObject({ reason: reasonSchema, seen: releaseSeenStateSchema });
export type ReleaseActionBody = z.infer<typeof releaseActionBodySchema>;

/** A rollback: to the version current before the last change, or to `version`. */
export const releaseRollbackBodySchema = z.strictObject({ reason: reasonSchema, seen: releaseSeenStateSchema, version: z.optional(versionSchema) });
export type ReleaseRollbackBody = z.infer<typeof releaseRollbackBodySchema>;

/** What an operator may do to an app, each with a reason for the audit. */
export const RELEASE_ACTION_KINDS = ['promote', 'abort', 'rollback'] as const;
export type ReleaseActionKind = (typeof RELEASE_ACTION_KINDS)[number];

/** What a change did: the version served to everyone before and after. */
export const releaseActionResultSchema = z.strictObject({ app: z.string(), from: z.string(), to: z.string() });
export type ReleaseActionResult = z.infer<typeof releaseActionResultSchema>;

const actionFields = { id: z.number(), app: z.string(), action: z.enum(RELEASE_ACTION_KINDS) };

/** Why an action did not happen: a code to branch on (`no_rollout`, `release_state_changed`, …) and the store's words. */
const actionErrorSchema = z.strictObject({ code: z.string(), message: z.string() });

/**
 * An operator's promote, abort or rollback, run as a job by a process that may write the release
 * store (the worker, in compose): `queued` until one claims it, `running`, then `done` with what
 * it did, `refused` by the store (nothing changed; `error` says why) or `failed` (an error the
 * retries did not overcome).
 */
export const releaseActionStatusSchema = z.discriminatedUnion('state', [
  z.strictObject({ ...actionFields, state: z.literal('queued') }),
  z.strictObject({ ...actionFields, state: z.literal('running') }),
  z.strictObject({ ...actionFields, state: z.literal('done'), result: releaseActionResultSchema }),
  z.strictObject({ ...actionFields, state: z.literal('refused'), error: actionErrorSchema }),
  z.strictObject({ ...actionFields, state: z.literal('failed'), error: actionErrorSchema }),
]);
export type ReleaseActionStatus = z.infer<typeof releaseActionStatusSchema>;
export type ReleaseActionState = ReleaseActionStatus['state'];

/** Whether an action has ended (done, refused or failed): nothing more will change. */
export function isFinalReleaseAction(status: ReleaseActionStatus): boolean {
  return status.state !== 'queued' && status.state !== 'running';
}
