import type { Session, SessionUser, TeamRole } from '@platform/contract';

/**
 * A signed-in recruiter for tests: Olga (`olga@example.test`) in the team "Acme" with 20 credits,
 * as its owner unless `role` says otherwise.
 */
export function createRecruiterSession(user: Partial<SessionUser> = {}, role: TeamRole = 'owner'): Session {
  return {
    user: { id: 'u-1', email: 'olga@example.test', name: 'Olga', kind: 'recruiter', ...user },
    team: { id: 't-1', name: 'Acme', role, credits: 20 },
  };
}
