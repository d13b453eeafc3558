import type { TeamRole } from '@platform/contract';
import type { Queryable } from '../../../db/database';

/** A member of a team as `team_members` and `users` give it. */
export interface MemberRow {
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  joined_at: Date;
}

/** A pending invitation of a team. */
export interface InvitationRow {
  id: string;
  email: string;
  role: 'admin' | 'member';
  created_at: Date;
  expires_at: Date;
}

/** The members of a team: owners, then admins, then members, each by name. */
export async function memberRows(db: Queryable, teamId: string): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT u.id, u.name, u.email, m.role, m.created_at AS joined_at
       FROM team_members m JOIN users u ON u.id = m.user_id
      WHERE m.team_id = $1
      ORDER BY CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END, u.name, u.id`,
    [teamId],
  );
  return rows;
}

/**
 * SQL condition (on `team_invitations` aliased `i`): the inviter is still an owner or admin of the
 * invitation's team. An invitation speaks for its inviter: once they are demoted, removed, gone to
 * another team or deleted, their pending invitations no longer let anyone in.
 */
export const INVITER_STILL_MANAGES = `EXISTS (
  SELECT 1 FROM team_members inviter
   WHERE inviter.team_id = i.team_id AND inviter.user_id = i.invited_by AND inviter.role IN ('owner', 'admin'))`;

/** The team's pending invitations (not accepted, not expired, their inviter still a manager), newest first. */
export async function pendingInvitationRows(db: Queryable, teamId: string): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    `SELECT id, email, role, created_at, expires_at FROM team_invitations i
      WHERE team_id = $1 AND accepted_at IS NULL AND expires_at > now() AND ${INVITER_STILL_MANAGES}
      ORDER BY created_at DESC`,
    [teamId],
  );
  return rows;
}

/** Locks the team's membership for the rest of the transaction, so two "last owner" checks cannot race. */
export async function lockTeam(tx: Queryable, teamId: string): Promise<void> {
  await tx.query('SELECT id FROM teams WHERE id = $1 FOR UPDATE', [teamId]);
}

export async function countOwners(tx: Queryable, teamId: string): Promise<number> {
  const { rows } = await tx.query<{ owners: number }>(
    `SELECT count(*) AS owners FROM team_members WHERE team_id = $1 AND role = 'owner'`,
    [teamId],
  );
  return rows[0]?.owners ?? 0;
}

export async function memberRole(tx: Queryable, teamId: string, userId: string): Promise<TeamRole | null> {
  const { rows } = await tx.query<{ role: TeamRole }>('SELECT role FROM team_members WHERE team_id = $1 AND user_id = $2', [
    teamId,
    userId,
  ]);
  return rows[0]?.role ?? null;
}
