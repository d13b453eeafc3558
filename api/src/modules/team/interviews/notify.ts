import { randomBytes } from 'node:crypto';
import { INTERVIEW_ENDPOINTS, type InterviewReply, type Locale } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { type MailRequest, queueMails } from '../../mail';
import { invitationIcs } from './ics';
import './mail-templates';
import { type AttendeeRow, attendeesOf, findInterview, type InterviewRow } from './queries';

/** A secret for a URL or an address: 24 random bytes. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The application thread's reply address, made now if the thread has none yet: the invitation's
 * organizer, so a calendar program's answer reaches the inbound listener and this application.
 */
async function replyAddress(tx: Queryable, applicationId: number, domain: string): Promise<string> {
  await tx.query('INSERT INTO application_threads (application_id, reply_token) VALUES ($1, $2) ON CONFLICT (application_id) DO NOTHING', [applicationId, newToken()]);
  const { rows } = await tx.query<{ reply_token: string }>('SELECT reply_token FROM application_threads WHERE application_id = $1', [applicationId]);
  const token = rows[0]?.reply_token;
  if (token === undefined) throw new Error(`application ${applicationId} has no thread after its INSERT`);
  return `reply+${token}@${domain}`;
}

/** Each attendee's language: an interviewer's account's, the candidate's account's (English for a guest). */
async function localesOf(tx: Queryable, interviewId: number): Promise<Map<number, Locale>> {
  const { rows } = await tx.query<{ id: number; locale: Locale | null }>(
    `SELECT x.id, COALESCE(u.locale, cu.locale) AS locale
       FROM interview_attendees x
       JOIN interviews i ON i.id = x.interview_id
       JOIN applications a ON a.id = i.application_id
       LEFT JOIN users u ON u.id = x.user_id
       LEFT JOIN users cu ON cu.id = a.user_id AND x.role = 'candidate'
      WHERE x.interview_id = $1`,
    [interviewId],
  );
  return new Map(rows.map((row) => [Number(row.id), row.locale ?? 'en']));
}

/** `10 December 2026, 10:00 (Europe/Moscow)`: the time at the place, in the reader's language. */
export function formatWhen(instant: Date, timeZone: string, locale: Locale): string {
  const text = new Intl.DateTimeFormat(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(instant);
  return `${text} (${timeZone})`;
}

/** The path of an attendee's answer link (the contract's, filled). */
export function answerPath(token: string, answer: InterviewReply): string {
  return `/api${INTERVIEW_ENDPOINTS.answerPage.path.replace(':token', encodeURIComponent(token)).replace(':answer', answer)}`;
}

/** What a message about an interview is: an invitation, an update, a cancellation. */
export type InterviewMailKind = 'invitation' | 'update' | 'cancelled';

const TEMPLATE: Record<InterviewMailKind, string> = { invitation: 'interview-invitation', update: 'interview-update', cancelled: 'interview-cancelled' };

function mailFor(interview: InterviewRow, attendee: AttendeeRow, kind: InterviewMailKind, organizer: string, locale: Locale, interviewers: string): MailRequest {
  const place = interview.location ?? interview.link ?? '';
  const description = [interview.link ?? '', kind === 'cancelled' ? '' : `${interview.vacancy} (${interview.team})`].filter((line) => line !== '').join('\n');
  const calendar = invitationIcs({
    method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
    uid: interview.uid,
    sequence: interview.sequence,
    start: interview.starts_at,
    durationMinutes: interview.duration_minutes,
    stamp: interview.updated_at,
    summary: attendee.role === 'candidate' ? `${interview.team}: ${interview.vacancy}` : `${interview.candidate}: ${interview.vacancy}`,
    description,
    location: interview.location,
    link: interview.link,
    organizer: { name: interview.team, email: organizer },
    attendee: { name: attendee.name, email: attendee.email },
  });
  return {
    to: { email: attendee.email, name: attendee.name },
    template: TEMPLATE[kind],
    locale,
    variables: {
      name: attendee.name,
      team: interview.team,
      vacancy: interview.vacancy,
      when: formatWhen(interview.starts_at, interview.time_zone, locale),
      duration: String(interview.duration_minutes),
      place: place === '' ? '—' : place,
      interviewers,
      acceptPath: answerPath(attendee.answer_token, 'accepted'),
      declinePath: answerPath(attendee.answer_token, 'declined'),
    },
    // One message per attendee and version: a retried request queues nothing twice.
    idempotencyKey: `interview:${interview.id}:${kind === 'cancelled' ? 'cancel' : interview.sequence}:${attendee.id}`,
    applicationId: interview.application_id,
    calendar,
  };
}

/**
 * Queues, inside the change's transaction, the message with its iCalendar part to each attendee
 * (or to `only`, e.g. an interviewer added or removed): the interview as it is now, at its current
 * SEQUENCE.
 */
export async function sendInterviewMails(tx: Queryable, interviewId: number, kind: InterviewMailKind, replyDomain: string, only?: readonly AttendeeRow[]): Promise<void> {
  const interview = await findInterview(tx, interviewId);
  if (interview === null) throw new Error(`interview ${interviewId} vanished inside its transaction`);
  const attendees = await attendeesOf(tx, [interviewId]);
  const organizer = await replyAddress(tx, interview.application_id, replyDomain);
  const locales = await localesOf(tx, interviewId);
  const interviewers = attendees.filter((attendee) => attendee.role === 'interviewer').map((attendee) => attendee.name).join(', ');
  const recipients = only ?? attendees;
  await queueMails(
    tx,
    recipients.map((attendee) => mailFor(interview, attendee, kind, organizer, locales.get(Number(attendee.id)) ?? 'en', interviewers)),
  );
}
