import type { Locale } from './locale';
import type { Theme } from './theme';

export type AccountKind = 'recruiter' | 'candidate';
export type TeamRole = 'owner' | 'admin' | 'member';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  kind: AccountKind;
  /**
   * The account's saved language and theme: the shell applies them at sign-in and whenever the
   * session is refreshed, so a choice made on one device follows the user to every other.
   * Absent from an older API's answer (the shell then keeps its own).
   */
  locale?: Locale;
  theme?: Theme;
  /** `false` until the address is verified: sending mailings and inviting wait for it. */
  emailVerified?: boolean;
}

export interface SessionTeam {
  id: string;
  name: string;
  role: TeamRole;
  credits: number;
}

/** The signed-in user as `GET /api/auth/me` returns it; `null` when anonymous. */
export interface Session {
  user: SessionUser;
  team: SessionTeam | null;
}
