import type { TeamInvitation, TeamMember } from '@platform/contract';
import type { InvitationRow, MemberRow } from './queries';

export function toTeamMember(row: MemberRow): TeamMember {
  return { id: row.id, name: row.name, email: row.email, role: row.role, joinedAt: row.joined_at.toISOString() };
}

export function toTeamInvitation(row: InvitationRow): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
  };
}
