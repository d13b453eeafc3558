import { randomUUID } from 'node:crypto';
import type { InterviewBody, InterviewChangeBody, WebhookEvent } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import type { TeamSession } from '../access';
import { expectScorecards, withdrawScorecards } from '../scorecards/expected';
import { emitWebhookEvent } from '../webhooks';
import { newToken, sendInterviewMails } from './notify';
import { type AttendeeRow, attendeesOf, busyInterviewers, findInterview, type InterviewRow, teamMembersAmong } from './queries';
import { isKnownTimeZone, zonedToInstant } from './time-zone';

function invalid(path: string, message: string): ApiError {
  return new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path, message }]);
}

/** When an interview is: checked (a known zone, a time that exists there, not in the past). */
interface When {
  startsAt: string;
  timeZone: string;
  instant: Date;
  durationMinutes: number;
}

/** `now`: the time it must be after; `null` when it may stay where it was (a change of notes after the interview). */
function checkWhen(startsAt: string, timeZone: string, durationMinutes: number, now: Date | null): When {
  if (!isKnownTimeZone(timeZone)) throw invalid('timeZone', `Unknown time zone "${timeZone}": give an IANA name such as Europe/Moscow.`);
  const result = zonedToInstant(startsAt, timeZone);
  if ('error' in result) {
    throw invalid('startsAt', result.error === 'nonexistent' ? `${startsAt} does not exist in ${timeZone}: the clocks skip it.` : `${startsAt} is not a date.`);
  }
  if (now !== null && result.instant.getTime() <= now.getTime()) throw invalid('startsAt', 'The interview would be in the past.');
  return { startsAt, timeZone, instant: result.instant, durationMinutes };
}

/** The interviewers, members of the session's team; anyone else is refused by name. */
async function checkInterviewers(tx: Queryable, session: TeamSession, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const members = await teamMembersAmong(tx, session.team.id, unique);
  if (members.length !== unique.length) throw invalid('interviewerIds', 'Choose interviewers from your team.');
  return members;
}

/** @throws ApiError 409 naming `interviewerIds` when one of them has another interview then, unless confirmed. */
async function checkOverlap(tx: Queryable, ids: readonly string[], when: When, except: number | null, confirmed: boolean): Promise<void> {
  if (confirmed) return;
  const busy = await busyInterviewers(tx, ids, when.instant, new Date(when.instant.getTime() + when.durationMinutes * 60_000), except);
  if (busy.length === 0) return;
  const names = [...new Set(busy.map((row) => row.name))].join(', ');
  const message = `${names} already interview${busy.length === 1 ? 's' : ''} at that time. Confirm to schedule anyway.`;
  throw new ApiError(409, 'interview_overlap', message, [{ path: 'interviewerIds', message }]);
}

async function emit(tx: Queryable, interview: InterviewRow, event: WebhookEvent, extra: Record<string, unknown> = {}): Promise<void> {
  await emitWebhookEvent(tx, interview.team_id, event, {
    interviewId: Number(interview.id),
    applicationId: Number(interview.application_id),
    vacancyId: Number(interview.vacancy_id),
    startsAt: interview.starts_local,
    timeZone: interview.time_zone,
    startsAtUtc: interview.starts_at.toISOString(),
    durationMinutes: interview.duration_minutes,
    status: interview.status,
    ...extra,
  });
}

async function reload(tx: Queryable, id: number): Promise<InterviewRow> {
  const row = await findInterview(tx, id);
  if (row === null) throw new Error(`interview ${id} vanished inside its transaction`);
  return row;
}

/** What scheduling needs to know of the application. */
export interface ApplicationRef {
  id: number;
  candidateName: string;
  candidateEmail: string;
}

/**
 * Schedules an interview, in the caller's transaction: the interview, its attendees (the
 * candidate and each interviewer), the invitations to their calendars and the webhook event.
 */
/** When an interview ends: its start plus its duration. */
function endOf(when: { instant: Date; durationMinutes: number }): Date {
  return new Date(when.instant.getTime() + when.durationMinutes * 60_000);
}

