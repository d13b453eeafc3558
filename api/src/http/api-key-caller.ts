import type { ApiKeyScope, Session, SessionTeam } from '@platform/contract';

/** A request authenticated by a team's API key: the key and the team it acts for. */
export interface ApiKeyCaller {
  keyId: string;
  scopes: readonly ApiKeyScope[];
  /**
   * The team as a session: the key's creator (an owner of the team, or the key is refused) is the
   * user, so a vacancy or note it writes is attributed as one of theirs would be.
   */
  session: Session & { team: SessionTeam };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the request carries a valid API key for its route; `null` otherwise. */
    apiKey: ApiKeyCaller | null;
  }
}
