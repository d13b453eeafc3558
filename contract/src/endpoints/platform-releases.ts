import { z } from 'zod/mini';
import { PLATFORM_RELEASE_ROUTES } from '../api-routes/platform-releases';
import { isAppName } from '../remotes';
import { defineEndpoint } from './endpoint';
import { coercedIdParamsSchema } from './params';
import { releaseActionBodySchema, releaseActionStatusSchema, releaseRollbackBodySchema } from './platform-release-actions';

/**
 * The platform operators' view of the release store and its controls (the operators' page,
 * `/ops/releases`). Every endpoint here is for platform operators only: 401 for a visitor, 403 for
 * any other account, API keys refused.
 */

const isoTime = z.iso.datetime({ offset: true });

/** An app of the release store in a path: `host` or a remote's folder name (`remote-search`). */
export const releaseAppParamsSchema = z.strictObject({
  app: z.string().check(z.refine(isAppName, 'Expected host or the folder name of a remote (remote-search, …).')),
});

/** Who decided a change of what browsers are served: a person (an operator) or a job of the platform. */
export const releaseActorSchema = z.strictObject({ kind: z.enum(['person', 'job']), name: z.string() });
export type ReleaseActor = z.infer<typeof releaseActorSchema>;

/** The changes the deployment audit records. */
export const RELEASE_AUDIT_ACTIONS = ['release', 'preview', 'canary', 'rollout', 'promote', 'abort', 'rollback', 'retire'] as const;
export type ReleaseAuditAction = (typeof RELEASE_AUDIT_ACTIONS)[number];

/** One line of the deployment audit: when, what, from which version to which, why and who. */
export const releaseAuditLineSchema = z.strictObject({
  at: isoTime,
  action: z.enum(RELEASE_AUDIT_ACTIONS),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  percent: z.optional(z.number()),
  reason: z.optional(z.string()),
  actor: releaseActorSchema,
});
export type ReleaseAuditLine = z.infer<typeof releaseAuditLineSchema>;

/** One app as the release store holds it. */
export const releaseAppStateSchema = z.strictObject({
  app: z.string(),
  /** The owning team, recorded by a remote's first release (absent for the host and older stores). */
  owner: z.optional(z.strictObject({ team: z.string(), contact: z.string() })),
  current: z.strictObject({ version: z.string(), releasedAt: isoTime }),
  /** The version before the current one: where a rollback without a version goes. */
  previous: z.optional(z.string()),
  /** A canary under way: its version and the share of visitors it gets. */
  canary: z.optional(z.strictObject({ version: z.string(), percent: z.number(), startedAt: isoTime })),
  /** Preview releases: loaded only by an operator's override, never served to visitors. */
  previews: z.array(z.strictObject({ version: z.string(), label: z.string(), releasedAt: isoTime })),
  /** The deployment audit of this app, newest first (the last {@link RELEASE_AUDIT_SHOWN} lines). */
  audit: z.array(releaseAuditLineSchema),
});
export type ReleaseAppState = z.infer<typeof releaseAppStateSchema>;

/** Audit lines sent per app. */
export const RELEASE_AUDIT_SHOWN = 30;

/** `GET /api/platform/releases`: every app of the release store, remotes first by name, the host last. */
export const releasesOverviewSchema = z.strictObject({
  /** False when the API has no release store (`RELEASES_DIR` unset): the list is then empty. */
  configured: z.boolean(),
  apps: z.array(releaseAppStateSchema),
});
export type ReleasesOverview = z.infer<typeof releasesOverviewSchema>;

/** The spans the health chart covers, each with the width of one point. */
export const RELEASE_HEALTH_PERIODS = { '1h': { hours: 1, bucketMinutes: 5 }, '24h': { hours: 24, bucketMinutes: 60 }, '7d': { hours: 168, bucketMinutes: 360 } } as const;
export type ReleaseHealthPeriod = keyof typeof RELEASE_HEALTH_PERIODS;
export const RELEASE_HEALTH_PERIOD_IDS = ['1h', '24h', '7d'] as const satisfies readonly ReleaseHealthPeriod[];

export const releaseHealthQuerySchema = z.strictObject({ period: z._default(z.enum(RELEASE_HEALTH_PERIOD_IDS), '24h') });

/** Loads and failures of one version in one span of time (a failed load or a render that threw is a failure). */
const healthPointSchema = z.strictObject({ loads: z.number(), failures: z.number() });

/** `GET /api/platform/releases/:app/health`: loads and failures per version over time, from the browsers' beacons. */
export const releaseHealthSchema = z.strictObject({
  app: z.string(),
  period: z.enum(RELEASE_HEALTH_PERIOD_IDS),
  bucketMinutes: z.number(),
  /** The start of each span, oldest first; every version has one point per span. */
  buckets: z.array(isoTime),
  versions: z.array(
    z.strictObject({
      version: z.string(),
      points: z.array(healthPointSchema),
      /** The whole period's sums. */
      loads: z.number(),
      failures: z.number(),
    }),
  ),
});
export type ReleaseHealth = z.infer<typeof releaseHealthSchema>;

/**
 * The operators' controls of the release store. A change is checked against the store at once (a
 * refusal it can already see is a 409 with its message: no canary to abort, nothing to roll back
 * to, the state moved since the page was read…), then runs as a job, `202` with its id: a process
 * that may write the store (the worker, in compose) runs the store's own code under its lock; ask
 * `actionStatus` until it has ended.
 */
export const PLATFORM_RELEASE_ENDPOINTS = {
  list: defineEndpoint({ ...PLATFORM_RELEASE_ROUTES.list, responses: { 200: releasesOverviewSchema }, summary: 'Every app of the release store (platform operators)' }),
  health: defineEndpoint({
    ...PLATFORM_RELEASE_ROUTES.health,
    params: releaseAppParamsSchema,
    query: releaseHealthQuerySchema,
    responses: { 200: releaseHealthSchema },
    summary: "An app's loads and failures per version over time (platform operators)",
  }),
  promote: defineEndpoint({ ...PLATFORM_RELEASE_ROUTES.promote, params: releaseAppParamsSchema, body: releaseActionBodySchema, responses: { 202: releaseActionStatusSchema }, summary: "Makes an app's canary current for everyone (platform operators)" }),
  abort: defineEndpoint({ ...PLATFORM_RELEASE_ROUTES.abort, params: releaseAppParamsSchema, body: releaseActionBodySchema, responses: { 202: releaseActionStatusSchema }, summary: "Aborts an app's canary (platform operators)" }),
  rollback: defineEndpoint({ ...PLATFORM_RELEASE_ROUTES.rollback, params: releaseAppParamsSchema, body: releaseRollbackBodySchema, responses: { 202: releaseActionStatusSchema }, summary: 'Rolls an app back (platform operators)' }),
  actionStatus: defineEndpoint({ ...PLATFORM_RELEASE_ROUTES.actionStatus, params: coercedIdParamsSchema, responses: { 200: releaseActionStatusSchema }, summary: "An operator's promote, abort or rollback: queued, running or its outcome (platform operators)" }),
};
