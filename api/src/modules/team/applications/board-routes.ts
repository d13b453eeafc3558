import type { FastifyInstance } from 'fastify';
import { APPLICATION_ENDPOINTS, type CvDuplicate, type TeamApplicationDetails } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { findDuplicates, probeOfResume } from '../../cv';
import { requireOwnVacancy, requireTeamSession, teamAccess, type TeamSession } from '../access';
import { interviewsForDetails } from '../interviews/details';
import { recordVacancyVisit } from '../vacancies/queries';
import { emitWebhookEvent } from '../webhooks';
import { toNote, toTeamApplication, toTeamStageEvent } from './mapping';
import { notifyStage } from './notifications';
import { applicationConsent, type ApplicationRow, applicationsOfVacancy, findApplication, insertNote, moveApplication, notesOf, stageEvents } from './queries';
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
  const [history, notes, interviews, consent, duplicates] = await Promise.all([
    stageEvents(db, [row.id]),
    notesOf(db, row.id),
    interviewsForDetails(db, row.id),
    applicationConsent(db, row.id),
    applicantDuplicates(db, row),
  ]);
  return { ...toTeamApplication(row), history: history.map(toTeamStageEvent), noteList: notes.map(toNote), interviews, consent, duplicates };
}

/**
 * The applicant's CV's likely duplicates among the CVs the team can see (the team's own imports
 * of the same person above all): the applicant's contacts take part, as the team sees them.
 */
async function applicantDuplicates(db: Queryable, row: ApplicationRow): Promise<CvDuplicate[]> {
  if (row.resume_id === null) return [];
  try {
    return await findDuplicates(db, row.team_id, await probeOfResume(db, row.team_id, { type: 'internal', id: row.resume_id }));
  } catch (error) {
    // A CV the team can no longer see (deleted since): nothing to compare.
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

/** The team's side: the board of a vacancy's applications, moves between stages, notes. */
export async function registerBoardRoutes(app: FastifyInstance, db: Database): Promise<void> {
  const teamOnly = teamAccess(db);

  route(app, APPLICATION_ENDPOINTS.board, async ({ request, params: { id } }) => {
    const session = await requireTeamSession(request, db);
    await requireOwnVacancy(db, id, session);
    const rows = await applicationsOfVacancy(db, id, session.user.id);
    await recordVacancyVisit(db, session.user.id, id);
    return { items: rows.map(toTeamApplication) };
  });

  route(app, APPLICATION_ENDPOINTS.details, async ({ request, params: { id } }) => {
    const session = await requireTeamSession(request, db);
    return details(db, await requireOwnApplication(db, id, session));
  });

  route(app, APPLICATION_ENDPOINTS.move, {
    access: teamOnly,
    handler: async ({ access: session, params: { id }, body: input }) => {
      await db.transaction(async (tx) => {
        // Locked: two recruiters moving one card at once are applied one after the other, each checked.
        const row = await requireOwnApplication(tx, id, session, true);
        const reason = checkMove(row.stage, input.stage, input.reason);
        const eventId = await moveApplication(tx, { id, from: row.stage, to: input.stage, reason, actorId: session.user.id });
        await notifyStage(tx, id, eventId, input.stage);
        await emitWebhookEvent(tx, session.team.id, 'application.stage_changed', { applicationId: id, vacancyId: row.vacancy_id, from: row.stage, to: input.stage });
      });
      return details(db, await requireOwnApplication(db, id, session));
    },
  });

  route(app, APPLICATION_ENDPOINTS.addNote, {
    access: teamOnly,
    handler: async ({ access: session, params: { id }, body: input }) => {
      await requireOwnApplication(db, id, session);
      const noteId = await insertNote(db, id, session.user.id, input.body);
      const note = (await notesOf(db, id)).map(toNote).find((item) => item.id === noteId);
      if (note === undefined) throw new Error(`note ${noteId} was not found after its INSERT`);
      return note;
    },
  });
}
