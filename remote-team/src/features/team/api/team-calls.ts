import type {
  AcceptedInvitation,
  ApiClient,
  CreatedInvitation,
  InvitationBody,
  TeamDetails,
  TeamMember,
  TeamRole,
} from '@platform/contract';

/** Query key of the user's team (members, invitations); a change to the team invalidates it. */
export const TEAM_KEY = ['team', 'details'] as const;

export const getTeam = (api: ApiClient, signal?: AbortSignal) => api.get<TeamDetails>('/team', { signal });

export const inviteMember = (api: ApiClient, input: InvitationBody) =>
  api.post<CreatedInvitation>('/team/invitations', input);

export const revokeInvitation = (api: ApiClient, id: string) => api.delete<null>(`/team/invitations/${encodeURIComponent(id)}`);

export const acceptInvitation = (api: ApiClient, token: string) =>
  api.post<AcceptedInvitation>(`/team/invitations/${encodeURIComponent(token)}/accept`, {});

export const changeRole = (api: ApiClient, userId: string, role: TeamRole) =>
  api.patch<TeamMember>(`/team/members/${encodeURIComponent(userId)}`, { role });

export const removeMember = (api: ApiClient, userId: string) => api.delete<null>(`/team/members/${encodeURIComponent(userId)}`);
