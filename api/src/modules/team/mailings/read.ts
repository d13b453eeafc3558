import type { Mailing, MailingProgress, MailingRecipient, MailingRecipientsPage } from '@platform/contract';
import type { Queryable } from '../../../db/database';

interface MailingRow {
  id: number;
  vacancy_id: number;
  subject: string;
  body: string;
  source: Mailing['source'];
  source_detail: Record<string, unknown>;
  charged: number;
  created_at: Date;
  author_id: string | null;
  author_name: string | null;
}

interface ProgressRow {
  mailing_id: number;
  total: number;
  queued: number;
  sending: number;
  sent: number;
  failed: number;
  skipped: number;
  retrying: number;
}

const SELECT_MAILING = `
  SELECT m.id, m.vacancy_id, m.subject, m.body, m.source, m.source_detail, m.charged, m.created_at,
         u.id AS author_id, u.name AS author_name
    FROM mailings m LEFT JOIN users u ON u.id = m.created_by`;

const EMPTY: MailingProgress = { total: 0, queued: 0, sending: 0, sent: 0, failed: 0, skipped: 0, retrying: 0 };

async function progressOf(db: Queryable, ids: readonly number[]): Promise<Map<number, MailingProgress>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<ProgressRow>(
    `SELECT r.mailing_id, count(*) AS total,
            count(*) FILTER (WHERE m.status = 'queued') AS queued,
            count(*) FILTER (WHERE m.status = 'sending') AS sending,
            count(*) FILTER (WHERE m.status = 'sent') AS sent,
            count(*) FILTER (WHERE m.status = 'failed') AS failed,
            count(*) FILTER (WHERE r.skip_reason IS NOT NULL) AS skipped,
            count(*) FILTER (WHERE m.status = 'queued' AND m.last_error IS NOT NULL) AS retrying
       FROM mailing_recipients r LEFT JOIN mail_messages m ON m.id = r.message_id
      WHERE r.mailing_id = ANY($1::bigint[])
      GROUP BY r.mailing_id`,
    [ids],
  );
  return new Map(rows.map(({ mailing_id: id, ...progress }) => [id, progress]));
}

function toMailing(row: MailingRow, progress: MailingProgress): Mailing {
  return {
    id: row.id,
    vacancyId: row.vacancy_id,
    subject: row.subject,
    body: row.body,
    source: row.source,
    sourceDetail: row.source_detail,
    charged: row.charged,
    progress,
    state: progress.queued + progress.sending > 0 ? 'sending' : 'done',
    createdAt: row.created_at.toISOString(),
    author: row.author_id !== null && row.author_name !== null ? { id: row.author_id, name: row.author_name } : null,
  };
}

/** A vacancy's mailings, newest first, each with its delivery progress. */
export async function listVacancyMailings(db: Queryable, vacancyId: number): Promise<Mailing[]> {
  const { rows } = await db.query<MailingRow>(`${SELECT_MAILING} WHERE m.vacancy_id = $1 ORDER BY m.created_at DESC, m.id DESC`, [vacancyId]);
  const progress = await progressOf(db, rows.map((row) => row.id));
  return rows.map((row) => toMailing(row, progress.get(row.id) ?? EMPTY));
}

/** One mailing of a vacancy; `null` when the vacancy has no such mailing. */
export async function getMailing(db: Queryable, vacancyId: number, id: number): Promise<Mailing | null> {
  const { rows } = await db.query<MailingRow>(`${SELECT_MAILING} WHERE m.vacancy_id = $1 AND m.id = $2`, [vacancyId, id]);
  const row = rows[0];
  if (row === undefined) return null;
  const progress = await progressOf(db, [id]);
  return toMailing(row, progress.get(id) ?? EMPTY);
}

interface RecipientRow {
  resume_type: MailingRecipient['type'];
  resume_id: number | null;
  name: string;
  skip_reason: string | null;
  status: Exclude<MailingRecipient['status'], 'skipped'> | null;
  last_error: string | null;
  total: number;
}

/** A page of a mailing's recipients with each one's status and reason (never an address). */
export async function listRecipients(
  db: Queryable,
  mailingId: number,
  options: { status?: MailingRecipient['status']; limit: number; offset: number },
): Promise<MailingRecipientsPage> {
  const { rows } = await db.query<RecipientRow>(
    `SELECT r.resume_type, r.resume_id, r.name, r.skip_reason, m.status, m.last_error, count(*) OVER () AS total
       FROM mailing_recipients r LEFT JOIN mail_messages m ON m.id = r.message_id
      WHERE r.mailing_id = $1
        AND ($2::text IS NULL OR (CASE WHEN r.skip_reason IS NOT NULL THEN 'skipped' ELSE m.status END) = $2)
      ORDER BY r.id
      LIMIT $3 OFFSET $4`,
    [mailingId, options.status ?? null, options.limit, options.offset],
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      type: row.resume_type,
      id: row.resume_id ?? 0,
      name: row.name,
      status: row.skip_reason !== null ? 'skipped' : (row.status ?? 'sent'),
      reason: row.skip_reason ?? row.last_error,
    })),
  };
}
