import type { Queryable } from '../../db/database';

/** One message of a mailing, rendered for its recipient. */
export interface OutgoingMail {
  mailingId: number;
  toEmail: string;
  toName: string;
  subject: string;
  body: string;
}

/**
 * Where mailings send their messages. Called inside the transaction that records the mailing, so a
 * transport that writes to the database commits or rolls back with it; a transport that talks to
 * a mail server should only enqueue here and deliver after commit.
 */
export interface MailTransport {
  send(tx: Queryable, messages: readonly OutgoingMail[]): Promise<void>;
}

/**
 * The default transport: stores every message in the `outbox` table and delivers nothing (the
 * platform has no SMTP). A delivery worker, or ops, reads the outbox.
 */
export const outboxTransport: MailTransport = {
  async send(tx, messages) {
    for (const message of messages) {
      await tx.query('INSERT INTO outbox (mailing_id, to_email, to_name, subject, body) VALUES ($1, $2, $3, $4, $5)', [
        message.mailingId,
        message.toEmail,
        message.toName,
        message.subject,
        message.body,
      ]);
    }
  },
};
