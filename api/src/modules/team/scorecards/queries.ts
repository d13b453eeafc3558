import type { ScorecardRating, ScorecardRatingEntry } from '@platform/contract';
import type { Queryable } from '../../../db/database';

/** A scorecard with its interviewer's name. */
export interface ScorecardRow {
  id: number;
  application_id: number;
  interviewer_id: string;
  interviewer_name: string;
  interview_id: number | null;
  due_at: Date | null;
  ratings: unknown;
  recommendation: ScorecardRating | null;
  notes: string;
  submitted_at: Date | null;
}

const SELECT_SCORECARD = `
  SELECT s.id, s.application_id, s.interviewer_id, u.name AS interviewer_name, s.interview_id, s.due_at,
         s.ratings, s.recommendation, s.notes, s.submitted_at
    FROM scorecards s JOIN users u ON u.id = s.interviewer_id`;

/** Every scorecard of an application: submitted first (in order), then the expected ones by due time. */
export async function scorecardsOf(db: Queryable, applicationId: number): Promise<ScorecardRow[]> {
  const { rows } = await db.query<ScorecardRow>(
    `${SELECT_SCORECARD} WHERE s.application_id = $1
      ORDER BY s.submitted_at IS NULL, s.submitted_at, s.due_at NULLS LAST, s.id`,
    [applicationId],
  );
  return rows.map(normalise);
}

/** The reader's scorecard of an application without an interview; `null` before they write one. */
export async function ownApplicationScorecard(db: Queryable, applicationId: number, userId: string): Promise<ScorecardRow | null> {
  const { rows } = await db.query<ScorecardRow>(`${SELECT_SCORECARD} WHERE s.application_id = $1 AND s.interviewer_id = $2 AND s.interview_id IS NULL`, [
    applicationId,
    userId,
  ]);
  const row = rows[0];
  return row === undefined ? null : normalise(row);
}

/** The reader's scorecard for an interview, if they are one of its interviewers. */
export async function ownInterviewScorecard(db: Queryable, interviewId: number, userId: string): Promise<ScorecardRow | null> {
  const { rows } = await db.query<ScorecardRow>(`${SELECT_SCORECARD} WHERE s.interview_id = $1 AND s.interviewer_id = $2`, [interviewId, userId]);
  const row = rows[0];
  return row === undefined ? null : normalise(row);
}

/** Whether the reader submitted a scorecard of the application (any of their interviews, or without one). */
export async function hasSubmitted(db: Queryable, applicationId: number, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM scorecards WHERE application_id = $1 AND interviewer_id = $2 AND submitted_at IS NOT NULL LIMIT 1', [
    applicationId,
    userId,
  ]);
  return rows.length > 0;
}

export interface SubmittedScorecard {
  applicationId: number;
  interviewerId: string;
  interviewId: number | null;
  ratings: readonly ScorecardRatingEntry[];
  recommendation: ScorecardRating;
  notes: string;
}

/** Stores a submitted scorecard (a first one, or replacing the last); its id. */
export async function submitScorecard(db: Queryable, input: SubmittedScorecard): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO scorecards (application_id, interviewer_id, interview_id, ratings, recommendation, notes, submitted_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, now())
     ON CONFLICT (application_id, interviewer_id, COALESCE(interview_id, 0)) DO UPDATE SET
       ratings = EXCLUDED.ratings, recommendation = EXCLUDED.recommendation, notes = EXCLUDED.notes,
       submitted_at = now()
     RETURNING id`,
    [input.applicationId, input.interviewerId, input.interviewId, JSON.stringify(input.ratings), input.recommendation, input.notes],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('INSERT INTO scorecards returned no row');
  return Number(row.id);
}

/** Ids come back as strings from some drivers (bigint): numbers in the API. */
function normalise(row: ScorecardRow): ScorecardRow {
  return { ...row, id: Number(row.id), application_id: Number(row.application_id), interview_id: row.interview_id === null ? null : Number(row.interview_id) };
}
