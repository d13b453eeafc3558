import { ApiError } from '../../http/errors';
import type { ApiModule } from '../types';

/** Liveness and readiness probes: `/api/health`, `/api/ready`. */
export const platformModule: ApiModule = async (app, { db }) => {
  // Liveness: the process answers. Deliberately no database call, so a slow database does not get
  // a healthy process restarted.
  app.get('/health', async () => ({ status: 'ok' }));

  // Readiness: the database answers too.
  app.get('/ready', async (request) => {
    try {
      await db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'readiness check: database unavailable');
      throw new ApiError(503, 'not_ready', 'The database is not available.');
    }
    return { status: 'ready', database: db.kind };
  });
};
