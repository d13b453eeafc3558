import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TEAM_MEMBER_ENDPOINTS, type TeamMember, type TeamRole } from '@platform/contract';
import type { Database, Queryable } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireVerifiedEmail } from '../../../http/session';
import { queueMail } from '../../mail';
import { requireManager, requireTeamSession, type TeamSession } from '../access';
import { toTeamInvitation, toTeamMember } from './mapping';
import { checkRoleChange, givePersonalTeam, LAST_OWNER, leaveCurrentTeam } from './membership';
import { countOwners, INVITER_STILL_MANAGES, lockTeam, memberRole, memberRows, pendingInvitationRows } from './queries';

/** How long an invitation link stays valid. */
export const INVITATION_TTL_DAYS = 7;

const ROLE_NAMES = {
  en: { admin: 'administrator', member: 'member' },
  ru: { admin: 'администратор', member: 'участник' },
} as const;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function listMembers(db: Queryable, teamId: string): Promise<TeamMember[]> {
  return (await memberRows(db, teamId)).map(toTeamMember);
}

/** `GET /api/team`, invitations and member management. */
export async function registerMemberRoutes(app: FastifyInstance, db: Database): Promise<void> {
  /** The access check of a change only owners and admins make. */
  const managers = async ({ request }: { request: FastifyRequest }): Promise<TeamSession> => {
    const session = await requireTeamSession(request, db);
    requireManager(session);
    return session;
  };

  route(app, TEAM_MEMBER_ENDPOINTS.team, async ({ request }) => {
    const session = await requireTeamSession(request, db);
    const { rows } = await db.query<{ id: string; name: string; plan: string; credits: number }>(
      'SELECT id, name, plan, credits FROM teams WHERE id = $1',
      [session.team.id],
    );
    const team = rows[0];
    if (team === undefined) throw new ApiError(404, 'not_found', 'Your team no longer exists.');
    const isManager = session.team.role !== 'member';
    return {
      ...team,
      role: session.team.role,
      members: await listMembers(db, team.id),
      // Pending invitations name e-mail addresses: managers only.
      invitations: isManager ? (await pendingInvitationRows(db, team.id)).map(toTeamInvitation) : [],
    };
  });

  route(app, TEAM_MEMBER_ENDPOINTS.invite, {
    access: async (context) => {
      const session = await managers(context);
      requireVerifiedEmail(session);
      return session;
    },
    handler: async ({ access: session, body: input }) => {
      const existing = await db.query(
        `SELECT 1 FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = $1 AND lower(u.email) = lower($2)`,
        [session.team.id, input.email],
      );
      if (existing.rowCount > 0) {
        throw new ApiError(409, 'already_member', 'This person is already in your team.', [
          { path: 'email', message: 'Already a member of the team.' },
        ]);
      }
      const token = randomBytes(24).toString('base64url');
      const acceptPath = `/team?invitation=${token}`;
      const row = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: string; created_at: Date; expires_at: Date; locale: 'en' | 'ru'; team: string }>(
          `WITH created AS (
             INSERT INTO team_invitations (team_id, email, role, token_hash, invited_by, expires_at)
             VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
             RETURNING id, created_at, expires_at)
           SELECT c.id, c.created_at, c.expires_at, u.locale, t.name AS team
             FROM created c, users u, teams t WHERE u.id = $5 AND t.id = $1`,
          [session.team.id, input.email, input.role, hashToken(token), session.user.id, INVITATION_TTL_DAYS],
        );
        const created = rows[0];
        if (created === undefined) throw new Error('INSERT INTO team_invitations returned no row');
        // Written in the inviter's language: the invitee's is not known yet.
        const locale = created.locale;
        const localePrefix = locale === 'ru' ? '/ru' : '';
        await queueMail(tx, {
          to: { email: input.email },
          template: 'invitation',
          locale,
          variables: {
            inviter: session.user.name,
            team: created.team,
            role: ROLE_NAMES[locale][input.role],
            days: String(INVITATION_TTL_DAYS),
            link: `${localePrefix}${acceptPath}`,
          },
          idempotencyKey: `invitation:${created.id}`,
        });
        return created;
      });
      return {
        id: row.id,
        email: input.email,
        role: input.role,
        token,
        // The page that accepts it (locale-free; the host adds /ru for Russian).
        acceptPath,
        createdAt: row.created_at.toISOString(),
        expiresAt: row.expires_at.toISOString(),
      };
    },
  });

  route(app, TEAM_MEMBER_ENDPOINTS.revoke, async ({ request, params: { id } }) => {
    const session = await managers({ request });
    const deleted = await db.query('DELETE FROM team_invitations WHERE id = $1 AND team_id = $2 AND accepted_at IS NULL', [id, session.team.id]);
    if (deleted.rowCount === 0) throw new ApiError(404, 'not_found', 'No such invitation.');
  });

  route(app, TEAM_MEMBER_ENDPOINTS.accept, async ({ request, params: { token } }) => {
    const session = await requireTeamSession(request, db);
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; team_id: string; email: string; role: TeamRole; name: string }>(
        `SELECT i.id, i.team_id, i.email, i.role, t.name
           FROM team_invitations i JOIN teams t ON t.id = i.team_id
          WHERE i.token_hash = $1 AND i.accepted_at IS NULL AND i.expires_at > now() AND ${INVITER_STILL_MANAGES}
          FOR UPDATE OF i`,
        [hashToken(token)],
      );
      const invitation = rows[0];
      if (invitation === undefined) {
        throw new ApiError(404, 'invitation_not_found', 'This invitation does not exist, has expired or was already used.');
      }
      if (invitation.email.toLowerCase() !== session.user.email.toLowerCase()) {
        throw new ApiError(403, 'invitation_for_another_email', 'This invitation was sent to another e-mail address.');
      }
      if (invitation.team_id === session.team.id) throw new ApiError(409, 'already_member', 'You are already in this team.');
      await leaveCurrentTeam(tx, session.user.id);
      await tx.query('INSERT INTO team_members (team_id, user_id, role) VALUES ($1, $2, $3)', [
        invitation.team_id,
        session.user.id,
        invitation.role,
      ]);
      await tx.query('UPDATE team_invitations SET accepted_at = now(), accepted_by = $2 WHERE id = $1', [
        invitation.id,
        session.user.id,
      ]);
      return { team: { id: invitation.team_id, name: invitation.name, role: invitation.role } };
    });
  });

  route(app, TEAM_MEMBER_ENDPOINTS.changeRole, {
    access: managers,
    handler: async ({ access: session, params: { id: userId }, body: { role } }) =>
      db.transaction(async (tx) => {
        await lockTeam(tx, session.team.id);
        const current = await memberRole(tx, session.team.id, userId);
        if (current === null) throw new ApiError(404, 'not_found', 'No such member of your team.');
        checkRoleChange(session, current, role);
        if (current === 'owner' && role !== 'owner' && (await countOwners(tx, session.team.id)) === 1) throw LAST_OWNER();
        await tx.query('UPDATE team_members SET role = $3 WHERE team_id = $1 AND user_id = $2', [session.team.id, userId, role]);
        const members = await listMembers(tx, session.team.id);
        const member = members.find((item) => item.id === userId);
        if (member === undefined) throw new Error(`member ${userId} vanished during a role change`);
        return member;
      }),
  });

  route(app, TEAM_MEMBER_ENDPOINTS.remove, async ({ request, params: { id: userId } }) => {
    const session = await requireTeamSession(request, db);
    // Anyone may leave; removing someone else takes an owner or an admin.
    if (userId !== session.user.id) requireManager(session);
    await db.transaction(async (tx) => {
      await lockTeam(tx, session.team.id);
      const current = await memberRole(tx, session.team.id, userId);
      if (current === null) throw new ApiError(404, 'not_found', 'No such member of your team.');
      if (userId !== session.user.id) checkRoleChange(session, current, 'member');
      const { rows } = await tx.query<{ members: number }>('SELECT count(*) AS members FROM team_members WHERE team_id = $1', [
        session.team.id,
      ]);
      // Leaving a team of one would only swap it for an empty one and lose its credits.
      if ((rows[0]?.members ?? 0) === 1) throw new ApiError(409, 'sole_member', 'You are the only member of this team.');
      await leaveCurrentTeam(tx, userId);
      await givePersonalTeam(tx, userId);
    });
  });
}
