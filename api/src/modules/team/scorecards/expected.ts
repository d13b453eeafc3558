import { SCORECARD_DUE_AFTER_HOURS } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { enqueueJobs } from '../../../jobs';
import { SCORECARD_REMIND_JOB } from './reminders';

/** An interview as scorecards need it: whose feedback is expected, and from when it is due. */
export interface InterviewForScorecards {
  applicationId: number;
  interviewId: number;
  /** User ids of the interviewers (members of the vacancy's team). */
  interviewerIds: readonly string[];
  /** When the interview ends: each scorecard is due {@link SCORECARD_DUE_AFTER_HOURS} later. */
  endsAt: Date;
}

/**
 * For the interviews module, inside the transaction that schedules or reschedules an interview:
 * expects a scorecard from each interviewer, due a day after the interview, with its reminder (a
 * `scorecard.remind` job at the due time). Interviewers taken off the interview are no longer
 * expected (what they submitted stays); a new time moves the due time and the reminder.
 */
export async function expectScorecards(tx: Queryable, interview: InterviewForScorecards): Promise<void> {
  const dueAt = new Date(interview.endsAt.getTime() + SCORECARD_DUE_AFTER_HOURS * 3_600_000);
  await tx.query('DELETE FROM scorecards WHERE interview_id = $1 AND submitted_at IS NULL AND NOT (interviewer_id = ANY($2::uuid[]))', [
    interview.interviewId,
    interview.interviewerIds,
  ]);
  if (interview.interviewerIds.length === 0) return;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO scorecards (application_id, interviewer_id, interview_id, due_at)
     SELECT $1, interviewer, $2, $4 FROM unnest($3::uuid[]) AS interviewer
     ON CONFLICT (application_id, interviewer_id, COALESCE(interview_id, 0)) DO UPDATE SET due_at = EXCLUDED.due_at
       WHERE scorecards.submitted_at IS NULL AND scorecards.due_at IS DISTINCT FROM EXCLUDED.due_at
     RETURNING id`,
    [interview.applicationId, interview.interviewId, interview.interviewerIds, dueAt.toISOString()],
  );
  await enqueueJobs(
    tx,
    rows.map((row) => ({
      kind: SCORECARD_REMIND_JOB,
      payload: { scorecardId: Number(row.id), dueAt: dueAt.toISOString() },
      runAt: dueAt,
      idempotencyKey: `${SCORECARD_REMIND_JOB}:${row.id}:${dueAt.toISOString()}`,
    })),
  );
}

/** For the interviews module, when an interview is cancelled: its scorecards not yet submitted are no longer expected. */
export async function withdrawScorecards(tx: Queryable, interviewId: number): Promise<void> {
  await tx.query('DELETE FROM scorecards WHERE interview_id = $1 AND submitted_at IS NULL', [interviewId]);
}
