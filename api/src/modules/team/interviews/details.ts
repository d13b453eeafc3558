import type { TeamInterview } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { toTeamInterview } from './mapping';
import { attendeesOf, interviewsOfApplication } from './queries';

/** An application's interviews as its details list them: cancelled ones too, each attendee's answer. */
export async function interviewsForDetails(db: Queryable, applicationId: number): Promise<TeamInterview[]> {
  const rows = await interviewsOfApplication(db, applicationId);
  const attendees = await attendeesOf(db, rows.map((row) => Number(row.id)));
  return rows.map((row) => toTeamInterview(row, attendees));
}
