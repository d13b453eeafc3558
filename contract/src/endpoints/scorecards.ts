import { z } from 'zod/mini';
import {
  applicationScorecardsSchema,
  myScorecardSchema,
  SCORECARD_COMPETENCIES_MAX,
  SCORECARD_COMPETENCY_MAX_LENGTH,
  SCORECARD_NOTES_MAX_LENGTH,
  SCORECARD_PRESETS,
  SCORECARD_RATINGS,
  vacancyScorecardSchema,
} from '../scorecards';
import { defineEndpoint } from './endpoint';
import { coercedIdParamsSchema } from './params';

/**
 * One competency of `PUT /api/team/vacancies/{id}/scorecard`: a preset by its key (`name` empty)
 * or one the team names (`key` empty).
 */
export const scorecardCompetencyBodySchema = z.strictObject({
  key: z.union([z.literal(''), z.enum(SCORECARD_PRESETS)], { error: 'Unknown competency.' }),
  name: z.string().check(z.trim(), z.maxLength(SCORECARD_COMPETENCY_MAX_LENGTH, `At most ${SCORECARD_COMPETENCY_MAX_LENGTH} characters.`)),
});

/** Body of `PUT /api/team/vacancies/{id}/scorecard`: the competencies in order, each once. */
export const vacancyScorecardBodySchema = z.strictObject({
  competencies: z
    .array(scorecardCompetencyBodySchema)
    .check(
      z.minLength(1, 'Keep at least one competency.'),
      z.maxLength(SCORECARD_COMPETENCIES_MAX, `At most ${SCORECARD_COMPETENCIES_MAX} competencies.`),
    ),
});
export type VacancyScorecardBody = z.input<typeof vacancyScorecardBodySchema>;

/**
 * Body of `PUT /api/team/interviews/{id}/scorecard` (and `/applications/{id}/scorecard`): a rating
 * for every competency of the vacancy's scorecard, the recommendation and notes. Submitting again
 * replaces what was submitted.
 */
export const scorecardBodySchema = z.strictObject({
  ratings: z.array(
    z.strictObject({
      key: z.string().check(z.minLength(1), z.maxLength(SCORECARD_COMPETENCY_MAX_LENGTH + 10)),
      rating: z.enum(SCORECARD_RATINGS, { error: 'Choose a rating.' }),
    }),
  ).check(z.maxLength(SCORECARD_COMPETENCIES_MAX)),
  recommendation: z.enum(SCORECARD_RATINGS, { error: 'Choose a recommendation.' }),
  notes: z.string().check(z.trim(), z.maxLength(SCORECARD_NOTES_MAX_LENGTH, `At most ${SCORECARD_NOTES_MAX_LENGTH} characters.`)),
});
export type ScorecardBody = z.input<typeof scorecardBodySchema>;

/**
 * Scorecards: a vacancy's competencies (any member of its team edits them), the caller's own
 * scorecard for an interview or for the application, and an application's summary.
 */
export const SCORECARD_ENDPOINTS = {
  vacancyScorecard: defineEndpoint({ method: 'GET', path: '/team/vacancies/:id/scorecard', params: coercedIdParamsSchema, responses: { 200: vacancyScorecardSchema } }),
  editVacancyScorecard: defineEndpoint({ method: 'PUT', path: '/team/vacancies/:id/scorecard', params: coercedIdParamsSchema, body: vacancyScorecardBodySchema, responses: { 200: vacancyScorecardSchema } }),
  applicationScorecards: defineEndpoint({ method: 'GET', path: '/team/applications/:id/scorecards', params: coercedIdParamsSchema, responses: { 200: applicationScorecardsSchema } }),
  myApplicationScorecard: defineEndpoint({ method: 'GET', path: '/team/applications/:id/scorecard', params: coercedIdParamsSchema, responses: { 200: myScorecardSchema } }),
  submitApplicationScorecard: defineEndpoint({ method: 'PUT', path: '/team/applications/:id/scorecard', params: coercedIdParamsSchema, body: scorecardBodySchema, responses: { 200: myScorecardSchema } }),
  myInterviewScorecard: defineEndpoint({ method: 'GET', path: '/team/interviews/:id/scorecard', params: coercedIdParamsSchema, responses: { 200: myScorecardSchema } }),
  submitInterviewScorecard: defineEndpoint({ method: 'PUT', path: '/team/interviews/:id/scorecard', params: coercedIdParamsSchema, body: scorecardBodySchema, responses: { 200: myScorecardSchema } }),
};
