import { PLATFORM_ENDPOINTS } from '@platform/contract';
import { listMigrations } from '../../db/migrate';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import type { ApiModule } from '../types';

/** A due job waiting longer than this means nobody runs jobs. */
const JOBS_OVERDUE_AFTER_S = 300;

/** Liveness and readiness probes: `/api/health`, `/api/ready`. */
export const platformModule: ApiModule = async (app, { db }) => {
  // Liveness: the process answers. Deliberately no database call, so a slow database does not get
  // a healthy process restarted.
  route(app, PLATFORM_ENDPOINTS.health, async () => ({ status: 'ok' }));

  // The probe's own connection where there is a pool: a flood of searches does not delay it. The
  // check named `database` is the app's own (`buildApp`): it watches every statement's answer.
  const probe = db.probe ?? db;
  // Every migration file is applied: an API started on a schema older than its code is not ready.
  const expected = listMigrations();
  app.readiness.add('migrations', async () => {
    const { rows } = await probe.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.name));
    const missing = expected.filter((name) => !applied.has(name));
    if (missing.length > 0) throw new Error(`not applied: ${missing.join(', ')}`);
  });

  // Jobs are being run: none has waited past its time (or its lease) for long. A pile of overdue
  // jobs means no worker polls (crashed, stuck, JOBS_IN_API off with no worker started).
  app.readiness.add('jobs', async () => {
    const { rows } = await probe.query<{ overdue: number }>(
      `SELECT count(*) AS overdue FROM jobs WHERE state IN ('queued', 'running') AND run_at < now() - make_interval(secs => $1)`,
      [JOBS_OVERDUE_AFTER_S],
    );
    const overdue = rows[0]?.overdue ?? 0;
    if (overdue > 0) throw new Error(`${overdue} job(s) overdue by more than ${JOBS_OVERDUE_AFTER_S} s: is a job runner running?`);
  });

  // Readiness: the latest results of every check of `app.readiness` (modules add theirs, e.g. the
  // job system), kept fresh in the background: answered at once, however busy the database is.
  route(app, PLATFORM_ENDPOINTS.ready, async ({ request }) => {
    const { ready, checks } = await app.readiness.report();
    if (!ready) {
      request.log.error({ checks }, 'readiness check failed');
      const failed = Object.entries(checks).filter(([, result]) => result !== 'ok');
      throw new ApiError(503, 'not_ready', `Not ready: ${failed.map(([name, result]) => `${name} (${result})`).join('; ')}.`);
    }
    return { status: 'ready', database: db.kind, checks };
  });
};
