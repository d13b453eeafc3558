import { z } from 'zod/mini';

/**
 * Scorecards: what each interviewer saw, in a structure the team can compare. A vacancy's scorecard
 * names the competencies to assess; every interviewer rates each one on a four-level scale, writes
 * notes and recommends. Routes in `endpoints/scorecards.ts`.
 */

/** The four levels of a rating and of the overall recommendation, from worst to best. */
export const SCORECARD_RATINGS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type ScorecardRating = (typeof SCORECARD_RATINGS)[number];

/** The default competencies of a vacancy the team has not edited (named in each locale by the UI). */
export const SCORECARD_PRESETS = ['role-skills', 'problem-solving', 'communication', 'teamwork', 'motivation'] as const;
export type ScorecardPreset = (typeof SCORECARD_PRESETS)[number];

export const SCORECARD_COMPETENCIES_MAX = 20;
export const SCORECARD_COMPETENCY_MAX_LENGTH = 80;
export const SCORECARD_NOTES_MAX_LENGTH = 5000;

/** An interviewer who has not submitted this long after the interview gets one reminder. */
export const SCORECARD_DUE_AFTER_HOURS = 24;

/**
 * A competency: a preset (`name` is `null`, `key` one of {@link SCORECARD_PRESETS}, worded by the
 * UI in the reader's locale) or one the team wrote (`name` as written, `key` is `custom:<name>`).
 */
export const scorecardCompetencySchema = z.strictObject({ key: z.string(), name: z.nullable(z.string()) });
export type ScorecardCompetency = z.infer<typeof scorecardCompetencySchema>;

/** `GET|PUT /api/team/vacancies/{id}/scorecard`: the competencies; `edited: false` while they are the defaults. */
export const vacancyScorecardSchema = z.strictObject({
  vacancyId: z.number(),
  competencies: z.array(scorecardCompetencySchema),
  edited: z.boolean(),
});
export type VacancyScorecard = z.infer<typeof vacancyScorecardSchema>;

/** One rating of a submitted scorecard, with the competency as it was named when rated. */
export const scorecardRatingSchema = z.strictObject({ key: z.string(), name: z.nullable(z.string()), rating: z.enum(SCORECARD_RATINGS) });
export type ScorecardRatingEntry = z.infer<typeof scorecardRatingSchema>;

/**
 * `GET|PUT /api/team/interviews/{id}/scorecard` and `/api/team/applications/{id}/scorecard`: the
 * caller's own scorecard: `competencies` are the vacancy's current ones (what a submission rates),
 * `ratings` those given when it was submitted (empty before).
 */
export const myScorecardSchema = z.strictObject({
  applicationId: z.number(),
  /** The interview it follows; `null` for feedback on the application without an interview. */
  interviewId: z.nullable(z.number()),
  competencies: z.array(scorecardCompetencySchema),
  ratings: z.array(scorecardRatingSchema),
  recommendation: z.nullable(z.enum(SCORECARD_RATINGS)),
  notes: z.string(),
  /** When it is expected (a day after the interview); `null` without an interview. */
  dueAt: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
});
export type MyScorecard = z.infer<typeof myScorecardSchema>;

export const SCORECARD_STATES = ['submitted', 'pending', 'overdue'] as const;
export type ScorecardState = (typeof SCORECARD_STATES)[number];

/**
 * One interviewer's scorecard in the application's summary. What they wrote (`recommendation`,
 * `ratings`, `notes`) is `null` while it is `hidden` from the reader: the independence rule.
 */
export const scorecardSummaryItemSchema = z.strictObject({
  id: z.number(),
  interviewer: z.strictObject({ id: z.string(), name: z.string() }),
  interviewId: z.nullable(z.number()),
  mine: z.boolean(),
  state: z.enum(SCORECARD_STATES),
  dueAt: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  hidden: z.boolean(),
  recommendation: z.nullable(z.enum(SCORECARD_RATINGS)),
  ratings: z.nullable(z.array(scorecardRatingSchema)),
  notes: z.nullable(z.string()),
});
export type ScorecardSummaryItem = z.infer<typeof scorecardSummaryItemSchema>;

/**
 * `GET /api/team/applications/{id}/scorecards`: every interviewer's scorecard, who has submitted and
 * who is overdue. An interviewer reads the others' only once they submitted their own; owners and
 * admins read all (`seesAll`).
 */
export const applicationScorecardsSchema = z.strictObject({
  applicationId: z.number(),
  competencies: z.array(scorecardCompetencySchema),
  seesAll: z.boolean(),
  items: z.array(scorecardSummaryItemSchema),
});
export type ApplicationScorecards = z.infer<typeof applicationScorecardsSchema>;
