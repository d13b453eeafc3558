import { z } from 'zod';
import { type ErasureRequest, PRIVACY_RULES } from '@platform/contract';
import type { Database, Queryable } from '../../db/database';
import { ApiError } from '../../http/errors';
import { enqueueJob, type JobRegistry } from '../../jobs';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from './audit';
import { type Removed, removeImportedCvs } from './remove';

/** The job kind that carries out one erasure request. */
export const ERASURE_JOB = 'privacy.erasure';

/** The teams holding data about an address: its imports, or applications to its vacancies. */
export async function teamsHolding(db: Queryable, email: string): Promise<Array<{ id: string; name: string }>> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT t.id, t.name FROM teams t
      WHERE EXISTS (SELECT 1 FROM resumes r WHERE r.team_id = t.id AND r.type = 'imported' AND lower(r.resume->'basics'->>'email') = $1)
         OR EXISTS (SELECT 1 FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE v.team_id = t.id AND lower(a.email) = $1)
      ORDER BY t.name, t.id`,
    [email.toLowerCase()],
  );
  return rows;
}

/**
 * Records the person's request to erase what each team holds about `email`, one request per team
 * (asking again while one is pending adds nothing), each carried out by a job on its due date
 * unless the owner carries it out sooner.
 *
 * @returns how many teams the request went to.
 */
export async function requestErasure(db: Database, email: string, ip: string): Promise<number> {
  const address = email.toLowerCase();
  return db.transaction(async (tx) => {
    const teams = await teamsHolding(tx, address);
    for (const team of teams) {
      const { rows } = await tx.query<{ id: string; due_at: Date }>(
        `INSERT INTO privacy_erasure_requests (team_id, email, due_at) VALUES ($1, $2, now() + make_interval(days => $3))
         ON CONFLICT (team_id, email) WHERE state = 'pending' DO NOTHING RETURNING id, due_at`,
        [team.id, address, PRIVACY_RULES.erasureDays],
      );
      const created = rows[0];
      if (created === undefined) continue;
      await enqueueJob(tx, { kind: ERASURE_JOB, payload: { requestId: created.id }, runAt: created.due_at, idempotencyKey: `${ERASURE_JOB}:${created.id}` });
      await recordAudit(tx, [{ teamId: team.id, actor: { userId: null, name: 'person', ip }, action: 'erasure_requested', resumeId: null }]);
    }
    return teams.length;
  });
}

interface RequestRow {
  id: string;
  state: 'pending' | 'done';
  email: string | null;
  requested_at: Date;
  due_at: Date;
  done_at: Date | null;
  erased: Record<string, number> | null;
  /** Pending only: the team's imports of the address (`[{ id, name }]`) and its applications. */
  cvs: Array<{ id: number; name: string }> | null;
  applications: string | null;
}

function toRequest(row: RequestRow): ErasureRequest {
  return {
    id: row.id,
    state: row.state,
    email: row.email,
    requestedAt: row.requested_at.toISOString(),
    dueAt: row.due_at.toISOString(),
    doneAt: row.done_at?.toISOString() ?? null,
    toErase: row.state === 'pending' ? { cvs: row.cvs ?? [], applications: Number(row.applications ?? 0) } : null,
    erased: row.erased,
  };
}

/**
 * The team's erasure requests, pending first, then the newest; a pending one with what carrying it
 * out would erase now (the same CVs and applications `eraseRequest` takes).
 */
export async function listErasureRequests(db: Queryable, teamId: string): Promise<ErasureRequest[]> {
  const { rows } = await db.query<RequestRow>(
    `SELECT q.id, q.state, q.email, q.requested_at, q.due_at, q.done_at, q.erased,
            CASE WHEN q.state = 'pending' THEN (
              SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name, r.id), '[]'::json) FROM resumes r
               WHERE r.team_id = q.team_id AND r.type = 'imported' AND lower(r.resume->'basics'->>'email') = q.email) END AS cvs,
            CASE WHEN q.state = 'pending' THEN (
              SELECT count(*) FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE v.team_id = q.team_id AND lower(a.email) = q.email) END AS applications
       FROM privacy_erasure_requests q
      WHERE q.team_id = $1 ORDER BY q.state = 'pending' DESC, q.requested_at DESC, q.id LIMIT 500`,
    [teamId],
  );
  return rows.map(toRequest);
}

/** Has a pending request of the team carried out now, by a job; 404 for another team's or a done one. */
export async function carryOutNow(db: Database, teamId: string, requestId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM privacy_erasure_requests WHERE id = $1 AND team_id = $2 AND state = $3', [requestId, teamId, 'pending']);
    if (rows.length === 0) throw new ApiError(404, 'not_found', 'There is no such pending erasure request.');
    await enqueueJob(tx, { kind: ERASURE_JOB, payload: { requestId }, idempotencyKey: `${ERASURE_JOB}:${requestId}:now` });
  });
}

/**
 * Carries out a pending request in one transaction: the team's imports of the address (with their
 * files, consent requests and mailings), its applications from the address (with their threads,
 * replies, attachments and notes, and the e-mails about them), and the team's other mail to the
 * address. Only an anonymous record stays: the request without the address, with the counts.
 * A request done already (a job run twice) changes nothing.
 */
export async function eraseRequest(db: Database, requestId: string, actor: AuditActor = SYSTEM_ACTOR): Promise<Removed | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ team_id: string; email: string }>(
      "SELECT team_id, email FROM privacy_erasure_requests WHERE id = $1 AND state = 'pending' FOR UPDATE",
      [requestId],
    );
    const request = rows[0];
    if (request === undefined) return null;
    const { team_id: teamId, email } = request;
    const cvs = await tx.query<{ id: string }>(
      "SELECT id FROM resumes WHERE team_id = $1 AND type = 'imported' AND lower(resume->'basics'->>'email') = $2 FOR UPDATE",
      [teamId, email],
    );
    const applications = await tx.query<{ id: string }>(
      'SELECT a.id FROM applications a JOIN vacancies v ON v.id = a.vacancy_id WHERE v.team_id = $1 AND lower(a.email) = $2',
      [teamId, email],
    );
    const applicationIds = applications.rows.map((row) => row.id);
    const attachments = await tx.query<{ count: string }>(
      `SELECT count(*) AS count FROM application_message_attachments f JOIN application_messages m ON m.id = f.message_id
        WHERE m.application_id = ANY($1::bigint[])`,
      [applicationIds],
    );
    // Mail about the applications, and the team's mailings to the address.
    const mail = await tx.query(
      `DELETE FROM mail_messages WHERE application_id = ANY($1::bigint[])
          OR (lower(to_email) = $2 AND id IN (SELECT r.message_id FROM mailing_recipients r JOIN mailings m ON m.id = r.mailing_id WHERE m.team_id = $3))`,
      [applicationIds, email, teamId],
    );
    const removedCvs = await removeImportedCvs(tx, cvs.rows.map((row) => Number(row.id)));
    const removedApplications = await tx.query('DELETE FROM applications WHERE id = ANY($1::bigint[])', [applicationIds]);
    const erased: Removed = {
      cvs: removedCvs.cvs,
      files: removedCvs.files + Number(attachments.rows[0]?.count ?? 0),
      applications: removedApplications.rowCount,
      messages: removedCvs.messages + mail.rowCount,
    };
    await tx.query(
      "UPDATE privacy_erasure_requests SET state = 'done', email = NULL, done_at = now(), erased = $2::jsonb WHERE id = $1",
      [requestId, JSON.stringify(erased)],
    );
    const detail = `${erased.cvs} CVs, ${erased.files} files, ${erased.applications} applications, ${erased.messages} messages`;
    await recordAudit(tx, [
      { teamId, actor, action: 'erased', resumeId: null, detail },
      ...cvs.rows.map((row) => ({ teamId, actor, action: 'erased' as const, resumeId: Number(row.id), detail: 'CV erased on request' })),
    ]);
    return erased;
  });
}

/** The `privacy.erasure` job: one request, on its due date or when the owner carries it out. */
export function defineErasureJob(jobs: JobRegistry): void {
  jobs.define({
    kind: ERASURE_JOB,
    payload: z.object({ requestId: z.uuid() }),
    async handler({ requestId }, { db }) {
      await eraseRequest(db, requestId);
    },
  });
}
