import { ALERT_MAX_BYTES, PLATFORM_ENDPOINTS } from '@platform/contract';
import { route } from '../../http/route';
import { getSession } from '../../http/session';
import { frontendReports } from '../../metrics/registry';
import type { ApiModule } from '../types';
import { defineAlertsPurge } from './purge-job';
import { stripControlCharacters } from './sanitize';

export { ALERT_MAX_BYTES };

export { ALERT_MAX_KEPT, ALERT_RETENTION_DAYS, ALERTS_PURGE_JOB } from './purge-job';

/** Front-end error reports for ops: `POST /api/frontend_alert/ { message }`; read with `npm run alerts`. */
export const alertsModule: ApiModule = async (app, { db, config, jobs }) => {
  // Old alerts go in a daily job, not on insert: see purge-job.ts.
  defineAlertsPurge(jobs, db);
  // Per client IP: one broken page in a loop must not flood the table.
  const rateLimit = { max: config.rateLimits.alerts, timeWindow: '1 minute' };
  route(
    app,
    PLATFORM_ENDPOINTS.alert,
    async ({ request, body: { message, remote, version } }) => {
      // A reporting endpoint must not fail because of a stale cookie: the user is optional.
      const session = await getSession(request, db).catch(() => null);
      const userAgent = request.headers['user-agent'];
      await db.query(
        'INSERT INTO frontend_alerts (message, ip, user_agent, user_id, request_id) VALUES ($1, $2, $3, $4, $5)',
        [
          stripControlCharacters(message),
          request.ip,
          userAgent === undefined ? null : stripControlCharacters(userAgent.slice(0, 512)),
          session?.user.id ?? null,
          request.id,
        ],
      );
      // Both labels are validated (an app name, a short version): the series stay few.
      frontendReports.inc({ remote: remote ?? 'unknown', version: version ?? 'unknown' });
      return { status: 'accepted' };
    },
    // The body limit is a little above the message cap so an oversized message gets the 400 with
    // its field rather than a bare 413; anything far bigger is cut off before it is read.
    { config: { rateLimit }, bodyLimit: ALERT_MAX_BYTES * 4 + 1024 },
  );
};
