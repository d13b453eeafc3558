import { ALERT_MAX_BYTES, PLATFORM_ENDPOINTS } from '@platform/contract';
import { parseInput } from '../../http/errors';
import { getSession } from '../auth/session';
import type { ApiModule } from '../types';
import { deleteOldAlerts } from './queries';
import { stripControlCharacters } from './sanitize';

export { ALERT_MAX_BYTES };

/** Alerts older than this are deleted (the table is a recent-problems log, not an archive). */
export const ALERT_RETENTION_DAYS = 30;
/** At most this many alerts are kept; the oldest go first. */
export const ALERT_MAX_KEPT = 100_000;
/** One insert in this many also deletes what is past the retention: no scheduler needed. */
const SWEEP_EVERY = 100;

/** Front-end error reports for ops: `POST /api/frontend_alert/ { message }`; read with `npm run alerts`. */
export const alertsModule: ApiModule = async (app, { db, config }) => {
  let inserted = 0;
  // Per client IP: one broken page in a loop must not flood the table.
  const rateLimit = { max: config.rateLimits.alerts, timeWindow: '1 minute' };
  app.post(
    '/frontend_alert',
    // The body limit is a little above the message cap so an oversized message gets the 400 with
    // its field rather than a bare 413; anything far bigger is cut off before it is read.
    { config: { rateLimit }, bodyLimit: ALERT_MAX_BYTES * 4 + 1024 },
    async (request, reply) => {
      const { message } = parseInput(PLATFORM_ENDPOINTS.alert.body, request.body);
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
      inserted += 1;
      if (inserted % SWEEP_EVERY === 1) await deleteOldAlerts(db, ALERT_RETENTION_DAYS, ALERT_MAX_KEPT);
      return reply.status(202).send({ status: 'accepted' });
    },
  );
};
