import { z } from 'zod';
import {
  type MyScorecard,
  SCORECARD_RATINGS,
  type ScorecardCompetency,
  type ScorecardRatingEntry,
  type ScorecardState,
  type ScorecardSummaryItem,
  type TeamRole,
} from '@platform/contract';
import type { ScorecardRow } from './queries';

const STORED_RATINGS = z.array(z.object({ key: z.string(), name: z.string().nullable(), rating: z.enum(SCORECARD_RATINGS) }));

export function storedRatings(value: unknown): ScorecardRatingEntry[] {
  return STORED_RATINGS.parse(value);
}

/**
 * The independence rule: an interviewer reads the others' scorecards of an application only once
 * they submitted their own, so that what they write is their own judgement; owners and admins of
 * the team read all of them.
 */
export function seesAllScorecards(role: TeamRole, submittedOwn: boolean): boolean {
  return role === 'owner' || role === 'admin' || submittedOwn;
}

/** Submitted, or expected and past its due time (`overdue`), or expected still (`pending`). */
export function stateOf(row: Pick<ScorecardRow, 'submitted_at' | 'due_at'>, now: Date): ScorecardState {
  if (row.submitted_at !== null) return 'submitted';
  return row.due_at !== null && row.due_at.getTime() <= now.getTime() ? 'overdue' : 'pending';
}

/** One scorecard in the application's summary, its content hidden from a reader the rule keeps out. */
export function toSummaryItem(row: ScorecardRow, readerId: string, seesAll: boolean, now: Date): ScorecardSummaryItem {
  const mine = row.interviewer_id === readerId;
  const hidden = row.submitted_at !== null && !mine && !seesAll;
  const shown = row.submitted_at !== null && !hidden;
  return {
    id: row.id,
    interviewer: { id: row.interviewer_id, name: row.interviewer_name },
    interviewId: row.interview_id,
    mine,
    state: stateOf(row, now),
    dueAt: row.due_at?.toISOString() ?? null,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    hidden,
    recommendation: shown ? row.recommendation : null,
    ratings: shown ? storedRatings(row.ratings) : null,
    notes: shown ? row.notes : null,
  };
}

/**
 * The reader's own scorecard with the vacancy's current competencies (what a new submission
 * rates) and, once submitted, the ratings given then.
 */
export function toMyScorecard(
  applicationId: number,
  interviewId: number | null,
  row: ScorecardRow | null,
  current: readonly ScorecardCompetency[],
): MyScorecard {
  const ratings = row === null || row.submitted_at === null ? [] : storedRatings(row.ratings);
  return {
    applicationId,
    interviewId,
    competencies: [...current],
    ratings,
    recommendation: row?.recommendation ?? null,
    notes: row?.notes ?? '',
    dueAt: row?.due_at?.toISOString() ?? null,
    submittedAt: row?.submitted_at?.toISOString() ?? null,
  };
}
