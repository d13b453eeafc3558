import { z } from 'zod/mini';

export const ACCOUNT_KINDS = ['recruiter', 'candidate'] as const;
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;

export const accountKindSchema = z.enum(ACCOUNT_KINDS);
export const teamRoleSchema = z.enum(TEAM_ROLES);
export type AccountKind = z.infer<typeof accountKindSchema>;
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const sessionUserSchema = z.strictObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  kind: accountKindSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionTeamSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  role: teamRoleSchema,
  credits: z.number(),
});
export type SessionTeam = z.infer<typeof sessionTeamSchema>;

/** The signed-in user as `GET /api/auth/me` returns it; `null` when anonymous. */
export const sessionSchema = z.strictObject({
  user: sessionUserSchema,
  team: z.nullable(sessionTeamSchema),
});
export type Session = z.infer<typeof sessionSchema>;
