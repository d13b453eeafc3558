import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HISTORY_ENDPOINTS, type HistoryKind } from '@platform/contract';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/errors';
import { route } from '../../../http/route';
import { requireSession } from '../../../http/session';
import { toSearchHistoryItem, toViewHistoryItem } from './mapping';
import { countHistory, deleteHistory, selectSearches, selectViews } from './queries';

/** `GET|DELETE /api/user/history`: the signed-in user's searches and CV views (written by the search module). */
export async function registerHistoryRoutes(app: FastifyInstance, db: Database, retentionDays: number): Promise<void> {
  const signedIn = async ({ request }: { request: FastifyRequest }) => requireSession(request, db);

  route(app, HISTORY_ENDPOINTS.list, {
    access: signedIn,
    handler: async ({ access: session, query }) => {
      const page = { limit: query.limit, offset: query.offset };
      if (query.kind === 'search') {
        const rows = await selectSearches(db, session.user.id, page);
        const total = rows[0]?.full_count ?? (await countHistory(db, 'search', session.user.id));
        return { kind: query.kind, total, retentionDays, items: rows.map(toSearchHistoryItem) };
      }
      const rows = await selectViews(db, session.user.id, page);
      const total = rows[0]?.full_count ?? (await countHistory(db, 'view', session.user.id));
      return { kind: query.kind, total, retentionDays, items: rows.map(toViewHistoryItem) };
    },
  });

  // Without `kind` it clears both; with `id` it removes one entry of that kind.
  route(app, HISTORY_ENDPOINTS.remove, {
    access: signedIn,
    handler: async ({ access: session, query }) => {
      const kinds: HistoryKind[] = query.kind === undefined ? ['search', 'view'] : [query.kind];
      const deleted = await deleteHistory(db, session.user.id, kinds, query.id ?? null);
      if (query.id !== undefined && deleted === 0) throw new ApiError(404, 'not_found', 'No such history entry.');
    },
  });
}
