import type { TeamRole } from '@platform/contract';
import type { Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import type { TeamSession } from '../access';
import { countOwners, lockTeam } from './queries';

/** The refusal of a change that would leave a team without an owner. */
export const LAST_OWNER = (): ApiError =>
  new ApiError(409, 'last_owner', 'A team always keeps an owner: make another member an owner first.');

/**
 * Takes a user out of their current team before they join another or are removed: refuses to
 * leave a team without an owner, and deletes a team left with nobody in it.
 */
export async function leaveCurrentTeam(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ team_id: string; role: TeamRole }>('SELECT team_id, role FROM team_members WHERE user_id = $1', [
    userId,
  ]);
  const current = rows[0];
  if (current === undefined) return;
  await lockTeam(tx, current.team_id);
  const { rows: counts } = await tx.query<{ members: number }>('SELECT count(*) AS members FROM team_members WHERE team_id = $1', [
    current.team_id,
  ]);
  const members = counts[0]?.members ?? 0;
  if (current.role === 'owner' && members > 1 && (await countOwners(tx, current.team_id)) === 1) throw LAST_OWNER();
  await tx.query('DELETE FROM team_members WHERE team_id = $1 AND user_id = $2', [current.team_id, userId]);
  if (members === 1) await tx.query('DELETE FROM teams WHERE id = $1', [current.team_id]);
}

/**
 * Gives a recruiter removed from a team a team of their own again (as at registration, but with no
 * credits: removing and re-inviting must not mint credits), so every recruiter keeps a team.
 */
export async function givePersonalTeam(tx: Queryable, userId: string): Promise<void> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO teams (name, credits) SELECT name || '''s team', 0 FROM users WHERE id = $1 RETURNING id`,
    [userId],
  );
  const team = rows[0];
  if (team === undefined) throw new Error(`user ${userId} vanished while leaving a team`);
  await tx.query(`INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, 'owner')`, [team.id, userId]);
}

/** What an owner or an admin may do to another member's role. */
export function checkRoleChange(session: TeamSession, currentRole: TeamRole, nextRole: TeamRole): void {
  if (session.team.role !== 'owner' && (currentRole === 'owner' || nextRole === 'owner')) {
    throw new ApiError(403, 'forbidden', 'Only an owner can grant or take away the owner role.');
  }
}
