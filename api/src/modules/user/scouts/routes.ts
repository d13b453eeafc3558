import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SCOUT_ENDPOINTS, SCOUTS_MAX, type ScoutRunPage, scoutSettingsSchema } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError, parseInput } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireSession } from '../../../http/session';
import { type ResumeSource, type ResumeViewer, underField } from '../../search';
import { toMatches, toRun, toScout } from './mapping';
import {
  countScouts,
  insertScout,
  type ScoutFields,
  runBoundary,
  runSince,
  selectRun,
  selectRuns,
  selectScout,
  selectScouts,
  updateScout,
} from './queries';
import { runScout } from './run';
import { syncScoutSchedule } from './schedule';

/**
 * A page of a run for the caller (the answer of a manual run, and of `GET /results/{id}`): read
 * from the CVs within the run's snapshot that the caller may see now.
 */
async function runPage(db: Database, resumes: ResumeSource, runId: number, viewer: ResumeViewer, page: number, perPage: number): Promise<ScoutRunPage> {
  const run = await selectRun(db, runId, viewer.userId);
  if (run === undefined) throw new ApiError(404, 'not_found', 'No such scouting result.');
  const items = await resumes.snapshotPage(run.criteria, {
    viewer,
    boundary: runBoundary(run),
    since: runSince(run),
    offset: (page - 1) * perPage,
    limit: perPage,
  });
  return { ...toRun(run), page, perPage, items: toMatches(items, await resumes.find(items, viewer)) };
}

/**
 * Scouting: `/api/user/scouts` (saved searches with a schedule), their runs and results. Private
 * to the user: another user's scout or result is a 404. Saving checks the criteria with the
 * search (a scout that could never run is refused at once) and keeps the scout's schedule row in
 * step in the same transaction.
 */
export async function registerScoutRoutes(app: FastifyInstance, db: Database, resumes: ResumeSource, publicUrl: string): Promise<void> {
  const viewerOf = (session: { user: { id: string }; team: { id: string } | null }): ResumeViewer => ({
    userId: session.user.id,
    teamId: session.team?.id ?? null,
  });
  const checkCriteria = async (criteria: Record<string, unknown>, viewer: ResumeViewer) => {
    await resumes.matches(criteria, { limit: 1, viewer }).catch((error: unknown) => {
      throw underField('criteria', error);
    });
  };
  const ownScout = async (id: number, userId: string) => {
    const row = await selectScout(db, id, userId);
    if (row === undefined) throw new ApiError(404, 'not_found', 'No such scout.');
    return row;
  };

  const signedIn = async ({ request }: { request: FastifyRequest }) => requireSession(request, db);

  route(app, SCOUT_ENDPOINTS.list, async ({ request }) => {
    const session = await requireSession(request, db);
    return { items: (await selectScouts(db, session.user.id)).map(toScout) };
  });

  route(app, SCOUT_ENDPOINTS.runs, {
    access: signedIn,
    handler: async ({ access: session, query }) => ({ items: (await selectRuns(db, session.user.id, query)).map(toRun) }),
  });

  route(app, SCOUT_ENDPOINTS.runPage, {
    access: signedIn,
    handler: async ({ access: session, params: { id }, query }) => runPage(db, resumes, id, viewerOf(session), query.page, query.perPage),
  });

  route(app, SCOUT_ENDPOINTS.get, async ({ request, params: { id } }) => {
    const session = await requireSession(request, db);
    return toScout(await ownScout(id, session.user.id));
  });

  route(app, SCOUT_ENDPOINTS.create, {
    access: signedIn,
    handler: async ({ access: session, body: input }) => {
      if ((await countScouts(db, session.user.id)) >= SCOUTS_MAX) {
        throw new ApiError(409, 'too_many_scouts', `You can keep at most ${SCOUTS_MAX} scouts.`);
      }
      await checkCriteria(input.criteria, viewerOf(session));
      const id = await db.transaction(async (tx) => {
        const created = await insertScout(tx, session.user.id, input);
        await syncScoutSchedule(tx, { id: created, ...input });
        return created;
      });
      return toScout(await ownScout(id, session.user.id));
    },
  });

  route(app, SCOUT_ENDPOINTS.update, {
    access: async ({ request, params: { id } }) => {
      const session = await requireSession(request, db);
      return { session, row: await ownScout(id, session.user.id) };
    },
    handler: async ({ access: { session, row }, params: { id }, body: input }) => {
      const fields: ScoutFields = {
        name: input.name ?? row.name,
        criteria: input.criteria ?? row.criteria,
        active: input.active ?? row.active,
        schedule: input.schedule ?? row.schedule,
        hour: input.hour === undefined ? row.run_hour : input.hour,
        timeZone: input.timeZone ?? row.time_zone,
        digest: input.digest ?? row.digest,
      };
      // The merged scout must be whole: switching to daily needs an hour (given now or kept).
      parseInput(scoutSettingsSchema, { schedule: fields.schedule, hour: fields.hour });
      if (input.criteria !== undefined) await checkCriteria(input.criteria, viewerOf(session));
      await db.transaction(async (tx) => {
        await updateScout(tx, id, fields);
        await syncScoutSchedule(tx, { id, ...fields });
      });
      return toScout(await ownScout(id, session.user.id));
    },
  });

  route(app, SCOUT_ENDPOINTS.remove, async ({ request, params: { id } }) => {
    const session = await requireSession(request, db);
    const deleted = await db.transaction(async (tx) => {
      const result = await tx.query('DELETE FROM scouts WHERE id = $1 AND user_id = $2', [id, session.user.id]);
      if (result.rowCount > 0) await syncScoutSchedule(tx, { id, deleted: true });
      return result.rowCount;
    });
    if (deleted === 0) throw new ApiError(404, 'not_found', 'No such scout.');
  });

  // A manual run works whether or not the scout is active: the switch pauses the schedule only.
  route(app, SCOUT_ENDPOINTS.run, async ({ request, params: { id } }) => {
    const session = await requireSession(request, db);
    const scout = await ownScout(id, session.user.id);
    const runId = await runScout(db, resumes, scout, { trigger: 'manual', publicUrl, commit: (fn) => db.transaction(fn) }).catch(
      (error: unknown) => {
        throw underField('criteria', error);
      },
    );
    if (runId === null) throw new ApiError(404, 'not_found', 'No such scout.');
    return runPage(db, resumes, runId, viewerOf(session), 1, 20);
  });
}
