import { SMTPServer } from 'smtp-server';
import type { Database } from '../../../../db/database';
import { mailInbound } from '../../../../metrics/registry';
import { InboundRefusal, replyToken, storeInbound, threadOfToken } from './store';

/** Options of {@link startInboundListener}. */
export interface InboundListenerOptions {
  db: Database;
  host: string;
  /** 0: any free port. */
  port: number;
  /** Domain of the reply addresses; mail to any other domain is refused. */
  replyDomain: string;
  /** Messages over this many bytes are refused (552). */
  maxBytes: number;
  onError?(error: unknown): void;
}

export interface InboundListener {
  port: number;
  close(): Promise<void>;
}

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * The SMTP server that takes replies into application threads (behind the MX in production; on
 * 127.0.0.1:2525 with `npm start`). Recipients are checked while the client names them: an
 * address that is no open thread's is refused with 550 before any content is sent. A message is
 * answered 250 only after its transaction committed, so a process killed while storing it loses
 * nothing the sender was told arrived (the sender's server keeps it and tries again).
 */
export async function startInboundListener(options: InboundListenerOptions): Promise<InboundListener> {
  const applicationOf = new Map<string, number | null>();
  const server = new SMTPServer({
    // Mail between servers: no login; STARTTLS is for the MX in front (docs/conversation.md).
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    logger: false,
    banner: 'recruiting platform replies',
    onMailFrom(_address, session, callback) {
      // A new message on the same connection is matched afresh.
      applicationOf.delete(session.id);
      callback();
    },
    onRcptTo(address, session, callback) {
      const token = replyToken(address.address, options.replyDomain);
      if (token === null) {
        callback(smtpError(550, `5.1.1 <${address.address}>: no such mailbox`));
        return;
      }
      if (token === '') {
        // Matched by In-Reply-To / References once the headers arrive.
        if (!applicationOf.has(session.id)) applicationOf.set(session.id, null);
        callback();
        return;
      }
      threadOfToken(options.db, token).then(
        (applicationId) => {
          if (applicationId === null) {
            callback(smtpError(550, `5.1.1 <${address.address}>: no such conversation, or it no longer takes replies`));
            return;
          }
          applicationOf.set(session.id, applicationId);
          callback();
        },
        (error: unknown) => {
          options.onError?.(error);
          callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
        },
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let length = 0;
      stream.on('data', (chunk: Buffer) => {
        length += chunk.length;
        // Past the limit nothing more is kept: the message is refused whole when it ends.
        if (length <= options.maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        const applicationId = applicationOf.get(session.id) ?? null;
        applicationOf.delete(session.id);
        if (stream.sizeExceeded || length > options.maxBytes) {
          mailInbound.inc({ outcome: 'refused' });
          callback(smtpError(552, `5.3.4 Message too big: at most ${options.maxBytes} bytes`));
          return;
        }
        storeInbound(options.db, { applicationId }, Buffer.concat(chunks)).then(
          () => {
            mailInbound.inc({ outcome: 'stored' });
            callback();
          },
          (error: unknown) => {
            if (error instanceof InboundRefusal) {
              mailInbound.inc({ outcome: 'refused' });
              callback(smtpError(error.responseCode, `5.1.1 ${error.message}`));
              return;
            }
            mailInbound.inc({ outcome: 'failed' });
            options.onError?.(error);
            callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
          },
        );
      });
    },
    onClose(session) {
      applicationOf.delete(session.id);
    },
  });
  server.on('error', (error) => options.onError?.(error));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
