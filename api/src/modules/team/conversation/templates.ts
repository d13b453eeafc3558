import type { FastifyInstance } from 'fastify';
import { CONVERSATION_ENDPOINTS, MESSAGE_TEMPLATES_MAX, type ResponseOf } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError, parseInput } from '../../../http/errors';
import { parseNumericId, requireTeamSession, routeParam } from '../access';
import { checkVariables } from '../mailings/template';

/**
 * The team's templates for the usual answers (`/team/message-templates`): any member reads, adds
 * and deletes them; their text may use the mailing variables, checked here like a mailing's.
 */
export async function registerTemplateRoutes(app: FastifyInstance, db: Database): Promise<void> {
  app.get<{ Reply: ResponseOf<typeof CONVERSATION_ENDPOINTS.templates> }>('/team/message-templates', async (request) => {
    const session = await requireTeamSession(request, db);
    const { rows } = await db.query<{ id: number; name: string; body: string }>('SELECT id, name, body FROM team_message_templates WHERE team_id = $1 ORDER BY name, id', [
      session.team.id,
    ]);
    return { items: rows.map((row) => ({ id: Number(row.id), name: row.name, body: row.body })) };
  });

  app.post<{ Reply: ResponseOf<typeof CONVERSATION_ENDPOINTS.addTemplate, 201> }>('/team/message-templates', async (request, reply) => {
    const session = await requireTeamSession(request, db);
    const input = parseInput(CONVERSATION_ENDPOINTS.addTemplate.body, request.body);
    checkVariables({ subject: '', body: input.body });
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO team_message_templates (team_id, name, body, created_by)
       SELECT $1, $2, $3, $4 WHERE (SELECT count(*) FROM team_message_templates WHERE team_id = $1) < $5
       ON CONFLICT (team_id, name) DO NOTHING RETURNING id`,
      [session.team.id, input.name, input.body, session.user.id, MESSAGE_TEMPLATES_MAX],
    );
    const id = rows[0]?.id;
    if (id === undefined) {
      throw new ApiError(409, 'template_exists', `A template with this name exists, or the team has ${MESSAGE_TEMPLATES_MAX} already.`, [
        { path: 'name', message: 'Choose another name (or delete a template first).' },
      ]);
    }
    return reply.status(201).send({ id: Number(id), name: input.name, body: input.body });
  });

  app.delete('/team/message-templates/:id', async (request, reply) => {
    const session = await requireTeamSession(request, db);
    const id = parseNumericId(routeParam(request.params, 'id'), 'template');
    const { rowCount } = await db.query('DELETE FROM team_message_templates WHERE id = $1 AND team_id = $2', [id, session.team.id]);
    if (rowCount === 0) throw new ApiError(404, 'not_found', 'No such template.');
    return reply.status(204).send();
  });
}
