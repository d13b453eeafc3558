import type { AuditAction, AuditEntry } from '@platform/contract';
import type { Queryable } from '../../db/database';

/** Who did something to a CV's personal data, and from where. */
export interface AuditActor {
  /** The member (null: a job, or the person by a mailed link). */
  userId: string | null;
  /** The member's e-mail as it is now, `system` or `person`. */
  name: string;
  ip: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { userId: null, name: 'system', ip: null };

/** A signed-in member as an audit actor. */
export function memberActor(session: { user: { id: string; email: string } }, ip: string): AuditActor {
  return { userId: session.user.id, name: session.user.email, ip };
}

export interface AuditRecord {
  teamId: string;
  actor: AuditActor;
  action: AuditAction;
  resumeId: number | null;
  /** What was done, without the CV's content (no names, no addresses). */
  detail?: string;
}

/** Appends records to the audit, inside the caller's transaction: they exist only with what they record. */
export async function recordAudit(db: Queryable, records: readonly AuditRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.query(
    `INSERT INTO privacy_audit (team_id, actor_user_id, actor, action, resume_id, detail, ip)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::bigint[], $6::text[], $7::text[])`,
    [
      records.map((record) => record.teamId),
      records.map((record) => record.actor.userId),
      records.map((record) => record.actor.name),
      records.map((record) => record.action),
      records.map((record) => record.resumeId),
      records.map((record) => record.detail ?? ''),
      records.map((record) => record.actor.ip),
    ],
  );
}

interface AuditRow {
  id: string;
  at: Date;
  actor: string;
  action: AuditAction;
  resume_id: string | null;
  detail: string;
  ip: string | null;
}

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: Number(row.id),
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    resumeId: row.resume_id === null ? null : Number(row.resume_id),
    detail: row.detail,
    ip: row.ip,
  };
}

/** What an owner narrows the audit to; each given filter must hold. */
export interface AuditFilter {
  action?: AuditAction;
  resumeId?: number;
  /** A member's e-mail, `system` or `person`, in any case. */
  actor?: string;
}

/** The filter as words for the export's own record: `action=viewed, cv=12` (no CV content: ids, actions, actors). */
export function describeFilter(filter: AuditFilter): string {
  const parts = [
    filter.action === undefined ? null : `action=${filter.action}`,
    filter.resumeId === undefined ? null : `cv=${filter.resumeId}`,
    filter.actor === undefined ? null : `actor=${filter.actor}`,
  ];
  return parts.filter((part) => part !== null).join(', ');
}

/** The team's audit, newest first, `limit` entries (all when no limit) before the entry `before` that pass the filter. */
export async function listAudit(db: Queryable, teamId: string, options: AuditFilter & { before?: number; limit?: number }): Promise<AuditEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT id, at, actor, action, resume_id, detail, ip FROM privacy_audit
      WHERE team_id = $1 AND ($2::bigint IS NULL OR id < $2)
        AND ($4::text IS NULL OR action = $4) AND ($5::bigint IS NULL OR resume_id = $5) AND ($6::text IS NULL OR lower(actor) = lower($6))
      ORDER BY id DESC LIMIT $3`,
    [teamId, options.before ?? null, options.limit ?? null, options.action ?? null, options.resumeId ?? null, options.actor ?? null],
  );
  return rows.map(toEntry);
}
