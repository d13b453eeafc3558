import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API_KEY_ENDPOINTS, API_KEYS_PER_TEAM_MAX, type ApiKey, type CreatedApiKey, type ResponseOf } from '@platform/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { newApiKeyToken, storedScopes } from '../auth/api-keys';
import { requireTeamSession, routeParam, type TeamSession } from './access';

const UUID = z.uuid();

interface KeyRow {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  created_at: Date;
  created_by: string;
  last_used_at: Date | null;
}

function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scopes: storedScopes(row.scopes),
    prefix: row.prefix,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    lastUsedAt: row.last_used_at?.toISOString() ?? null,
  };
}

const KEY_COLUMNS = 'k.id, k.name, k.scopes, k.prefix, k.created_at, u.name AS created_by, k.last_used_at';

/** @throws ApiError 403 unless the recruiter owns the team: keys act with an owner's authority. */
function requireOwner(session: TeamSession): void {
  if (session.team.role !== 'owner') throw new ApiError(403, 'forbidden', 'Only owners of the team can manage its API keys.');
}

async function listKeys(db: Queryable, teamId: string): Promise<ApiKey[]> {
  const { rows } = await db.query<KeyRow>(
    `SELECT ${KEY_COLUMNS} FROM team_api_keys k JOIN users u ON u.id = k.created_by WHERE k.team_id = $1 ORDER BY k.created_at DESC, k.id`,
    [teamId],
  );
  return rows.map(toApiKey);
}

/**
 * A team's API keys, for its owners only: `GET|POST /api/team/api-keys`,
 * `DELETE /api/team/api-keys/:id`. The token is in the creation's answer and nowhere else.
 */
export async function registerApiKeyRoutes(app: FastifyInstance, db: Database): Promise<void> {
  app.get<{ Reply: ResponseOf<typeof API_KEY_ENDPOINTS.list> }>(API_KEY_ENDPOINTS.list.path, async (request) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    return { items: await listKeys(db, session.team.id) };
  });

  app.post<{ Reply: CreatedApiKey }>(API_KEY_ENDPOINTS.create.path, async (request, reply) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    const body = parseInput(API_KEY_ENDPOINTS.create.body, request.body);
    const { token, prefix, hash } = newApiKeyToken();
    const created = await db.transaction(async (tx) => {
      // One key at a time per team: two creations cannot both pass the count.
      await tx.query('SELECT id FROM teams WHERE id = $1 FOR UPDATE', [session.team.id]);
      const { rows: counts } = await tx.query<{ keys: number }>('SELECT count(*)::int AS keys FROM team_api_keys WHERE team_id = $1', [session.team.id]);
      if ((counts[0]?.keys ?? 0) >= API_KEYS_PER_TEAM_MAX) {
        throw new ApiError(409, 'too_many_api_keys', `A team holds at most ${API_KEYS_PER_TEAM_MAX} API keys: revoke one first.`);
      }
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO team_api_keys (team_id, created_by, name, scopes, token_hash, prefix) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [session.team.id, session.user.id, body.name, body.scopes, hash, prefix],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('api key insert returned no row');
      const { rows: keys } = await tx.query<KeyRow>(`SELECT ${KEY_COLUMNS} FROM team_api_keys k JOIN users u ON u.id = k.created_by WHERE k.id = $1`, [id]);
      const key = keys[0];
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
    const { rowCount } = id.success ? await db.query('DELETE FROM team_api_keys WHERE id = $1 AND team_id = $2', [id.data, session.team.id]) : { rowCount: 0 };
    if (rowCount === 0) throw new ApiError(404, 'not_found', 'No such API key in your team.');
    return reply.code(204).send();
  });
}
