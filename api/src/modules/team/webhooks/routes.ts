import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_ENDPOINTS, WEBHOOK_TEST_EVENT, WEBHOOKS_PER_TEAM_MAX } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireTeamSession, type TeamSession } from '../access';
import { emitTestEvent } from './events';
import { toDelivery, toWebhook } from './mapping';
import { countTeamWebhooks, deleteTeamWebhook, deliveriesOf, deliveryById, insertWebhook, teamWebhook, teamWebhooks } from './queries';

/** @throws ApiError 403 unless the recruiter owns the team: webhooks send the team's data out. */
function requireOwner(session: TeamSession): void {
  if (session.team.role !== 'owner') throw new ApiError(403, 'forbidden', 'Only owners of the team can manage its webhooks.');
}

function noSuchWebhook(): ApiError {
  return new ApiError(404, 'not_found', 'No such webhook.');
}

/** A signing secret in the Standard Webhooks format: `whsec_` and 32 random bytes in base64. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * `/api/team/webhooks`: a team's owners register HTTPS endpoints for its events, remove them, send
 * a test event and read the delivery log. `allowPrivate` (development) also accepts `http://` and
 * private addresses, such as a receiver on this machine.
 */
export async function registerWebhookRoutes(app: FastifyInstance, db: Database, options: { allowPrivate: boolean }): Promise<void> {
  route(app, WEBHOOK_ENDPOINTS.list, async ({ request }) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    return { items: (await teamWebhooks(db, session.team.id)).map(toWebhook) };
  });

  route(app, WEBHOOK_ENDPOINTS.create, async ({ request, body }) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    if (new URL(body.url).protocol !== 'https:' && !options.allowPrivate) {
      throw new ApiError(400, 'validation_failed', 'The request is invalid.', [{ path: 'url', message: 'Enter an https:// address.' }]);
    }
    if ((await countTeamWebhooks(db, session.team.id)) >= WEBHOOKS_PER_TEAM_MAX) {
      const message = `A team has at most ${WEBHOOKS_PER_TEAM_MAX} webhooks: remove one first.`;
      throw new ApiError(409, 'too_many_webhooks', message, [{ path: 'url', message }]);
    }
    const secret = newSecret();
    const row = await insertWebhook(db, { teamId: session.team.id, url: body.url, events: [...new Set(body.events)], secret, createdBy: session.user.id });
    return { webhook: toWebhook(row), secret };
  });

  route(app, WEBHOOK_ENDPOINTS.remove, async ({ request, params }) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    if (!(await deleteTeamWebhook(db, session.team.id, params.id))) throw noSuchWebhook();
  });

  route(app, WEBHOOK_ENDPOINTS.test, async ({ request, params }) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    const webhook = await teamWebhook(db, session.team.id, params.id);
    if (webhook === null) throw noSuchWebhook();
    const id = await db.transaction((tx) => emitTestEvent(tx, webhook.id, WEBHOOK_TEST_EVENT, { webhookId: webhook.id, team: session.team.name }));
    const delivery = await deliveryById(db, id);
    if (delivery === null) throw new Error(`delivery ${id} vanished`);
    return toDelivery(delivery);
  });

  route(app, WEBHOOK_ENDPOINTS.deliveries, async ({ request, params }) => {
    const session = await requireTeamSession(request, db);
    requireOwner(session);
    const webhook = await teamWebhook(db, session.team.id, params.id);
    if (webhook === null) throw noSuchWebhook();
    return { items: (await deliveriesOf(db, webhook.id)).map(toDelivery) };
  });
}
