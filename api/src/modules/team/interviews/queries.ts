import type { InterviewAnswer, InterviewRole, InterviewStatus } from '@platform/contract';
import type { Queryable } from '../../../db/database';

/** An interview with its application's vacancy and candidate. */
export interface InterviewRow {
  id: number;
  application_id: number;
  vacancy_id: number;
  vacancy: string;
  team_id: string;
  team: string;
  candidate: string;
  uid: string;
  starts_local: string;
  time_zone: string;
  starts_at: Date;
  duration_minutes: number;
  location: string | null;
  link: string | null;
  notes: string;
  sequence: number;
  status: InterviewStatus;
  updated_at: Date;
}

export interface AttendeeRow {
  id: number;
  interview_id: number;
  role: InterviewRole;
  user_id: string | null;
  email: string;
  name: string;
  answer: InterviewAnswer;
  answered_at: Date | null;
  answer_token: string;
}

const SELECT_INTERVIEW = `
  SELECT i.id, i.application_id, a.vacancy_id, v.title AS vacancy, v.team_id, t.name AS team,
         COALESCE(NULLIF(r.name, ''), a.name) AS candidate, i.uid,
         to_char(i.starts_local, 'YYYY-MM-DD"T"HH24:MI') AS starts_local, i.time_zone, i.starts_at, i.duration_minutes,
         i.location, i.link, i.notes, i.sequence, i.status, i.updated_at
    FROM interviews i
    JOIN applications a ON a.id = i.application_id
    JOIN vacancies v ON v.id = a.vacancy_id
    JOIN teams t ON t.id = v.team_id
    LEFT JOIN resumes r ON r.id = a.resume_id`;

/** One interview, or `null`; `lock` holds it until the transaction ends (two changes at once are applied in turn). */
export async function findInterview(db: Queryable, id: number, lock = false): Promise<InterviewRow | null> {
  const { rows } = await db.query<InterviewRow>(`${SELECT_INTERVIEW} WHERE i.id = $1${lock ? ' FOR UPDATE OF i' : ''}`, [id]);
  return rows[0] ?? null;
}

/** An application's interviews, soonest first, cancelled ones included. */
export async function interviewsOfApplication(db: Queryable, applicationId: number): Promise<InterviewRow[]> {
  const { rows } = await db.query<InterviewRow>(`${SELECT_INTERVIEW} WHERE i.application_id = $1 ORDER BY i.starts_at, i.id`, [applicationId]);
  return rows;
}

/** The team's scheduled interviews that have not ended: of one vacancy, or where `interviewerId` interviews. */
export async function upcomingInterviews(db: Queryable, teamId: string, filter: { vacancyId?: number; interviewerId?: string }): Promise<InterviewRow[]> {
  const { rows } = await db.query<InterviewRow>(
    `${SELECT_INTERVIEW}
      WHERE v.team_id = $1 AND i.status = 'scheduled' AND i.starts_at + make_interval(mins => i.duration_minutes) > now()
        AND ($2::bigint IS NULL OR a.vacancy_id = $2)
        AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM interview_attendees x WHERE x.interview_id = i.id AND x.user_id = $3))
      ORDER BY i.starts_at, i.id LIMIT 200`,
    [teamId, filter.vacancyId ?? null, filter.interviewerId ?? null],
  );
  return rows;
}

/** The interviews of applications a candidate sent with their account, soonest first. */
export async function interviewsOfCandidate(db: Queryable, userId: string): Promise<InterviewRow[]> {
  const { rows } = await db.query<InterviewRow>(`${SELECT_INTERVIEW} WHERE a.user_id = $1 ORDER BY i.starts_at, i.id LIMIT 200`, [userId]);
  return rows;
}

/** The attendees of some interviews, the candidate first, then the interviewers by name. */
export async function attendeesOf(db: Queryable, interviewIds: readonly number[]): Promise<AttendeeRow[]> {
  if (interviewIds.length === 0) return [];
  const { rows } = await db.query<AttendeeRow>(
    `SELECT id, interview_id, role, user_id, email, name, answer, answered_at, answer_token
       FROM interview_attendees WHERE interview_id = ANY($1::bigint[])
      ORDER BY interview_id, role = 'interviewer', name, id`,
    [interviewIds],
  );
  return rows;
}

/** The team's members among `userIds`, with their addresses and languages. */
export async function teamMembersAmong(db: Queryable, teamId: string, userIds: readonly string[]): Promise<Array<{ id: string; name: string; email: string; locale: 'en' | 'ru' }>> {
  const { rows } = await db.query<{ id: string; name: string; email: string; locale: 'en' | 'ru' }>(
    `SELECT u.id, u.name, u.email, u.locale FROM team_members tm JOIN users u ON u.id = tm.user_id
      WHERE tm.team_id = $1 AND u.id = ANY($2::uuid[]) ORDER BY u.name, u.id`,
    [teamId, userIds],
  );
  return rows;
}

/**
 * Interviewers of `userIds` already busy between `start` and `end` (another scheduled interview
 * overlapping it), `except` the interview being changed.
 */
export async function busyInterviewers(db: Queryable, userIds: readonly string[], start: Date, end: Date, except: number | null): Promise<Array<{ name: string; interview_id: number }>> {
  const { rows } = await db.query<{ name: string; interview_id: number }>(
    `SELECT DISTINCT x.name, i.id AS interview_id
       FROM interview_attendees x JOIN interviews i ON i.id = x.interview_id
      WHERE x.user_id = ANY($1::uuid[]) AND i.status = 'scheduled' AND ($4::bigint IS NULL OR i.id <> $4)
        AND i.starts_at < $3 AND i.starts_at + make_interval(mins => i.duration_minutes) > $2
      ORDER BY x.name`,
    [userIds, start, end, except],
  );
  return rows;
}

/** Records an attendee's answer; `false` when it was already that. */
export async function setAnswer(db: Queryable, attendeeId: number, answer: InterviewAnswer): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE interview_attendees SET answer = $2, answered_at = now() WHERE id = $1 AND answer IS DISTINCT FROM $2',
    [attendeeId, answer],
  );
  return rowCount > 0;
}

/** The candidate of an application as an attendee: their account's address, else the one they applied with. */
export async function candidateOf(db: Queryable, applicationId: number): Promise<{ name: string; email: string; user_id: string | null }> {
  const { rows } = await db.query<{ name: string; email: string; user_id: string | null }>(
    `SELECT COALESCE(NULLIF(r.name, ''), a.name) AS name, COALESCE(u.email, a.email) AS email, a.user_id
       FROM applications a LEFT JOIN users u ON u.id = a.user_id LEFT JOIN resumes r ON r.id = a.resume_id
      WHERE a.id = $1`,
    [applicationId],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`application ${applicationId} vanished inside its transaction`);
  return row;
}
