import type { Queryable } from '../../db/database';

/** A stored front-end alert. */
export interface FrontendAlert {
  id: number;
  message: string;
  ip: string | null;
  userAgent: string | null;
  userId: string | null;
  /** The X-Request-Id of the report (the host server's id), to find it in the servers' logs. */
  requestId: string | null;
  createdAt: Date;
}

/** The newest alerts first. */
export async function listAlerts(db: Queryable, limit: number): Promise<FrontendAlert[]> {
  const { rows } = await db.query<{
    id: number;
    message: string;
    ip: string | null;
    user_agent: string | null;
    user_id: string | null;
    request_id: string | null;
    created_at: Date;
  }>(
    `SELECT id, message, ip, user_agent, user_id, request_id, created_at
       FROM frontend_alerts ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    ip: row.ip,
    userAgent: row.user_agent,
    userId: row.user_id,
    requestId: row.request_id,
    createdAt: row.created_at,
  }));
}

/** Deletes alerts older than `days`, then all but the newest `keep`. */
export async function deleteOldAlerts(db: Queryable, days: number, keep: number): Promise<void> {
  await db.query(`DELETE FROM frontend_alerts WHERE created_at < now() - make_interval(days => $1)`, [days]);
  await db.query(
    `DELETE FROM frontend_alerts WHERE id < (SELECT id FROM frontend_alerts ORDER BY id DESC OFFSET $1 LIMIT 1)`,
    [keep - 1],
  );
}
