import { z } from 'zod/mini';
import {
  candidateInterviewSchema,
  candidateInterviewsSchema,
  INTERVIEW_LINK_MAX_LENGTH,
  INTERVIEW_LOCATION_MAX_LENGTH,
  INTERVIEW_MAX_INTERVIEWERS,
  INTERVIEW_MAX_MINUTES,
  INTERVIEW_MIN_MINUTES,
  INTERVIEW_NOTES_MAX_LENGTH,
  INTERVIEW_REPLIES,
  LOCAL_DATE_TIME_PATTERN,
  teamInterviewSchema,
  teamInterviewsSchema,
} from '../interviews';
import { defineEndpoint } from './endpoint';
import { idParamsSchema, numericIdSchema } from './params';

const startsAt = z.string().check(z.regex(LOCAL_DATE_TIME_PATTERN, 'Give the local date and time at the place, as 2026-12-10T10:00.'));
const timeZone = z.string().check(z.trim(), z.minLength(1, 'Choose the time zone of the place.'), z.maxLength(64, 'At most 64 characters.'));
const durationMinutes = z
  .number({ error: 'Give the duration in minutes.' })
  .check(
    z.int('Give whole minutes.'),
    z.gte(INTERVIEW_MIN_MINUTES, `At least ${INTERVIEW_MIN_MINUTES} minutes.`),
    z.lte(INTERVIEW_MAX_MINUTES, `At most ${INTERVIEW_MAX_MINUTES} minutes.`),
  );
const interviewerIds = z
  .array(z.string().check(z.uuid('Choose interviewers from the team.')))
  .check(z.minLength(1, 'Choose at least one interviewer.'), z.maxLength(INTERVIEW_MAX_INTERVIEWERS, `At most ${INTERVIEW_MAX_INTERVIEWERS} interviewers.`));
const location = z.string().check(z.trim(), z.maxLength(INTERVIEW_LOCATION_MAX_LENGTH, `At most ${INTERVIEW_LOCATION_MAX_LENGTH} characters.`));
const link = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'Enter an http(s):// address.' }).check(z.maxLength(INTERVIEW_LINK_MAX_LENGTH, `At most ${INTERVIEW_LINK_MAX_LENGTH} characters.`)),
]);
const notes = z.string().check(z.trim(), z.maxLength(INTERVIEW_NOTES_MAX_LENGTH, `At most ${INTERVIEW_NOTES_MAX_LENGTH} characters.`));
/** An interviewer already busy then: refused (409 naming `interviewerIds`) unless the caller confirms. */
const confirmOverlap = z.boolean();

/** Body of `POST /api/team/applications/{id}/interviews`: `startsAt` is the local time at the place, `timeZone` its IANA name. */
export const interviewBodySchema = z.strictObject({
  startsAt,
  timeZone,
  durationMinutes,
  interviewerIds,
  location: z.optional(location),
  link: z.optional(link),
  notes: z.optional(notes),
  confirmOverlap: z.optional(confirmOverlap),
});
export type InterviewBody = z.input<typeof interviewBodySchema>;

/** Body of `PATCH /api/team/interviews/{id}`: what changes; a new time or place is sent to the calendars as an update. */
export const interviewChangeBodySchema = z.strictObject({
  startsAt: z.optional(startsAt),
  timeZone: z.optional(timeZone),
  durationMinutes: z.optional(durationMinutes),
  interviewerIds: z.optional(interviewerIds),
  location: z.optional(location),
  link: z.optional(link),
  notes: z.optional(notes),
  confirmOverlap: z.optional(confirmOverlap),
});
export type InterviewChangeBody = z.input<typeof interviewChangeBodySchema>;

/** `GET /api/team/interviews`: upcoming interviews of one vacancy, or the caller's own (`mine=true`). */
export const teamInterviewsQuerySchema = z.strictObject({
  vacancyId: z.optional(numericIdSchema),
  mine: z.optional(z.enum(['true', 'false'])),
});

/** Body of `POST /api/user/interviews/{id}/answer` and of an e-mailed answer link's button. */
export const interviewAnswerBodySchema = z.strictObject({
  answer: z.enum(INTERVIEW_REPLIES, { error: `Choose one of ${INTERVIEW_REPLIES.join(', ')}.` }),
});
export type InterviewAnswerBody = z.input<typeof interviewAnswerBodySchema>;

/**
 * The path of an e-mailed answer link: the attendee's token and the answer it gives (one of
 * INTERVIEW_REPLIES; any other, as a mangled link has, gets the page for an unknown link).
 */
export const interviewAnswerLinkParamsSchema = z.strictObject({ token: z.string(), answer: z.string() });

/**
 * Interviews: the team schedules one for an application (an invitation to every calendar),
 * reschedules (an update: same UID, higher SEQUENCE) and cancels it (`METHOD:CANCEL`); lists the
 * upcoming ones per vacancy or its own; the candidate reads theirs and answers. The e-mailed
 * answer links are HTML pages (`GET` asks, `POST` answers: link scanners change nothing).
 */
export const INTERVIEW_ENDPOINTS = {
  schedule: defineEndpoint({ method: 'POST', path: '/team/applications/:id/interviews', params: idParamsSchema, body: interviewBodySchema, responses: { 201: teamInterviewSchema } }),
  change: defineEndpoint({ method: 'PATCH', path: '/team/interviews/:id', params: idParamsSchema, body: interviewChangeBodySchema, responses: { 200: teamInterviewSchema } }),
  cancel: defineEndpoint({ method: 'DELETE', path: '/team/interviews/:id', params: idParamsSchema, responses: {} }),
  upcoming: defineEndpoint({ method: 'GET', path: '/team/interviews', query: teamInterviewsQuerySchema, responses: { 200: teamInterviewsSchema } }),
  mine: defineEndpoint({ method: 'GET', path: '/user/interviews', responses: { 200: candidateInterviewsSchema } }),
  answer: defineEndpoint({ method: 'POST', path: '/user/interviews/:id/answer', params: idParamsSchema, body: interviewAnswerBodySchema, responses: { 200: candidateInterviewSchema } }),
  answerPage: defineEndpoint({ method: 'GET', path: '/interviews/answer/:token/:answer', params: interviewAnswerLinkParamsSchema, responses: {} }),
  answerByLink: defineEndpoint({ method: 'POST', path: '/interviews/answer/:token/:answer', params: interviewAnswerLinkParamsSchema, responses: {} }),
};
