import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_KEY_ENDPOINTS, API_KEYS_PER_TEAM_MAX, type CreatedApiKey, type ResponseOf } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError, parseInput } from '../../../http/errors';
import { newApiKeyToken } from '../../auth';
import { requireTeamSession, routeParam, type TeamSession } from '../access';
import { toApiKey } from './mapping';
import { countKeysLocked, deleteKey, insertKey, selectKey, selectKeys } from './queries';

const UUID = z.uuid();

/** @throws ApiError 403 unless the recruiter owns the team: keys act with an owner's authority. */
function requireOwner(session: TeamSession): void {
  if (session.team.role !== 'owner') throw new ApiError(403, 'forbidden', 'Only owners of the team can manage its API keys.');
}

/**
 * A team's API keys, for its owners only: `GET|POST /api/team/api-keys`,
 * `DELETE /api/team/api-keys/:id`. The token is in the creation's answer and nowhere else.
 */
export async function registerApiKeyRoutes(app: FastifyInstance, db: Database): Promise<void> {
  app.get<{ Reply: ResponseOf<typeof API_KEY_ENDPOINTS.list> }>(API_KEY_ENDPOINTS.list.path, async (request) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    return { items: (await selectKeys(db, session.team.id)).map(toApiKey) };
  });

  app.post<{ Reply: CreatedApiKey }>(API_KEY_ENDPOINTS.create.path, async (request, reply) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    const body = parseInput(API_KEY_ENDPOINTS.create.body, request.body);
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
    return reply.code(201).send({ ...created, token });
  });

  app.delete(API_KEY_ENDPOINTS.revoke.path, async (request, reply) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    const id = UUID.safeParse(routeParam(request.params, 'id'));
    // Another team's key, a revoked one and a made-up id are answered alike.
    const rowCount = id.success ? await deleteKey(db, id.data, session.team.id) : 0;
    if (rowCount === 0) throw new ApiError(404, 'not_found', 'No such API key in your team.');
    return reply.code(204).send();
  });
}
