import { type AppName, isAppName, PLATFORM_RELEASE_ENDPOINTS, RELEASE_HEALTH_PERIODS, type Session } from '@platform/contract';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import { requireOperator } from '../../http/session';
import type { ApiModule } from '../types';
import { defineReleaseActionJob } from './action-job';
import { type ReleaseActionRequest, requestReleaseAction } from './action-request';
import { releaseActionStatus } from './action-status';
import { healthCounts } from './health-queries';
import { bucketStarts, healthSeries } from './health-series';
import { releasesOverview } from './overview';

/** The path's app, known to be an app name (the params schema checked it). */
function appOf(app: string): AppName {
  if (!isAppName(app)) throw new ApiError(404, 'not_found', 'No such app.');
  return app;
}

/**
 * The platform operators' releases (the operators' page): the release store's state and audit,
 * each app's loads and failures per version over time, and promote, abort and rollback with a
 * reason, run as jobs by a process that may write the store. Platform operators only (`npm run operators`): 401 for a visitor, 403 for anyone else.
 */
export const platformReleasesModule: ApiModule = async (app, { db, config, jobs }) => {
  const { releaseHealth } = config;
  route(app, PLATFORM_RELEASE_ENDPOINTS.list, {
    access: ({ request }) => requireOperator(request, db),
    handler: () => releasesOverview(releaseHealth.releasesDir),
  });
  route(app, PLATFORM_RELEASE_ENDPOINTS.health, {
    access: ({ request }) => requireOperator(request, db),
    handler: async ({ params, query: { period } }) => {
      const now = new Date();
      const starts = bucketStarts(period, now);
      const rows = await healthCounts(db, params.app, new Date((starts[0] ?? 0) * 1000), RELEASE_HEALTH_PERIODS[period].bucketMinutes * 60);
      return healthSeries(params.app, period, starts, rows);
    },
  });
  // Run where the store is writable (the worker in compose, the API with `npm start`): action-job.ts.
  await defineReleaseActionJob(jobs, releaseHealth);
  const ask = (session: Session, app: string, request: ReleaseActionRequest) => requestReleaseAction(db, releaseHealth, session, appOf(app), request);
  route(app, PLATFORM_RELEASE_ENDPOINTS.promote, {
    access: ({ request }) => requireOperator(request, db),
    handler: ({ params, body: { reason, seen }, access }) => ask(access, params.app, { kind: 'promote', reason, seen }),
  });
  route(app, PLATFORM_RELEASE_ENDPOINTS.abort, {
    access: ({ request }) => requireOperator(request, db),
    handler: ({ params, body: { reason, seen }, access }) => ask(access, params.app, { kind: 'abort', reason, seen }),
  });
  route(app, PLATFORM_RELEASE_ENDPOINTS.rollback, {
    access: ({ request }) => requireOperator(request, db),
    handler: ({ params, body: { reason, seen, version }, access }) => ask(access, params.app, { kind: 'rollback', reason, seen, ...(version === undefined ? {} : { version }) }),
  });
  route(app, PLATFORM_RELEASE_ENDPOINTS.actionStatus, {
    access: ({ request }) => requireOperator(request, db),
    handler: async ({ params: { id } }) => {
      const status = await releaseActionStatus(db, id);
      if (status === null) throw new ApiError(404, 'not_found', 'No such release action.');
      return status;
    },
  });
};