export async function scheduleInterview(tx: Queryable, session: TeamSession, application: ApplicationRef, body: InterviewBody, replyDomain: string, now = new Date()): Promise<number> {
  const when = checkWhen(body.startsAt, body.timeZone.trim(), body.durationMinutes, now);
  const members = await checkInterviewers(tx, session, body.interviewerIds);
  await checkOverlap(tx, members.map((member) => member.id), when, null, body.confirmOverlap === true);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO interviews (application_id, uid, starts_local, time_zone, starts_at, duration_minutes, location, link, notes, created_by)
     VALUES ($1, $2, $3::timestamp, $4, $5, $6, NULLIF($7, ''), NULLIF($8, ''), $9, $10) RETURNING id`,
    [application.id, `${randomUUID()}@interviews.recruiting.platform`, when.startsAt, when.timeZone, when.instant, when.durationMinutes, body.location ?? '', body.link ?? '', body.notes ?? '', session.user.id],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO interviews returned no row');
  await tx.query(
    `INSERT INTO interview_attendees (interview_id, role, user_id, email, name, answer_token)
     SELECT $1, role, user_id, email, name, token FROM unnest($2::text[], $3::uuid[], $4::text[], $5::text[], $6::text[]) AS t(role, user_id, email, name, token)`,
    [
      id,
      ['candidate', ...members.map(() => 'interviewer')],
      [null, ...members.map((member) => member.id)],
      [application.candidateEmail, ...members.map((member) => member.email)],
      [application.candidateName, ...members.map((member) => member.name)],
      [newToken(), ...members.map(() => newToken())],
    ],
  );
  await expectScorecards(tx, { applicationId: application.id, interviewId: Number(id), interviewerIds: members.map((member) => member.id), endsAt: endOf(when) });
  await sendInterviewMails(tx, id, 'invitation', replyDomain);
  await emit(tx, await reload(tx, id), 'interview.scheduled');
  return Number(id);
}

/**
 * Changes an interview. A new time, duration, place or set of interviewers raises its SEQUENCE and
 * sends the update to every attendee (answers start over: the old "yes" was to another time);
 * an interviewer taken off gets a cancellation, one added an invitation. Notes alone are the
 * team's: nothing is sent.
 */
export async function changeInterview(tx: Queryable, session: TeamSession, interview: InterviewRow, body: InterviewChangeBody, replyDomain: string, now = new Date()): Promise<void> {
  if (interview.status === 'cancelled') throw new ApiError(409, 'interview_cancelled', 'This interview is cancelled: schedule a new one.');
  const sameTime = (body.startsAt ?? interview.starts_local) === interview.starts_local && (body.timeZone ?? interview.time_zone).trim() === interview.time_zone;
  const when = checkWhen(body.startsAt ?? interview.starts_local, (body.timeZone ?? interview.time_zone).trim(), body.durationMinutes ?? interview.duration_minutes, sameTime ? null : now);
  const attendees = await attendeesOf(tx, [interview.id]);
  const currentIds = attendees.flatMap((attendee) => (attendee.user_id === null ? [] : [attendee.user_id]));
  const members = body.interviewerIds === undefined ? null : await checkInterviewers(tx, session, body.interviewerIds);
  const interviewerIds = members?.map((member) => member.id) ?? currentIds;
  const location = body.location === undefined ? interview.location : body.location === '' ? null : body.location;
  const link = body.link === undefined ? interview.link : body.link === '' ? null : body.link;
  const moved = when.instant.getTime() !== interview.starts_at.getTime() || when.durationMinutes !== interview.duration_minutes;
  const removed = attendees.filter((attendee) => attendee.user_id !== null && !interviewerIds.includes(attendee.user_id));
  const added = (members ?? []).filter((member) => !currentIds.includes(member.id));
  // Busy interviewers are checked when the time or the people change, not for a new note.
  if (moved || added.length > 0) await checkOverlap(tx, interviewerIds, when, interview.id, body.confirmOverlap === true);
  const changed = moved || when.timeZone !== interview.time_zone || location !== interview.location || link !== interview.link || removed.length > 0 || added.length > 0;

  await tx.query(
    `UPDATE interviews SET starts_local = $2::timestamp, time_zone = $3, starts_at = $4, duration_minutes = $5, location = $6, link = $7,
            notes = COALESCE($8, notes), sequence = sequence + $9, updated_at = now()
      WHERE id = $1`,
    [interview.id, when.startsAt, when.timeZone, when.instant, when.durationMinutes, location, link, body.notes ?? null, changed ? 1 : 0],
  );
  if (!changed) return;
  // Each interviewer's scorecard is due a day after the interview as it now stands.
  await expectScorecards(tx, { applicationId: interview.application_id, interviewId: interview.id, interviewerIds, endsAt: endOf(when) });
  if (removed.length > 0) {
    await sendInterviewMails(tx, interview.id, 'cancelled', replyDomain, removed);
    await tx.query('DELETE FROM interview_attendees WHERE id = ANY($1::bigint[])', [removed.map((attendee) => attendee.id)]);
  }
  if (added.length > 0) {
    await tx.query(
      `INSERT INTO interview_attendees (interview_id, role, user_id, email, name, answer_token)
       SELECT $1, 'interviewer', user_id, email, name, token FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[]) AS t(user_id, email, name, token)`,
      [interview.id, added.map((member) => member.id), added.map((member) => member.email), added.map((member) => member.name), added.map(() => newToken())],
    );
  }
  if (moved) await tx.query(`UPDATE interview_attendees SET answer = 'needs_action', answered_at = NULL WHERE interview_id = $1`, [interview.id]);
  const addedIds = new Set(added.map((member) => member.id));
  const current = await attendeesOf(tx, [interview.id]);
  const isNew = (attendee: AttendeeRow) => attendee.user_id !== null && addedIds.has(attendee.user_id);
  await sendInterviewMails(tx, interview.id, 'update', replyDomain, current.filter((attendee) => !isNew(attendee)));
  if (addedIds.size > 0) await sendInterviewMails(tx, interview.id, 'invitation', replyDomain, current.filter(isNew));
  await emit(tx, await reload(tx, interview.id), 'interview.rescheduled');
}

/** Cancels an interview: `METHOD:CANCEL` to every attendee, the interview kept with its answers. */
export async function cancelInterview(tx: Queryable, interview: InterviewRow, replyDomain: string): Promise<void> {
  if (interview.status === 'cancelled') return;
  await tx.query(`UPDATE interviews SET status = 'cancelled', sequence = sequence + 1, updated_at = now() WHERE id = $1`, [interview.id]);
  await withdrawScorecards(tx, interview.id);
  await sendInterviewMails(tx, interview.id, 'cancelled', replyDomain);
  await emit(tx, await reload(tx, interview.id), 'interview.cancelled');
}
