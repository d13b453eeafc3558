import { z } from 'zod/mini';
import { LOCALES } from './locale';
import { THEMES } from './theme';

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
  /**
   * The account's saved language and theme: the shell applies them at sign-in and whenever the
   * session is refreshed, so a choice made on one device follows the user to every other.
   * Absent from an older API's answer (the shell then keeps its own).
   */
  locale: z.optional(z.enum(LOCALES)),
  theme: z.optional(z.enum(THEMES)),
  /** `false` until the address is verified: sending mailings and inviting wait for it. */
  emailVerified: z.optional(z.boolean()),
  /**
   * `true` for a platform operator (`npm run operators`, a role of the platform, not of a team):
   * the shell lets them load any released version of any remote in their own browser (overrides).
   * Absent (an API key's session, an older API) means not an operator.
   */
  operator: z.optional(z.boolean()),
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
