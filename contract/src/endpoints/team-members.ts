import { z } from 'zod/mini';
import { TEAM_ROLES, teamRoleSchema } from '../session';
import { defineEndpoint } from './endpoint';
import { uuidParamsSchema } from './params';

/** Roles an invitation can give (owners are made by a role change, never invited). */
export const INVITATION_ROLES = ['admin', 'member'] as const;

/** A member of a team as `GET /api/team` lists them. */
export const teamMemberSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  joinedAt: z.string(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A pending invitation (the token is shown once, when it is created). */
export const teamInvitationSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

/** `GET /api/team`: the team, its plan and credits, the viewer's role, members and (managers) invitations. */
export const teamDetailsSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  plan: z.string(),
  credits: z.number(),
  role: teamRoleSchema,
  members: z.array(teamMemberSchema),
  invitations: z.array(teamInvitationSchema),
});
export type TeamDetails = z.infer<typeof teamDetailsSchema>;

/** `POST /api/team/invitations`: the invitation with its token, shown this once. */
export const createdInvitationSchema = z.strictObject({
  ...teamInvitationSchema.shape,
  token: z.string(),
  acceptPath: z.string(),
});
export type CreatedInvitation = z.infer<typeof createdInvitationSchema>;

/** Body of `POST /api/team/invitations`. */
export const invitationBodySchema = z.strictObject({
  email: z.string().check(z.trim(), z.maxLength(254, 'At most 254 characters.'), z.email({ message: 'Enter a valid e-mail address.' })),
  role: z.enum(INVITATION_ROLES, { message: 'Choose admin or member.' }),
});
export type InvitationBody = z.input<typeof invitationBodySchema>;

/** Body of `PATCH /api/team/members/:id`. */
export const memberPatchSchema = z.strictObject({
  role: z.enum(TEAM_ROLES, { message: 'Choose owner, admin or member.' }),
});

/** `POST /api/team/invitations/:token/accept`: the team joined. */
export const acceptedInvitationSchema = z.strictObject({
  team: z.strictObject({ id: z.string(), name: z.string(), role: teamRoleSchema }),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/** The team, its members and invitations: `/api/team`, `/api/team/invitations/*`, `/api/team/members/*`. */
export const TEAM_MEMBER_ENDPOINTS = {
  team: defineEndpoint({ method: 'GET', path: '/team', responses: { 200: teamDetailsSchema } }),
  invite: defineEndpoint({ method: 'POST', path: '/team/invitations', body: invitationBodySchema, responses: { 201: createdInvitationSchema } }),
  revoke: defineEndpoint({ method: 'DELETE', path: '/team/invitations/:id', params: uuidParamsSchema, responses: {} }),
  accept: defineEndpoint({ method: 'POST', path: '/team/invitations/:token/accept', params: z.strictObject({ token: z.string() }), responses: { 200: acceptedInvitationSchema } }),
  changeRole: defineEndpoint({ method: 'PATCH', path: '/team/members/:id', params: uuidParamsSchema, body: memberPatchSchema, responses: { 200: teamMemberSchema } }),
  remove: defineEndpoint({ method: 'DELETE', path: '/team/members/:id', params: uuidParamsSchema, responses: {} }),
};
