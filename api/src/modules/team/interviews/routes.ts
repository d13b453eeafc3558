import type { FastifyInstance } from 'fastify';
import { INTERVIEW_ENDPOINTS, INTERVIEW_REPLIES, isOneOf, type TeamInterview } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireSession } from '../../../http/session';
import { requireOwnVacancy, requireTeamSession, type TeamSession } from '../access';
import { requireOwnApplication } from '../applications/board-routes';
import { cancelledPage, donePage, questionPage, unknownLinkPage } from './answer-page';
import { attendeeOfToken, recordAnswer } from './answers';
import { toCandidateInterview, toTeamInterview } from './mapping';
import { formatWhen } from './notify';
import { attendeesOf, candidateOf, findInterview, type InterviewRow, interviewsOfCandidate, upcomingInterviews } from './queries';
import { cancelInterview, changeInterview, scheduleInterview } from './schedule';

async function teamInterview(db: Queryable, id: number): Promise<TeamInterview> {
  const row = await findInterview(db, id);
  if (row === null) throw new Error(`interview ${id} vanished`);
  return toTeamInterview(row, await attendeesOf(db, [id]));
}

/** An interview of the session's team, locked for a change; another team's (or none) is a 404. */
async function requireOwnInterview(tx: Queryable, id: number, session: TeamSession): Promise<InterviewRow> {
  const row = await findInterview(tx, id, true);
  if (row === null || row.team_id !== session.team.id) throw new ApiError(404, 'not_found', 'No such interview.');
  return row;
}

/**
 * Interviews: the team schedules, changes and cancels them (any member of the application's
 * team) and lists the upcoming ones; the candidate reads and answers theirs; the e-mailed answer
 * links work without an account (their token is the secret).
 */
export async function registerInterviewRoutes(app: FastifyInstance, db: Database, settings: { replyDomain: string }): Promise<void> {
  route(app, INTERVIEW_ENDPOINTS.schedule, async ({ request, params, body }) => {
    const session = await requireTeamSession(request, db);
    const id = await db.transaction(async (tx) => {
      await requireOwnApplication(tx, params.id, session, true);
      const candidate = await candidateOf(tx, params.id);
      return scheduleInterview(tx, session, { id: params.id, candidateName: candidate.name, candidateEmail: candidate.email }, body, settings.replyDomain);
    });
    return teamInterview(db, id);
  });

  route(app, INTERVIEW_ENDPOINTS.change, async ({ request, params, body }) => {
    const session = await requireTeamSession(request, db);
    await db.transaction(async (tx) => changeInterview(tx, session, await requireOwnInterview(tx, params.id, session), body, settings.replyDomain));
    return teamInterview(db, params.id);
  });

  route(app, INTERVIEW_ENDPOINTS.cancel, async ({ request, params }) => {
    const session = await requireTeamSession(request, db);
    await db.transaction(async (tx) => cancelInterview(tx, await requireOwnInterview(tx, params.id, session), settings.replyDomain));
  });

  route(app, INTERVIEW_ENDPOINTS.upcoming, async ({ request, query }) => {
    const session = await requireTeamSession(request, db);
    if (query.vacancyId !== undefined) await requireOwnVacancy(db, query.vacancyId, session);
    const rows = await upcomingInterviews(db, session.team.id, {
      ...(query.vacancyId === undefined ? {} : { vacancyId: query.vacancyId }),
      ...(query.mine === 'true' ? { interviewerId: session.user.id } : {}),
    });
    const attendees = await attendeesOf(db, rows.map((row) => Number(row.id)));
    return { items: rows.map((row) => toTeamInterview(row, attendees)) };
  });

  route(app, INTERVIEW_ENDPOINTS.mine, async ({ request }) => {
    const session = await requireSession(request, db);
    const rows = await interviewsOfCandidate(db, session.user.id);
    const attendees = await attendeesOf(db, rows.map((row) => Number(row.id)));
    return { items: rows.map((row) => toCandidateInterview(row, attendees)) };
  });

  route(app, INTERVIEW_ENDPOINTS.answer, async ({ request, params, body }) => {
    const session = await requireSession(request, db);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; interview_id: number; role: 'candidate'; status: string }>(
        `SELECT x.id, x.interview_id, x.role, i.status FROM interview_attendees x
           JOIN interviews i ON i.id = x.interview_id JOIN applications a ON a.id = i.application_id
          WHERE i.id = $1 AND x.role = 'candidate' AND a.user_id = $2 FOR UPDATE OF x`,
        [params.id, session.user.id],
      );
      const attendee = rows[0];
      if (attendee === undefined) throw new ApiError(404, 'not_found', 'No such interview.');
      if (attendee.status !== 'scheduled') throw new ApiError(409, 'interview_cancelled', 'This interview is cancelled.');
      await recordAnswer(tx, attendee, body.answer, 'site');
    });
    const row = await findInterview(db, params.id);
    if (row === null) throw new ApiError(404, 'not_found', 'No such interview.');
    return toCandidateInterview(row, await attendeesOf(db, [params.id]));
  });

  /** What an answer link names; `null` for a token or an answer no link has (a page, not an API error: a person opened it). */
  const linkTarget = async (params: { token: string; answer: string }) => {
    const answer = params.answer;
    if (!isOneOf(INTERVIEW_REPLIES, answer)) return null;
    const attendee = await attendeeOfToken(db, params.token);
    if (attendee === null) return null;
    const interview = await findInterview(db, Number(attendee.interview_id));
    if (interview === null) return null;
    const locale = attendee.locale ?? 'en';
    return { answer, attendee, interview, locale, when: formatWhen(interview.starts_at, interview.time_zone, locale) };
  };

  // The answer page's button posts an empty form; its content does not matter.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  route(app, INTERVIEW_ENDPOINTS.answerPage, async ({ reply, params }) => {
    const target = await linkTarget(params);
    if (target === null) return unknownLinkPage(reply);
    if (target.interview.status !== 'scheduled') return cancelledPage(reply, target.locale);
    return questionPage(reply, target.locale, target.answer, target.when);
  });

  route(
    app,
    INTERVIEW_ENDPOINTS.answerByLink,
    async ({ reply, params }) => {
      const target = await linkTarget(params);
      if (target === null) return unknownLinkPage(reply);
      if (target.interview.status !== 'scheduled') return cancelledPage(reply, target.locale);
      await db.transaction((tx) => recordAnswer(tx, target.attendee, target.answer, 'link'));
      return donePage(reply, target.locale, target.answer, target.when);
    },
    { config: { urlTokenOnly: true } },
  );
}
