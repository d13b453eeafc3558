import type { Locale } from '@platform/contract';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { type JobRegistry, PermanentJobError } from '../../jobs';
import { MAIL_SEND_JOB } from './queue';
import { renderMail } from './templates';
import { MailDeliveryError, type MailTransport } from './transport';

/** What delivery needs besides the message. */
export interface DeliverySettings {
  /** The site's public address: unsubscribe links start with it. */
  publicUrl: string;
  from: string;
  leaseMs: number;
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
}

const PAYLOAD = z.object({ messageId: z.number().int().positive() });

/** The one-click unsubscribe address of a message (RFC 8058). */
export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/mail/unsubscribe/${token}`;
}

/**
 * Defines the `mail.send` job: delivers one stored message through `transport` and records its
 * status. A message already `sent` or `failed` is left alone, so a job run twice (a process
 * killed after recording `sent`, before the job was marked done) sends nothing more; the
 * Message-ID stays the same on every attempt, for the short window between the server's 250 and
 * that record. SMTP 4xx and network errors: back to `queued` with the reason, retried with
 * backoff; 5xx: `failed` with the server's reply, no retry.
 */
export function defineMailDelivery(jobs: JobRegistry, db: Database, transport: MailTransport, settings: DeliverySettings): void {
  jobs.define({
    kind: MAIL_SEND_JOB,
    payload: PAYLOAD,
    leaseMs: settings.leaseMs,
    async handler({ messageId }) {
      const { rows } = await db.query<MessageRow>(
        `UPDATE mail_messages SET status = 'sending', attempts = attempts + 1, updated_at = now()
          WHERE id = $1 AND status IN ('queued', 'sending')
          RETURNING id, template, locale, variables, to_email, to_name, message_id, unsubscribe_token`,
        [messageId],
      );
      const message = rows[0];
      if (message === undefined) return; // sent or failed already (or deleted with its account)
      const link = unsubscribeUrl(settings.publicUrl, message.unsubscribe_token);
      const rendered = renderMail(message.template, message.locale, { ...message.variables, unsubscribeUrl: link, siteUrl: settings.publicUrl });
      try {
        await transport.deliver({
          messageId: message.message_id,
          from: settings.from,
          to: { email: message.to_email, name: message.to_name },
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          headers: { 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db.query(`UPDATE mail_messages SET status = 'queued', last_error = $2, updated_at = now() WHERE id = $1 AND status = 'sending'`, [
          messageId,
          reason,
        ]);
        if (error instanceof MailDeliveryError && error.permanent) throw new PermanentJobError(reason);
        throw error;
      }
      // Recorded whether or not this run still holds the job: the status, not the job, is what
      // keeps a second run (after a lost lease or a kill) from sending again.
      await db.query(
        `UPDATE mail_messages SET status = 'sent', sent_at = now(), transport = $2, last_error = NULL,
                subject = $3, text_body = $4, html_body = $5, updated_at = now()
          WHERE id = $1`,
        [messageId, transport.name, rendered.subject, rendered.text, rendered.html],
      );
    },
    async onFailed({ messageId }, reason, database) {
      await database.query(`UPDATE mail_messages SET status = 'failed', last_error = $2, updated_at = now() WHERE id = $1 AND status <> 'sent'`, [
        messageId,
        reason,
      ]);
    },
  });
}
