import { PLATFORM_RELEASE_ENDPOINTS, type ApiClient, type ReleaseActionKind, type ReleaseHealthPeriod, type ReleaseRollbackBody } from '@platform/contract';
import { call } from '@platform/shared/call';

export type { ReleaseActionKind } from '@platform/contract';

/** Every app of the release store: versions, canary, previews, audit. */
export const listReleases = (api: ApiClient, signal?: AbortSignal) => call(api, PLATFORM_RELEASE_ENDPOINTS.list, { signal });

/** An app's loads and failures per version over `period`. */
export const getReleaseHealth = (api: ApiClient, app: string, period: ReleaseHealthPeriod, signal?: AbortSignal) =>
  call(api, PLATFORM_RELEASE_ENDPOINTS.health, { params: { app }, query: { period }, signal });

/**
 * Asks for a promote, abort or rollback (to the version before, or `version`) of the state the
 * page shows (`seen`): refused at once when the store already says no, else queued as a job.
 */
export function runReleaseAction(api: ApiClient, app: string, kind: ReleaseActionKind, body: ReleaseRollbackBody) {
  if (kind === 'rollback') return call(api, PLATFORM_RELEASE_ENDPOINTS.rollback, { params: { app }, body });
  return call(api, PLATFORM_RELEASE_ENDPOINTS[kind], { params: { app }, body: { reason: body.reason, seen: body.seen } });
}

/** Where an asked action is: queued, running, done, refused or failed. */
export const getReleaseAction = (api: ApiClient, id: number, signal?: AbortSignal) => call(api, PLATFORM_RELEASE_ENDPOINTS.actionStatus, { params: { id: String(id) }, signal });

/** The query keys of this area (its prefix is `ops`). */
export const releasesKey = () => ['ops', 'releases'] as const;
export const healthKey = (app: string, period: ReleaseHealthPeriod) => ['ops', 'releases', app, 'health', period] as const;
export const actionKey = (id: number) => ['ops', 'release-actions', id] as const;
