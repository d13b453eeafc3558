import type { FastifyInstance } from 'fastify';
import { HISTORY_ENDPOINTS, type ResponseOf, type SearchHistoryItem, type ViewHistoryItem } from '@platform/contract';
import type { Database } from '../../db/database';
import { ApiError, parseInput } from '../../http/errors';
import { requireSession } from '../auth/session';

/** `GET|DELETE /api/user/history`: the signed-in user's searches and CV views (written by the search module). */
export async function registerHistoryRoutes(app: FastifyInstance, db: Database, retentionDays: number): Promise<void> {
  app.get<{ Reply: ResponseOf<typeof HISTORY_ENDPOINTS.list> }>(HISTORY_ENDPOINTS.list.path, async (request) => {
    const session = await requireSession(request, db);
    const query = parseInput(HISTORY_ENDPOINTS.list.query, request.query);
    if (query.kind === 'search') {
      const { rows } = await db.query<{ id: number; criteria: Record<string, unknown>; total: number; created_at: Date; full_count: number }>(
        `SELECT id, criteria, total, created_at, count(*) OVER () AS full_count FROM search_history
          WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [session.user.id, query.limit, query.offset],
      );
      const items: SearchHistoryItem[] = rows.map((row) => ({
        id: row.id,
        criteria: row.criteria,
        total: row.total,
        createdAt: row.created_at.toISOString(),
      }));
      return { kind: query.kind, total: rows[0]?.full_count ?? (await countOf(db, 'search', session.user.id)), retentionDays, items };
    }
    const { rows } = await db.query<{
      id: number;
      resume_id: number;
      type: 'internal' | 'imported' | null;
      name: string | null;
      title: string | null;
      created_at: Date;
      full_count: number;
    }>(
      `SELECT c.id, c.resume_id, r.type, r.name, r.title, c.created_at, count(*) OVER () AS full_count
         FROM cv_views c LEFT JOIN resumes r ON r.id = c.resume_id
        WHERE c.user_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT $2 OFFSET $3`,
      [session.user.id, query.limit, query.offset],
    );
    const items: ViewHistoryItem[] = rows.map((row) => ({
      id: row.id,
      resume:
        row.type !== null && row.name !== null
          ? { type: row.type, id: row.resume_id, name: row.name, title: row.title ?? '' }
          : null,
      createdAt: row.created_at.toISOString(),
    }));
    return { kind: query.kind, total: rows[0]?.full_count ?? (await countOf(db, 'view', session.user.id)), retentionDays, items };
  });

  // Without `kind` it clears both; with `id` it removes one entry of that kind.
  app.delete(HISTORY_ENDPOINTS.remove.path, async (request, reply) => {
    const session = await requireSession(request, db);
    const query = parseInput(HISTORY_ENDPOINTS.remove.query, request.query);
    const tables = query.kind === undefined ? ['search_history', 'cv_views'] : [query.kind === 'search' ? 'search_history' : 'cv_views'];
    let deleted = 0;
    for (const table of tables) {
      const result = await db.query(`DELETE FROM ${table} WHERE user_id = $1 AND ($2::bigint IS NULL OR id = $2)`, [
        session.user.id,
        query.id ?? null,
      ]);
      deleted += result.rowCount;
    }
    if (query.id !== undefined && deleted === 0) throw new ApiError(404, 'not_found', 'No such history entry.');
    return reply.status(204).send();
  });
}

/** The size of a history when the requested page is past its end. */
async function countOf(db: Database, kind: 'search' | 'view', userId: string): Promise<number> {
  const table = kind === 'search' ? 'search_history' : 'cv_views';
  const { rows } = await db.query<{ count: number }>(`SELECT count(*) AS count FROM ${table} WHERE user_id = $1`, [userId]);
  return rows[0]?.count ?? 0;
}
