import { type ApiClient, type InvitationBody, TEAM_MEMBER_ENDPOINTS, type TeamRole } from '@platform/contract';
import { call } from '@platform/shared/call';

/** Query key of the user's team (members, invitations); a change to the team invalidates it. */
export const TEAM_KEY = ['team', 'details'] as const;

export const getTeam = (api: ApiClient, signal?: AbortSignal) => call(api, TEAM_MEMBER_ENDPOINTS.team, { signal });

export const inviteMember = (api: ApiClient, input: InvitationBody) => call(api, TEAM_MEMBER_ENDPOINTS.invite, { body: input });

export const revokeInvitation = (api: ApiClient, id: string) => call(api, TEAM_MEMBER_ENDPOINTS.revoke, { params: { id } });

export const acceptInvitation = (api: ApiClient, token: string) => call(api, TEAM_MEMBER_ENDPOINTS.accept, { params: { token } });

export const changeRole = (api: ApiClient, userId: string, role: TeamRole) => call(api, TEAM_MEMBER_ENDPOINTS.changeRole, { params: { id: userId }, body: { role } });

export const removeMember = (api: ApiClient, userId: string) => call(api, TEAM_MEMBER_ENDPOINTS.remove, { params: { id: userId } });
