import type { CandidateInterview, InterviewAnswer, TeamInterview } from '@platform/contract';
import type { AttendeeRow, InterviewRow } from './queries';

function core(row: InterviewRow) {
  return {
    id: Number(row.id),
    applicationId: Number(row.application_id),
    vacancyId: Number(row.vacancy_id),
    vacancy: row.vacancy,
    startsAt: row.starts_local,
    timeZone: row.time_zone,
    startsAtUtc: row.starts_at.toISOString(),
    durationMinutes: row.duration_minutes,
    location: row.location,
    link: row.link,
    status: row.status,
  };
}

function attendeesOfRow(row: InterviewRow, attendees: readonly AttendeeRow[]): AttendeeRow[] {
  return attendees.filter((attendee) => Number(attendee.interview_id) === Number(row.id));
}

export function toTeamInterview(row: InterviewRow, attendees: readonly AttendeeRow[]): TeamInterview {
  return {
    ...core(row),
    candidate: row.candidate,
    notes: row.notes,
    sequence: row.sequence,
    attendees: attendeesOfRow(row, attendees).map((attendee) => ({
      role: attendee.role,
      userId: attendee.user_id,
      name: attendee.name,
      answer: attendee.answer,
      answeredAt: attendee.answered_at?.toISOString() ?? null,
    })),
  };
}

/** The candidate's view: the interviewers by name only, and the candidate's own answer. */
export function toCandidateInterview(row: InterviewRow, attendees: readonly AttendeeRow[]): CandidateInterview {
  const own = attendeesOfRow(row, attendees);
  const answer: InterviewAnswer = own.find((attendee) => attendee.role === 'candidate')?.answer ?? 'needs_action';
  return {
    ...core(row),
    team: row.team,
    interviewers: own.filter((attendee) => attendee.role === 'interviewer').map((attendee) => attendee.name),
    answer,
  };
}
