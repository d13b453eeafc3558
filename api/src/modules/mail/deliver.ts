import { z } from 'zod';
import { type Locale, PRIVACY_ENDPOINTS } from '@platform/contract';
import { Batcher } from '../../db/batcher';
import type { Database } from '../../db/database';
import { type JobRegistry, PermanentJobError } from '../../jobs';
import { mailFailed, mailSendErrors, mailSent } from '../../metrics/registry';
import { withSpan } from '../../telemetry/spans';
import { MAIL_SEND_JOB } from './queue';
import { renderMail } from './templates';
import { MailDeliveryError, type MailTransport } from './transport';

/** What delivery needs besides the message. */
export interface DeliverySettings {
  /** The site's public address: unsubscribe links start with it. */
  publicUrl: string;
  from: string;
  leaseMs: number;
  /** Domain of the reply addresses of application threads (`reply+<token>@domain`). */
  replyDomain: string;
}

interface MessageRow {
  id: number;
  template: string;
  locale: Locale;
  variables: Record<string, string>;
  to_email: string;
  to_name: string;
  message_id: string;
  unsubscribe_token: string;
  created_at: Date;
  /** The application thread's reply token, for a message about an application. */
  reply_token: string | null;
  in_reply_to: string | null;
  calendar: string | null;
}

const PAYLOAD = z.object({ messageId: z.number().int().positive() });

/** The one-click unsubscribe address of a message (RFC 8058). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/mail/unsubscribe/${token}`;
}

/**
 * The "your data" link of a message (docs/privacy.md): the reader asks the teams holding data about
 * the address to erase it, or downloads it. The message's own secret proves the reader has the mailbox.
 */
export function privacyUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api${PRIVACY_ENDPOINTS.personPage.path.replace(':token', token)}`;
}

/** What delivery records about a message the server accepted. */
interface SentRecord {
  id: number;
  subject: string;
  text: string;
  html: string;
  sender: string;
  headers: Record<string, string>;
}

/**
 * The two statements every delivery makes, each shared by the deliveries running at once (see
 * {@link Batcher}): taking messages for sending (status `sending`, attempts counted, contents
 * read), and recording them `sent` with what was sent.
 */
function deliveryStatements(db: Database, transportName: string) {
  const take = new Batcher(async (ids: number[]) => {
    const { rows } = await db.query<MessageRow>(
      `UPDATE mail_messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
        WHERE id = ANY($1::bigint[]) AND status IN ('queued', 'sending')
        RETURNING id, template, locale, variables, to_email, to_name, message_id, unsubscribe_token, created_at, in_reply_to, calendar,
                  (SELECT t.reply_token FROM application_threads t WHERE t.application_id = mail_messages.application_id) AS reply_token`,
      [ids],
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    // One message, one sender: were it asked for twice in a batch, the second asker gets nothing.
    return ids.map((id) => {
      const row = byId.get(id);
      byId.delete(id);
      return row;
    });
  });
  const sent = new Batcher(async (records: SentRecord[]) => {
    await db.query(
      `UPDATE mail_messages m SET status = 'sent', sent_at = now(), transport = $5, last_error = NULL,
              subject = r.subject, text_body = r.text, html_body = r.html, sender = r.sender, headers = r.headers, updated_at = now()
         FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $6::text[], $7::jsonb[]) AS r(id, subject, text, html, sender, headers)
        WHERE m.id = r.id`,
      [
        records.map((record) => record.id),
        records.map((record) => record.subject),
        records.map((record) => record.text),
        records.map((record) => record.html),
        transportName,
        records.map((record) => record.sender),
        // As [name, value] pairs: a jsonb object would not keep the headers' order.
        records.map((record) => JSON.stringify(Object.entries(record.headers))),
      ],
    );
    return records.map(() => undefined);
  });
  return { take, sent };
}

/** The reply address of an application thread. */
export function threadReplyAddress(token: string, domain: string): string {
  return `reply+${token}@${domain}`;
}

/**
 * Headers besides the envelope's: one-click unsubscribe on every message; on a message about an
 * application, its thread's reply address and the message it answers.
 */
function messageHeaders(message: MessageRow, unsubscribeLink: string, replyDomain: string): Record<string, string> {
  const headers: Record<string, string> = { 'List-Unsubscribe': `<${unsubscribeLink}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  if (message.reply_token !== null) headers['Reply-To'] = threadReplyAddress(message.reply_token, replyDomain);
  if (message.in_reply_to !== null) {
    headers['In-Reply-To'] = message.in_reply_to;
    headers.References = message.in_reply_to;
  }
  return headers;
}

/**
 * Defines the `mail.send` job: delivers one stored message through `transport` and records its
 * status. A message already `sent` or `failed` is left alone, so a job run twice (a process
 * killed after recording `sent`, before the job was marked done) sends nothing more. The window
 * the other way round (the server answered 250, the process died before `sent` was stored) sends
 * the message again on the retry, with the same Message-ID: see docs/mail.md, "Delivery". SMTP 4xx
 * and network errors: back to `queued` with the reason, retried with backoff; 5xx: `failed` with
 * the server's reply, no retry. Deliveries running at once share their statements (one to take
 * the messages, one to record them sent), so a busy worker makes about two statements per batch,
 * not per message.
 */
export function defineMailDelivery(jobs: JobRegistry, db: Database, transport: MailTransport, settings: DeliverySettings): void {
  const statements = deliveryStatements(db, transport.name);
  jobs.define({
    kind: MAIL_SEND_JOB,
    payload: PAYLOAD,
    leaseMs: settings.leaseMs,
    async handler({ messageId }) {
      const message = await statements.take.run(messageId);
      if (message === undefined) return; // sent or failed already (or deleted with its account)
      const link = unsubscribeUrl(settings.publicUrl, message.unsubscribe_token);
      const rendered = renderMail(message.template, message.locale, {
        ...message.variables,
        unsubscribeUrl: link,
        privacyUrl: privacyUrl(settings.publicUrl, message.unsubscribe_token),
        siteUrl: settings.publicUrl,
      });
      const headers = messageHeaders(message, link, settings.replyDomain);
      try {
        const deliver = () => transport.deliver({
          messageId: message.message_id,
          date: message.created_at,
          from: settings.from,
          to: { email: message.to_email, name: message.to_name },
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers,
          calendar: message.calendar ?? undefined,
        });
        await withSpan('mail.send', { 'mail.template': message.template, 'mail.transport': transport.name }, deliver);
      } catch (error) {
        const permanent = error instanceof MailDeliveryError && error.permanent;
        mailSendErrors.inc({ permanent: String(permanent) });
        const reason = error instanceof Error ? error.message : String(error);
        await db.query(`UPDATE mail_messages SET status = 'queued', last_error = $2, updated_at = now() WHERE id = $1 AND status = 'sending'`, [
          messageId,
          reason,
        ]);
        if (permanent) throw new PermanentJobError(reason);
        throw error;
      }
      mailSent.inc();
      // Recorded whether or not this run still holds the job: the status, not the job, is what
      // keeps a second run (after a lost lease or a kill) from sending again.
      await statements.sent.run({ id: messageId, subject: rendered.subject, text: rendered.text, html: rendered.html, sender: settings.from, headers });
    },
    async onFailed({ messageId }, reason, database) {
      const { rowCount } = await database.query(`UPDATE mail_messages SET status = 'failed', last_error = $2, updated_at = now() WHERE id = $1 AND status <> 'sent'`, [
        messageId,
        reason,
      ]);
      if (rowCount > 0) mailFailed.inc();
    },
  });
}
