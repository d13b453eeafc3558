import { PLATFORM_ENDPOINTS } from '@platform/contract';
import { route } from '../../http/route';
import type { ApiModule } from '../types';
import { defineReleaseHealthJob } from './health-job';
import { defineRemoteLoadsPurge } from './purge-job';
import { recordLoads } from './queries';

export { checkReleaseHealth, RELEASE_HEALTH_JOB, type HealthAction } from './health-job';
export { REMOTE_LOADS_PURGE_JOB } from './purge-job';

/**
 * Release health (docs/deploy-and-rollback.md, "Release health"): the host's beacon of remote
 * mounts and failures, `POST /api/platform/remote-loads`, counted per minute; the every-minute job
 * that aborts a failing canary or rolls back a failing release; the daily purge of old counts.
 */
export const releaseHealthModule: ApiModule = async (app, { db, config, jobs }) => {
  const { releaseHealth } = config;
  defineReleaseHealthJob(jobs, { db, config: releaseHealth, log: app.log });
  defineRemoteLoadsPurge(jobs, db, releaseHealth.retentionDays);
  // No sign-in (every visitor's page sends it); bounded by the schema (names, versions, batch size)
  // and per client address.
  const rateLimit = { max: releaseHealth.rateLimit, timeWindow: '1 minute' };
  route(
    app,
    PLATFORM_ENDPOINTS.remoteLoads,
    async ({ body: { loads } }) => {
      await recordLoads(db, loads, new Date());
      return { status: 'accepted' };
    },
    { config: { rateLimit }, bodyLimit: 16 * 1024 },
  );
};
