import type { FastifyInstance } from 'fastify';
import { SCORECARD_ENDPOINTS } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireOwnVacancy, requireTeamSession, teamAccess, type TeamSession } from '../access';
import { requireOwnApplication } from '../applications/board-routes';
import { competenciesOf, ratingsOf, saveCompetencies, vacancyCompetencies } from './competencies';
import { seesAllScorecards, toMyScorecard, toSummaryItem } from './mapping';
import { hasSubmitted, ownApplicationScorecard, ownInterviewScorecard, type ScorecardRow, scorecardsOf, submitScorecard } from './queries';

/** The reader's scorecard for an interview, with its application checked to be the team's. */
async function requireOwnInterviewScorecard(db: Database, interviewId: number, session: TeamSession): Promise<{ row: ScorecardRow; vacancyId: number }> {
  const row = await ownInterviewScorecard(db, interviewId, session.user.id);
  // Not an interviewer of it (or no such interview): as if it did not exist.
  if (row === null) throw new ApiError(404, 'not_found', 'No scorecard of yours for this interview.');
  const application = await requireOwnApplication(db, row.application_id, session).catch(() => {
    throw new ApiError(404, 'not_found', 'No scorecard of yours for this interview.');
  });
  return { row, vacancyId: application.vacancy_id };
}

/**
 * Scorecards: a vacancy's competencies (any member of its team reads and edits them), the
 * reader's own scorecard for an interview they hold (`/team/interviews/{id}/scorecard`) or for the
 * application without one (`/team/applications/{id}/scorecard`), and the application's summary
 * under the independence rule. Anyone outside the team is told the application does not exist.
 */
export async function registerScorecardRoutes(app: FastifyInstance, db: Database): Promise<void> {
  const teamOnly = teamAccess(db);

  route(app, SCORECARD_ENDPOINTS.vacancyScorecard, async ({ request, params: { id } }) => {
    const session = await requireTeamSession(request, db);
    await requireOwnVacancy(db, id, session);
    return vacancyCompetencies(db, id);
  });

  route(app, SCORECARD_ENDPOINTS.editVacancyScorecard, {
    access: async ({ request, params: { id } }) => {
      const session = await requireTeamSession(request, db);
      await requireOwnVacancy(db, id, session);
      return session;
    },
    handler: async ({ access: session, params: { id }, body }) => {
      await saveCompetencies(db, id, competenciesOf(body), session.user.id);
      return vacancyCompetencies(db, id);
    },
  });

  route(app, SCORECARD_ENDPOINTS.applicationScorecards, async ({ request, params: { id } }) => {
    const session = await requireTeamSession(request, db);
    const application = await requireOwnApplication(db, id, session);
    const [rows, current, submittedOwn] = await Promise.all([scorecardsOf(db, id), vacancyCompetencies(db, application.vacancy_id), hasSubmitted(db, id, session.user.id)]);
    const seesAll = seesAllScorecards(session.team.role, submittedOwn);
    const now = new Date();
    return { applicationId: id, competencies: current.competencies, seesAll, items: rows.map((row) => toSummaryItem(row, session.user.id, seesAll, now)) };
  });

  route(app, SCORECARD_ENDPOINTS.myApplicationScorecard, async ({ request, params: { id } }) => {
    const session = await requireTeamSession(request, db);
    const application = await requireOwnApplication(db, id, session);
    const [row, current] = await Promise.all([ownApplicationScorecard(db, id, session.user.id), vacancyCompetencies(db, application.vacancy_id)]);
    return toMyScorecard(id, null, row, current.competencies);
  });

  route(app, SCORECARD_ENDPOINTS.submitApplicationScorecard, {
    access: teamOnly,
    handler: async ({ access: session, params: { id }, body: input }) => {
      const application = await requireOwnApplication(db, id, session);
      const current = await vacancyCompetencies(db, application.vacancy_id);
      const ratings = ratingsOf(input, current.competencies);
      await submitScorecard(db, { applicationId: id, interviewerId: session.user.id, interviewId: null, ratings, recommendation: input.recommendation, notes: input.notes });
      return toMyScorecard(id, null, await ownApplicationScorecard(db, id, session.user.id), current.competencies);
    },
  });

  route(app, SCORECARD_ENDPOINTS.myInterviewScorecard, async ({ request, params: { id } }) => {
    const session = await requireTeamSession(request, db);
    const { row, vacancyId } = await requireOwnInterviewScorecard(db, id, session);
    return toMyScorecard(row.application_id, id, row, (await vacancyCompetencies(db, vacancyId)).competencies);
  });

  route(app, SCORECARD_ENDPOINTS.submitInterviewScorecard, {
    access: teamOnly,
    handler: async ({ access: session, params: { id }, body: input }) => {
      const { row, vacancyId } = await requireOwnInterviewScorecard(db, id, session);
      const current = await vacancyCompetencies(db, vacancyId);
      const ratings = ratingsOf(input, current.competencies);
      await submitScorecard(db, { applicationId: row.application_id, interviewerId: session.user.id, interviewId: id, ratings, recommendation: input.recommendation, notes: input.notes });
      return toMyScorecard(row.application_id, id, await ownInterviewScorecard(db, id, session.user.id), current.competencies);
    },
  });
}
