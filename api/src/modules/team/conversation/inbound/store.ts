import { type ParsedMail, simpleParser } from 'mailparser';
import type { ThreadSide } from '@platform/contract';
import type { Database, Queryable } from '../../../../db/database';
import { applyCalendarReply } from '../../interviews/answers';
import { notifyThreadMessage } from '../notify';
import { insertMessage, THREAD_REPLY_DAYS_AFTER_CLOSE } from '../queries';
import { trimReply } from '../trim';
import { acceptedTypeOf } from './attachments';

/** Refused with this SMTP code and text; nothing was stored. */
export class InboundRefusal extends Error {
  override name = 'InboundRefusal';
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** `reply+<token>@<domain>` → the token; `reply@<domain>` → `''` (matched by its headers); anything else `null`. */
export function replyToken(address: string, domain: string): string | null {
  const match = /^reply(?:\+([A-Za-z0-9_-]{16,64}))?@(.+)$/i.exec(address.trim());
  if (match === null || match[2]?.toLowerCase() !== domain.toLowerCase()) return null;
  return match[1] ?? '';
}

const OPEN_THREAD = `
  SELECT t.application_id FROM application_threads t JOIN applications a ON a.id = t.application_id
   WHERE %WHERE%
     AND NOT (a.stage IN ('hired', 'rejected') AND a.stage_changed_at < now() - make_interval(days => ${THREAD_REPLY_DAYS_AFTER_CLOSE}))`;

/** The application whose reply address carries `token`, while it still takes replies; else `null`. */
export async function threadOfToken(db: Queryable, token: string): Promise<number | null> {
  const { rows } = await db.query<{ application_id: number }>(OPEN_THREAD.replace('%WHERE%', 't.reply_token = $1'), [token]);
  const id = rows[0]?.application_id;
  return id === undefined ? null : Number(id);
}

/** The application a message answers, by the Message-IDs of `In-Reply-To` and `References` (sent by the platform, or replies stored). */
async function threadOfReferences(db: Queryable, messageIds: readonly string[]): Promise<number | null> {
  if (messageIds.length === 0) return null;
  const { rows } = await db.query<{ application_id: number }>(
    OPEN_THREAD.replace(
      '%WHERE%',
      `t.application_id IN (SELECT application_id FROM mail_messages WHERE message_id = ANY($1::text[]) AND application_id IS NOT NULL
                            UNION SELECT application_id FROM application_messages WHERE email_message_id = ANY($1::text[]))`,
    ),
    [messageIds],
  );
  const id = rows[0]?.application_id;
  return id === undefined ? null : Number(id);
}

/** The iCalendar part of a message (a calendar program's answer to an invitation), if any. */
function calendarPartOf(mail: ParsedMail): string | null {
  const part = mail.attachments.find((attachment) => attachment.contentType.toLowerCase() === 'text/calendar');
  return part === undefined ? null : part.content.toString('utf8');
}

function referencedIds(mail: ParsedMail): string[] {
  const references = typeof mail.references === 'string' ? [mail.references] : (mail.references ?? []);
  return [...new Set([...(mail.inReplyTo === undefined ? [] : [mail.inReplyTo]), ...references].map((id) => id.trim()).filter((id) => id !== ''))];
}

/** Who wrote: the candidate (by the address they applied with), a member of the team, or someone else. */
async function senderOf(db: Queryable, applicationId: number, from: string): Promise<{ side: ThreadSide; authorId: string | null; authorName: string; known: boolean }> {
  const { rows } = await db.query<{ candidate_email: string; candidate_id: string | null; candidate_name: string; member_id: string | null; member_name: string | null }>(
    `SELECT COALESCE(u.email, a.email) AS candidate_email, a.user_id AS candidate_id, a.name AS candidate_name, m.id AS member_id, m.name AS member_name
       FROM applications a
       JOIN vacancies v ON v.id = a.vacancy_id
       LEFT JOIN users u ON u.id = a.user_id
       LEFT JOIN LATERAL (SELECT mu.id, mu.name FROM team_members tm JOIN users mu ON mu.id = tm.user_id
                           WHERE tm.team_id = v.team_id AND lower(mu.email) = $2 LIMIT 1) m ON true
      WHERE a.id = $1`,
    [applicationId, from],
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`Application ${applicationId} vanished inside its transaction`);
  if (row.candidate_email.toLowerCase() === from) return { side: 'candidate', authorId: row.candidate_id, authorName: row.candidate_name, known: true };
  if (row.member_id !== null) return { side: 'team', authorId: row.member_id, authorName: row.member_name ?? '', known: true };
  return { side: 'candidate', authorId: null, authorName: from, known: false };
}

/** What the SMTP server knows of a message besides its bytes. */
export interface InboundEnvelope {
  /** The application matched by a recipient's reply address, or `null` for `reply@<domain>` (matched by headers). */
  applicationId: number | null;
}

/**
 * Stores one received message in its thread, in one transaction with the e-mails telling the
 * other side: either all of it is kept (the text, every accepted file, the notices) or nothing.
 * A message delivered again (same Message-ID) is stored once. Returns the message's id, or the
 * id it had; `null` for a calendar answer to an interview (applied to the interview instead).
 *
 * @throws InboundRefusal 550 when no open thread is found by address or headers.
 */
export async function storeInbound(db: Database, envelope: InboundEnvelope, raw: Buffer): Promise<number | null> {
  const mail = await simpleParser(raw, { skipHtmlToText: false, skipImageLinks: true, skipTextLinks: true });
  const applicationId = envelope.applicationId ?? (await threadOfReferences(db, referencedIds(mail)));
  if (applicationId === null) throw new InboundRefusal(550, 'No such conversation: this message answers nothing the platform sent.');
  const from = (mail.from?.value[0]?.address ?? '').trim().toLowerCase();
  // Text only: an HTML-only message is stored as the text mailparser derives from it, never as HTML.
  const original = (mail.text ?? '').trim();
  const files: Array<{ filename: string; contentType: string; content: Buffer }> = [];
  for (const attachment of mail.attachments) {
    const contentType = await acceptedTypeOf(attachment.content);
    if (contentType !== null) files.push({ filename: attachment.filename ?? 'attachment', contentType, content: attachment.content });
  }
  const calendar = calendarPartOf(mail);
  return db.transaction(async (tx) => {
    // A calendar program's answer to an interview of this application sets the attendee's answer
    // (shown on the interview), and is no message of the thread.
    if (calendar !== null && (await applyCalendarReply(tx, applicationId, from, calendar))) return null;
    const sender = await senderOf(tx, applicationId, from);
    const body = trimReply(original);
    const id = await insertMessage(tx, {
      applicationId,
      side: sender.side,
      via: 'email',
      authorId: sender.authorId,
      fromEmail: from === '' ? null : from,
      body,
      original,
      emailMessageId: mail.messageId ?? null,
      senderCheck: sender.known ? 'ok' : 'pending',
    });
    if (id === null) return null;
    for (const file of files) {
      await tx.query('INSERT INTO application_message_attachments (message_id, filename, content_type, size, content) VALUES ($1, $2, $3, $4, $5)', [
        id,
        file.filename,
        file.contentType,
        file.content.length,
        file.content,
      ]);
    }
    await notifyThreadMessage(tx, { id, applicationId, side: sender.side, authorId: sender.authorId, authorName: sender.authorName, body });
    return id;
  });
}
