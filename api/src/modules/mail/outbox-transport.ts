import type { MailTransport } from './transport';

/**
 * The default transport without `SMTP_URL`: nothing leaves the machine. The message stays in
 * `mail_messages` (rendered, status `sent`, transport `outbox`), where `npm run outbox` shows it.
 */
export function createOutboxTransport(): MailTransport {
  return {
    name: 'outbox',
    async deliver() {
      // Stored already: the delivery job records the rendered text and the status.
    },
    async close() {},
  };
}
