export type AccountKind = 'recruiter' | 'candidate';
export type TeamRole = 'owner' | 'admin' | 'member';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  kind: AccountKind;
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
