import type { ApiClient, TeamRole } from '@platform/contract';

/** A member as `GET /api/team` lists them. */
export interface TeamMember {
  id: string;
  name: string;
  email: string;
  role: TeamRole;
  joinedAt: string;
}

/** A pending invitation. */
export interface TeamInvitation {
  id: string;
  email: string;
  role: 'admin' | 'member';
  createdAt: string;
  expiresAt: string;
}

/** Response of `GET /api/team`. */
export interface TeamDetails {
  id: string;
  name: string;
  plan: string;
  credits: number;
  role: TeamRole;
  members: TeamMember[];
  invitations: TeamInvitation[];
}

/** Response of `POST /api/team/invitations`: the token is shown this once. */
export interface CreatedInvitation extends TeamInvitation {
  token: string;
  acceptPath: string;
}

/** Query key of the user's team (members, invitations); a change to the team invalidates it. */
export const TEAM_KEY = ['team', 'details'] as const;

export const getTeam = (api: ApiClient, signal?: AbortSignal) => api.get<TeamDetails>('/team', { signal });

export const inviteMember = (api: ApiClient, input: { email: string; role: 'admin' | 'member' }) =>
  api.post<CreatedInvitation>('/team/invitations', input);

export const revokeInvitation = (api: ApiClient, id: string) => api.delete<null>(`/team/invitations/${encodeURIComponent(id)}`);

export const acceptInvitation = (api: ApiClient, token: string) =>
  api.post<{ team: { id: string; name: string; role: TeamRole } }>(`/team/invitations/${encodeURIComponent(token)}/accept`, {});

export const changeRole = (api: ApiClient, userId: string, role: TeamRole) =>
  api.patch<TeamMember>(`/team/members/${encodeURIComponent(userId)}`, { role });

export const removeMember = (api: ApiClient, userId: string) => api.delete<null>(`/team/members/${encodeURIComponent(userId)}`);
