import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { buildMime, type MailAddress } from './mime';
import { MailDeliveryError, type MailTransport } from './transport';

/** What nodemailer's errors carry besides the message. */
function smtpDetails(error: unknown): { responseCode: number | undefined; code: string | undefined } {
  if (typeof error !== 'object' || error === null) return { responseCode: undefined, code: undefined };
  const responseCode = 'responseCode' in error && typeof error.responseCode === 'number' ? error.responseCode : undefined;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  return { responseCode, code };
}

/**
 * Turns a nodemailer failure into a {@link MailDeliveryError}: an SMTP 5xx reply is permanent
 * (the server refused the message: retrying sends the same refusal), anything else (4xx replies,
 * refused or dropped connections, timeouts) is transient.
 */
export function classifySmtpError(error: unknown): MailDeliveryError {
  const { responseCode, code } = smtpDetails(error);
  const message = error instanceof Error ? error.message : String(error);
  const permanent = responseCode !== undefined && responseCode >= 500 && responseCode < 600;
  const prefix = responseCode === undefined && code !== undefined ? `${code}: ` : '';
  return new MailDeliveryError(`${prefix}${message}`, permanent);
}

/** Bounded waits (ms): a silent server must not hold a job past its lease. */
const SMTP_TIMEOUTS = { connectionTimeout: '15000', greetingTimeout: '15000', socketTimeout: '30000' };

/** Options of {@link createSmtpTransport}. */
export interface SmtpTransportOptions {
  /**
   * `smtp://user:pass@host:587` (STARTTLS when the server offers it), `smtps://...:465` (TLS from
   * the start); query parameters are nodemailer's options (`?requireTLS=true`, `?pool=false`).
   */
  url: string;
  /**
   * Connections kept open to the server (default 10): delivery is bound by the server's answers,
   * so throughput grows with connections (each carries one message at a time).
   */
  maxConnections?: number;
  /**
   * Messages per second handed to the server at most (unset or 0: no limit), once each pooled
   * connection has carried its first. The server's own limits aside, this keeps a large mailing
   * from taking the CPU the interactive requests of the same machine need: delivery proceeds at
   * this pace, evenly, whatever the queue holds.
   */
  ratePerSecond?: number;
}

/** The window nodemailer's pool counts messages in, in ms: short, so a second's messages are spread over it, not sent at its start. */
const RATE_WINDOW_MS = 50;

/**
 * nodemailer's pool limits `rateLimit` messages per `rateDelta` ms: `ratePerSecond` as the
 * smallest whole count per window of about {@link RATE_WINDOW_MS} (300/s → 15 per 50 ms; 5/s → 1 per 200 ms).
 */
export function ratePacing(ratePerSecond: number): { rateLimit: number; rateDelta: number } {
  const rateLimit = Math.max(1, Math.ceil((ratePerSecond * RATE_WINDOW_MS) / 1000));
  return { rateLimit, rateDelta: Math.round((rateLimit * 1000) / ratePerSecond) };
}

/** Messages one connection carries before it is renewed (nodemailer's default, 100, reconnects 100 times in a 10 000 mailing). */
const MAX_MESSAGES_PER_CONNECTION = 1000;

/** `Name <address>` (as `MAIL_FROM` is written) as a name and an address. */
export function parseSender(from: string): MailAddress {
  const [first] = addressparser(from, { flatten: true });
  const address = first?.address ?? '';
  if (address === '') throw new Error(`Not an e-mail address: ${from}`);
  return { name: first?.name ?? '', address };
}

/**
 * SMTP through nodemailer, over a pool of kept-open connections. Each message is composed here
 * into one buffer ({@link buildMime}) and handed over raw, with its envelope.
 */
export function createSmtpTransport(options: SmtpTransportOptions): MailTransport {
  const url = new URL(options.url);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(options.maxConnections ?? 10));
  if (!url.searchParams.has('maxMessages')) url.searchParams.set('maxMessages', String(MAX_MESSAGES_PER_CONNECTION));
  for (const [name, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  if (options.ratePerSecond !== undefined && options.ratePerSecond > 0 && !url.searchParams.has('rateLimit')) {
    const pacing = ratePacing(options.ratePerSecond);
    url.searchParams.set('rateLimit', String(pacing.rateLimit));
    url.searchParams.set('rateDelta', String(pacing.rateDelta));
  }
  const transporter = nodemailer.createTransport(url.toString());
  const senders = new Map<string, MailAddress>();
  return {
    name: 'smtp',
    async deliver(message) {
      let from = senders.get(message.from);
      if (from === undefined) {
        from = parseSender(message.from);
        senders.set(message.from, from);
      }
      try {
        await transporter.sendMail({
          envelope: { from: from.address, to: [message.to.email] },
          raw: buildMime({ ...message, from }),
        });
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
