import type { FastifyInstance } from 'fastify';
import { CONVERSATION_ENDPOINTS, MESSAGE_TEMPLATES_MAX } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireTeamSession, teamAccess } from '../access';
import { checkVariables } from '../mailings/template';

/**
 * The team's templates for the usual answers (`/team/message-templates`): any member reads, adds
 * and deletes them; their text may use the mailing variables, checked here like a mailing's.
 */
export async function registerTemplateRoutes(app: FastifyInstance, db: Database): Promise<void> {
  route(app, CONVERSATION_ENDPOINTS.templates, async ({ request }) => {
    const session = await requireTeamSession(request, db);
    const { rows } = await db.query<{ id: number; name: string; body: string }>('SELECT id, name, body FROM team_message_templates WHERE team_id = $1 ORDER BY name, id', [
      session.team.id,
    ]);
    return { items: rows.map((row) => ({ id: Number(row.id), name: row.name, body: row.body })) };
  });

  route(app, CONVERSATION_ENDPOINTS.addTemplate, {
    access: teamAccess(db),
    handler: async ({ access: session, body: input }) => {
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
      return { id: Number(id), name: input.name, body: input.body };
    },
  });

  route(app, CONVERSATION_ENDPOINTS.deleteTemplate, async ({ request, params: { id } }) => {
    const session = await requireTeamSession(request, db);
    const { rowCount } = await db.query('DELETE FROM team_message_templates WHERE id = $1 AND team_id = $2', [id, session.team.id]);
    if (rowCount === 0) throw new ApiError(404, 'not_found', 'No such template.');
  });
}
