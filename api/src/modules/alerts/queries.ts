import type { Queryable } from '../../db/database';

/** A stored front-end alert. */
export interface FrontendAlert {
  id: number;
  message: string;
  ip: string | null;
  userAgent: string | null;
  userId: string | null;
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
    created_at: Date;
  }>(
    `SELECT id, message, ip, user_agent, user_id, created_at
       FROM frontend_alerts ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    ip: row.ip,
    userAgent: row.user_agent,
    userId: row.user_id,
    createdAt: row.created_at,
  }));
}
