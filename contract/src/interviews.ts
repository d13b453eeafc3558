import { z } from 'zod/mini';

/**
 * Interviews of an application: when (the local time at the place and its IANA time zone), how
 * long, who interviews, where (a place or a meeting link). Each is sent as an iCalendar
 * invitation to the candidate and every interviewer; answers come back by calendar reply or by
 * the links in the e-mail. Routes in `endpoints/interviews.ts`.
 */

/** Shortest and longest interview, in minutes. */
export const INTERVIEW_MIN_MINUTES = 5;
export const INTERVIEW_MAX_MINUTES = 480;
/** Most interviewers on one interview. */
export const INTERVIEW_MAX_INTERVIEWERS = 10;
export const INTERVIEW_LOCATION_MAX_LENGTH = 300;
export const INTERVIEW_LINK_MAX_LENGTH = 500;
export const INTERVIEW_NOTES_MAX_LENGTH = 2000;

/** An interview is `scheduled` until it is cancelled (kept, with its answers). */
export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

/** An attendee's answer, as iCalendar's `PARTSTAT` names it (lower case). */
export const INTERVIEW_ANSWERS = ['needs_action', 'accepted', 'declined', 'tentative'] as const;
export type InterviewAnswer = (typeof INTERVIEW_ANSWERS)[number];

/** What an attendee may answer (by calendar reply, the e-mail's links, or on the site). */
export const INTERVIEW_REPLIES = ['accepted', 'declined', 'tentative'] as const;
export type InterviewReply = (typeof INTERVIEW_REPLIES)[number];

export const INTERVIEW_ROLES = ['candidate', 'interviewer'] as const;
export type InterviewRole = (typeof INTERVIEW_ROLES)[number];

/** A local date and time without a zone: `2026-12-10T10:00`. */
export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;

/** One attendee and their answer. */
export const interviewAttendeeSchema = z.strictObject({
  role: z.enum(INTERVIEW_ROLES),
  /** The interviewer's account; `null` for the candidate. */
  userId: z.nullable(z.string()),
  name: z.string(),
  answer: z.enum(INTERVIEW_ANSWERS),
  answeredAt: z.nullable(z.string()),
});
export type InterviewAttendee = z.infer<typeof interviewAttendeeSchema>;

/** What both sides see of an interview. */
const interviewCoreSchema = z.strictObject({
  id: z.number(),
  applicationId: z.number(),
  vacancyId: z.number(),
  vacancy: z.string(),
  /** The local time at the place (`2026-12-10T10:00`), in {@link timeZone}. */
  startsAt: z.string(),
  /** The place's IANA time zone (`Europe/Moscow`). */
  timeZone: z.string(),
  /** The same moment as an ISO instant (UTC): what a viewer's own clock shows it from. */
  startsAtUtc: z.string(),
  durationMinutes: z.number(),
  location: z.nullable(z.string()),
  link: z.nullable(z.string()),
  status: z.enum(INTERVIEW_STATUSES),
});

/** An interview as the team sees it: with the candidate, the notes for the interviewers and every attendee's answer. */
export const teamInterviewSchema = z.extend(interviewCoreSchema, {
  candidate: z.string(),
  notes: z.string(),
  /** Goes up with every change sent to the calendars (iCalendar's `SEQUENCE`). */
  sequence: z.number(),
  attendees: z.array(interviewAttendeeSchema),
});
export type TeamInterview = z.infer<typeof teamInterviewSchema>;

/** An interview as its candidate sees it: the team, the interviewers' names and their own answer. */
export const candidateInterviewSchema = z.extend(interviewCoreSchema, {
  team: z.string(),
  interviewers: z.array(z.string()),
  answer: z.enum(INTERVIEW_ANSWERS),
});
export type CandidateInterview = z.infer<typeof candidateInterviewSchema>;

export const teamInterviewsSchema = z.strictObject({ items: z.array(teamInterviewSchema) });
export type TeamInterviews = z.infer<typeof teamInterviewsSchema>;
export const candidateInterviewsSchema = z.strictObject({ items: z.array(candidateInterviewSchema) });
export type CandidateInterviews = z.infer<typeof candidateInterviewsSchema>;
