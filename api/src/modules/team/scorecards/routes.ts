import type { FastifyInstance } from 'fastify';
import { type ResponseOf, SCORECARD_ENDPOINTS } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError, parseInput } from '../../../http/errors';
import { parseNumericId, requireOwnVacancy, requireTeamSession, routeParam, type TeamSession } from '../access';
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
  app.get<{ Reply: ResponseOf<typeof SCORECARD_ENDPOINTS.vacancyScorecard> }>(SCORECARD_ENDPOINTS.vacancyScorecard.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
    await requireOwnVacancy(db, id, session);
    return vacancyCompetencies(db, id);
  });

  app.put<{ Reply: ResponseOf<typeof SCORECARD_ENDPOINTS.editVacancyScorecard> }>(SCORECARD_ENDPOINTS.editVacancyScorecard.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'vacancy');
    await requireOwnVacancy(db, id, session);
    const competencies = competenciesOf(parseInput(SCORECARD_ENDPOINTS.editVacancyScorecard.body, request.body));
    await saveCompetencies(db, id, competencies, session.user.id);
    return vacancyCompetencies(db, id);
  });

  app.get<{ Reply: ResponseOf<typeof SCORECARD_ENDPOINTS.applicationScorecards> }>(SCORECARD_ENDPOINTS.applicationScorecards.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'application');
    const application = await requireOwnApplication(db, id, session);
    const [rows, current, submittedOwn] = await Promise.all([scorecardsOf(db, id), vacancyCompetencies(db, application.vacancy_id), hasSubmitted(db, id, session.user.id)]);
    const seesAll = seesAllScorecards(session.team.role, submittedOwn);
    const now = new Date();
    return { applicationId: id, competencies: current.competencies, seesAll, items: rows.map((row) => toSummaryItem(row, session.user.id, seesAll, now)) };
  });

  app.get<{ Reply: ResponseOf<typeof SCORECARD_ENDPOINTS.myApplicationScorecard> }>(SCORECARD_ENDPOINTS.myApplicationScorecard.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'application');
    const application = await requireOwnApplication(db, id, session);
    const [row, current] = await Promise.all([ownApplicationScorecard(db, id, session.user.id), vacancyCompetencies(db, application.vacancy_id)]);
    return toMyScorecard(id, null, row, current.competencies);
  });

  app.put<{ Reply: ResponseOf<typeof SCORECARD_ENDPOINTS.submitApplicationScorecard> }>(SCORECARD_ENDPOINTS.submitApplicationScorecard.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'application');
    const input = parseInput(SCORECARD_ENDPOINTS.submitApplicationScorecard.body, request.body);
    const application = await requireOwnApplication(db, id, session);
    const current = await vacancyCompetencies(db, application.vacancy_id);
    const ratings = ratingsOf(input, current.competencies);
    await submitScorecard(db, { applicationId: id, interviewerId: session.user.id, interviewId: null, ratings, recommendation: input.recommendation, notes: input.notes });
    return toMyScorecard(id, null, await ownApplicationScorecard(db, id, session.user.id), current.competencies);
  });

  app.get<{ Reply: ResponseOf<typeof SCORECARD_ENDPOINTS.myInterviewScorecard> }>(SCORECARD_ENDPOINTS.myInterviewScorecard.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'interview');
    const { row, vacancyId } = await requireOwnInterviewScorecard(db, id, session);
    return toMyScorecard(row.application_id, id, row, (await vacancyCompetencies(db, vacancyId)).competencies);
  });

  app.put<{ Reply: ResponseOf<typeof SCORECARD_ENDPOINTS.submitInterviewScorecard> }>(SCORECARD_ENDPOINTS.submitInterviewScorecard.path, async (request) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'interview');
    const input = parseInput(SCORECARD_ENDPOINTS.submitInterviewScorecard.body, request.body);
    const { row, vacancyId } = await requireOwnInterviewScorecard(db, id, session);
    const current = await vacancyCompetencies(db, vacancyId);
    const ratings = ratingsOf(input, current.competencies);
    await submitScorecard(db, { applicationId: row.application_id, interviewerId: session.user.id, interviewId: id, ratings, recommendation: input.recommendation, notes: input.notes });
    return toMyScorecard(row.application_id, id, await ownInterviewScorecard(db, id, session.user.id), current.competencies);
  });
}
