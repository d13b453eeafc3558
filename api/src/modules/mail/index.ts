import type { ApiModule } from '../types';
import './built-in-templates';
import { defineMailDelivery } from './deliver';
import { createOutboxTransport } from './outbox-transport';
import { createSmtpTransport } from './smtp-transport';
import type { MailTransport } from './transport';
import { registerUnsubscribeRoutes } from './unsubscribe';

export { privacyUrl } from './deliver';
export { queueMail, queueMails, type MailRequest, type QueuedMail } from './queue';
export { defineMailTemplate, renderMail, type MailTemplate } from './templates';
export type { MailTransport } from './transport';
export { defineUnsubscribeTopic, type UnsubscribeTopic } from './unsubscribe';

/** Options of {@link createMailModule}. */
export interface MailModuleOptions {
  /** Where messages go; default: SMTP when `SMTP_URL` is set, else the outbox. */
  transport?: MailTransport;
}

/**
 * Outgoing mail: defines the `mail.send` job (delivery through the transport, with status and
 * retries) and serves the one-click unsubscribe links. Other modules send with `queueMail`.
 */
export function createMailModule(options: MailModuleOptions = {}): ApiModule {
  return async (app, { db, config, jobs }) => {
    const transport =
      options.transport ?? (config.mail.smtpUrl === undefined ? createOutboxTransport() : createSmtpTransport({ url: config.mail.smtpUrl, ratePerSecond: config.mail.ratePerSecond }));
    app.addHook('onClose', async () => transport.close());
    defineMailDelivery(jobs, db, transport, { publicUrl: config.publicUrl, from: config.mail.from, leaseMs: config.mail.leaseMs, replyDomain: config.mail.replyDomain });
    await registerUnsubscribeRoutes(app, db);
  };
}

/** The mail area: `/api/mail/unsubscribe/{token}` and the `mail.send` job. */
export const mailModule: ApiModule = createMailModule();
