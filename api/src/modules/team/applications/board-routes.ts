import type { FastifyInstance } from 'fastify';
import { APPLICATION_ENDPOINTS, type ResponseOf, type TeamApplicationDetails } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError, parseInput } from '../../../http/errors';
import { parseNumericId, requireOwnVacancy, requireTeamSession, routeParam, type TeamSession } from '../access';
import { interviewsForDetails } from '../interviews/details';
import { recordVacancyVisit } from '../vacancy-queries';
import { emitWebhookEvent } from '../webhooks';
import { toNote, toTeamApplication, toTeamStageEvent } from './mapping';
import { notifyStage } from './notifications';
import { type ApplicationRow, applicationsOfVacancy, findApplication, insertNote, moveApplication, notesOf, stageEvents } from './queries';
import { checkMove } from './stages';

/**
 * An application of the session's team. Another team's (or a missing) one answers 404 with
 * nothing of it in the body: an application is never public, so its existence is not told.
 */
export async function requireOwnApplication(db: Queryable, id: number, session: TeamSession, lock = false): Promise<ApplicationRow> {
  const row = await findApplication(db, id, session.user.id, lock);
  if (row === null || row.team_id !== session.team.id) throw new ApiError(404, 'not_found', 'No such application.');
  return row;
}

async function details(db: Queryable, row: ApplicationRow): Promise<TeamApplicationDetails> {
  const [history, notes, interviews] = await Promise.all([stageEvents(db, [row.id]), notesOf(db, row.id), interviewsForDetails(db, row.id)]);
  return { ...toTeamApplication(row), history: history.map(toTeamStageEvent), noteList: notes.map(toNote), interviews };
}

/** The team's side: the board of a vacancy's applications, moves between stages, notes. */
export async function registerBoardRoutes(app: FastifyInstance, db: Database): Promise<void> {
  app.get<{ Reply: ResponseOf<typeof APPLICATION_ENDPOINTS.board> }>('/team/vacancies/:id/applications', async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
    await requireOwnVacancy(db, id, session);
    const rows = await applicationsOfVacancy(db, id, session.user.id);
    await recordVacancyVisit(db, session.user.id, id);
    return { items: rows.map(toTeamApplication) };
  });

  app.get<{ Reply: ResponseOf<typeof APPLICATION_ENDPOINTS.details> }>('/team/applications/:id', async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'application');
    return details(db, await requireOwnApplication(db, id, session));
  });

  app.post<{ Reply: ResponseOf<typeof APPLICATION_ENDPOINTS.move> }>('/team/applications/:id/stage', async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'application');
    const input = parseInput(APPLICATION_ENDPOINTS.move.body, request.body);
    await db.transaction(async (tx) => {
      // Locked: two recruiters moving one card at once are applied one after the other, each checked.
      const row = await requireOwnApplication(tx, id, session, true);
      const reason = checkMove(row.stage, input.stage, input.reason);
      const eventId = await moveApplication(tx, { id, from: row.stage, to: input.stage, reason, actorId: session.user.id });
      await notifyStage(tx, id, eventId, input.stage);
      await emitWebhookEvent(tx, session.team.id, 'application.stage_changed', { applicationId: id, vacancyId: row.vacancy_id, from: row.stage, to: input.stage });
    });
    return details(db, await requireOwnApplication(db, id, session));
  });

  app.post<{ Reply: ResponseOf<typeof APPLICATION_ENDPOINTS.addNote, 201> }>('/team/applications/:id/notes', async (request, reply) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'application');
    const input = parseInput(APPLICATION_ENDPOINTS.addNote.body, request.body);
    await requireOwnApplication(db, id, session);
    const noteId = await insertNote(db, id, session.user.id, input.body);
    const note = (await notesOf(db, id)).map(toNote).find((item) => item.id === noteId);
    if (note === undefined) throw new Error(`note ${noteId} was not found after its INSERT`);
    return reply.status(201).send(note);
  });
}
