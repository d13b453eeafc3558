import { z } from 'zod';
import { parseInput } from '../../http/errors';
import { getSession } from '../auth/session';
import type { ApiModule } from '../types';

/** Largest alert message kept, in bytes of UTF-8 (a stack trace fits; a dump does not). */
export const ALERT_MAX_BYTES = 4096;

const ALERT_BODY = z.strictObject({
  message: z
    .string()
    .min(1, 'The message is empty.')
    .refine((message) => Buffer.byteLength(message, 'utf8') <= ALERT_MAX_BYTES, {
      message: `At most ${ALERT_MAX_BYTES} bytes.`,
    }),
});

/** Front-end error reports for ops: `POST /api/frontend_alert/ { message }`; read with `npm run alerts`. */
export const alertsModule: ApiModule = async (app, { db, config }) => {
  // Per client IP: one broken page in a loop must not flood the table.
  const rateLimit = { max: config.rateLimits.alerts, timeWindow: '1 minute' };
  app.post(
    '/frontend_alert',
    // The body limit is a little above the message cap so an oversized message gets the 400 with
    // its field rather than a bare 413; anything far bigger is cut off before it is read.
    { config: { rateLimit }, bodyLimit: ALERT_MAX_BYTES * 4 + 1024 },
    async (request, reply) => {
      const { message } = parseInput(ALERT_BODY, request.body);
      // A reporting endpoint must not fail because of a stale cookie: the user is optional.
      const session = await getSession(request, db).catch(() => null);
      await db.query(
        'INSERT INTO frontend_alerts (message, ip, user_agent, user_id) VALUES ($1, $2, $3, $4)',
        [message, request.ip, request.headers['user-agent']?.slice(0, 512) ?? null, session?.user.id ?? null],
      );
      return reply.status(202).send({ status: 'accepted' });
    },
  );
};
