import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_ENDPOINTS, API_KEYS_PER_TEAM_MAX } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { newApiKeyToken } from '../../auth';
import { requireTeamSession, type TeamSession } from '../access';
import { toApiKey } from './mapping';
import { countKeysLocked, deleteKey, insertKey, selectKey, selectKeys } from './queries';

/** @throws ApiError 403 unless the recruiter owns the team: keys act with an owner's authority. */
function requireOwner(session: TeamSession): void {
  if (session.team.role !== 'owner') throw new ApiError(403, 'forbidden', 'Only owners of the team can manage its API keys.');
}

/**
 * A team's API keys, for its owners only: `GET|POST /api/team/api-keys`,
 * `DELETE /api/team/api-keys/:id`. The token is in the creation's answer and nowhere else.
 */
export async function registerApiKeyRoutes(app: FastifyInstance, db: Database): Promise<void> {
  /** The access check of every key route: the team's owners only. */
  const owners = async ({ request }: { request: FastifyRequest }): Promise<TeamSession> => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    return session;
  };

  route(app, API_KEY_ENDPOINTS.list, {
    access: owners,
    handler: async ({ access: session }) => ({ items: (await selectKeys(db, session.team.id)).map(toApiKey) }),
  });

  route(app, API_KEY_ENDPOINTS.create, {
    access: owners,
    handler: async ({ access: session, body }) => {
      const { token, prefix, hash } = newApiKeyToken();
      const created = await db.transaction(async (tx) => {
        if ((await countKeysLocked(tx, session.team.id)) >= API_KEYS_PER_TEAM_MAX) {
          throw new ApiError(409, 'too_many_api_keys', `A team holds at most ${API_KEYS_PER_TEAM_MAX} API keys: revoke one first.`);
        }
        const id = await insertKey(tx, { teamId: session.team.id, createdBy: session.user.id, name: body.name, scopes: body.scopes, hash, prefix });
        const key = await selectKey(tx, id);
        if (key === undefined) throw new Error('api key vanished after insert');
        return toApiKey(key);
      });
      return { ...created, token };
    },
  });

  route(app, API_KEY_ENDPOINTS.revoke, {
    access: owners,
    handler: async ({ access: session, params: { id } }) => {
      // Another team's key, a revoked one and a made-up id are answered alike.
      if ((await deleteKey(db, id, session.team.id)) === 0) throw new ApiError(404, 'not_found', 'No such API key in your team.');
    },
  });
}
