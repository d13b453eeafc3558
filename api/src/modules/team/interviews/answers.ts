import type { InterviewReply } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { emitWebhookEvent } from '../webhooks';
import { parseCalendarReply } from './calendar-reply';
import { type AttendeeRow, findInterview, setAnswer } from './queries';

/** Records an attendee's answer and tells the team's webhooks (`interview.answered`) when it changed. */
export async function recordAnswer(tx: Queryable, attendee: Pick<AttendeeRow, 'id' | 'interview_id' | 'role'>, answer: InterviewReply, via: 'calendar' | 'link' | 'site'): Promise<boolean> {
  if (!(await setAnswer(tx, attendee.id, answer))) return false;
  const interview = await findInterview(tx, Number(attendee.interview_id));
  if (interview === null) return true;
  await emitWebhookEvent(tx, interview.team_id, 'interview.answered', {
    interviewId: Number(interview.id),
    applicationId: Number(interview.application_id),
    vacancyId: Number(interview.vacancy_id),
    role: attendee.role,
    answer,
    via,
  });
  return true;
}

/** The attendee an answer link names, with their interview's state. */
export async function attendeeOfToken(db: Queryable, token: string): Promise<(AttendeeRow & { status: string; locale: 'en' | 'ru' | null }) | null> {
  const { rows } = await db.query<AttendeeRow & { status: string; locale: 'en' | 'ru' | null }>(
    `SELECT x.id, x.interview_id, x.role, x.user_id, x.email, x.name, x.answer, x.answered_at, x.answer_token, i.status,
            COALESCE(u.locale, cu.locale) AS locale
       FROM interview_attendees x
       JOIN interviews i ON i.id = x.interview_id
       JOIN applications a ON a.id = i.application_id
       LEFT JOIN users u ON u.id = x.user_id
       LEFT JOIN users cu ON cu.id = a.user_id AND x.role = 'candidate'
      WHERE x.answer_token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

/**
 * Applies a calendar program's answer (an iTIP `METHOD:REPLY` part of a message that reached the
 * application's reply address): the attendee named in it, when that is also who sent the message,
 * gets the `PARTSTAT` as their answer. Returns whether the message was such an answer for an
 * interview of this application (then it is no thread message).
 */
export async function applyCalendarReply(tx: Queryable, applicationId: number, from: string, calendarText: string): Promise<boolean> {
  const reply = parseCalendarReply(calendarText);
  if (reply === null) return false;
  const { rows } = await tx.query<AttendeeRow & { status: string }>(
    `SELECT x.id, x.interview_id, x.role, x.user_id, x.email, x.name, x.answer, x.answered_at, x.answer_token, i.status
       FROM interview_attendees x JOIN interviews i ON i.id = x.interview_id
      WHERE i.uid = $1 AND i.application_id = $2 AND lower(x.email) = $3
      FOR UPDATE OF x`,
    [reply.uid, applicationId, from.toLowerCase()],
  );
  const attendee = rows[0];
  // Someone answering for another address, or for an interview of another application: not taken as an answer.
  const own = reply.attendees.find((entry) => entry.email === from.toLowerCase());
  if (attendee === undefined || own === undefined) return false;
  if (attendee.status === 'scheduled') await recordAnswer(tx, attendee, own.answer, 'calendar');
  return true;
}
