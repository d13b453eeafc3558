import type { Queryable } from '../../db/database';
import { buildMime } from './mime';
import { parseSender } from './smtp-transport';

/** A stored message as `npm run outbox` shows it. */
export interface StoredMail {
  id: number;
  status: 'queued' | 'sending' | 'sent' | 'failed';
  template: string;
  locale: string;
  to: { email: string; name: string };
  subject: string;
  attempts: number;
  lastError: string | null;
  transport: string | null;
  messageId: string;
  createdAt: string;
  sentAt: string | null;
}

/** The whole message (`--show ID`): the rendered parts once it was delivered. */
export interface StoredMailDetails extends StoredMail {
  variables: Record<string, string>;
  text: string | null;
  html: string | null;
}

interface Row {
  id: number;
  status: StoredMail['status'];
  template: string;
  locale: string;
  to_email: string;
  to_name: string;
  subject: string;
  attempts: number;
  last_error: string | null;
  transport: string | null;
  message_id: string;
  created_at: Date;
  sent_at: Date | null;
  variables: Record<string, string>;
  text_body: string | null;
  html_body: string | null;
}

function toMail(row: Row): StoredMail {
  return {
    id: row.id,
    status: row.status,
    template: row.template,
    locale: row.locale,
    to: { email: row.to_email, name: row.to_name },
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.last_error,
    transport: row.transport,
    messageId: row.message_id,
    createdAt: row.created_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
  };
}

const COLUMNS = 'id, status, template, locale, to_email, to_name, subject, attempts, last_error, transport, message_id, created_at, sent_at';

/** The latest messages, newest first, optionally of one status. */
export async function listMail(db: Queryable, options: { limit: number; status?: StoredMail['status'] }): Promise<StoredMail[]> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM mail_messages WHERE ($1::text IS NULL OR status = $1) ORDER BY id DESC LIMIT $2`,
    [options.status ?? null, options.limit],
  );
  return rows.map(toMail);
}

/** One message with its text and HTML; `null` when there is none with this id. */
export async function getMail(db: Queryable, id: number): Promise<StoredMailDetails | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS}, variables, text_body, html_body FROM mail_messages WHERE id = $1`, [id]);
  const row = rows[0];
  if (row === undefined) return null;
  return { ...toMail(row), variables: row.variables, text: row.text_body, html: row.html_body };
}

/**
 * A delivered message as it left (`--raw ID`): every header and MIME part, rebuilt from what
 * delivery recorded. Composing is deterministic (the boundary comes from the Message-ID, the date
 * is the queueing time), so these are the bytes the SMTP server received. `null`: no such
 * message; `'not-sent'`: not delivered yet (nothing left).
 */
export async function rawMail(db: Queryable, id: number): Promise<Buffer | 'not-sent' | null> {
  const { rows } = await db.query<{
    status: StoredMail['status'];
    message_id: string;
    created_at: Date;
    to_email: string;
    to_name: string;
    subject: string;
    text_body: string | null;
    html_body: string | null;
    sender: string | null;
    headers: Array<[string, string]> | null;
    calendar: string | null;
  }>('SELECT status, message_id, created_at, to_email, to_name, subject, text_body, html_body, sender, headers, calendar FROM mail_messages WHERE id = $1', [id]);
  const row = rows[0];
  if (row === undefined) return null;
  if (row.status !== 'sent' || row.text_body === null || row.html_body === null || row.sender === null || row.headers === null) return 'not-sent';
  return buildMime({
    messageId: row.message_id,
    date: row.created_at,
    from: parseSender(row.sender),
    to: { email: row.to_email, name: row.to_name },
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: Object.fromEntries(row.headers),
    calendar: row.calendar ?? undefined,
  });
}
