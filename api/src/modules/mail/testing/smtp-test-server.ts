import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

/** A message the server accepted (answered 250 to, on a live connection). */
export interface ReceivedMessage {
  from: string;
  to: string[];
  raw: string;
  /** The Message-ID header, `<...>`. */
  messageId: string;
  /** When the server accepted it (`performance.now()`). */
  at: number;
}

/** How the server answers a recipient: accept, or an SMTP error code with a text. */
export type RecipientRule = (address: string) => { code: number; message: string } | null;

/** Options of {@link startSmtpTestServer}. */
export interface SmtpTestServerOptions {
  /** Require this login (AUTH PLAIN/LOGIN). */
  auth?: { user: string; pass: string };
  /** TLS from the first byte (smtps, the package's self-signed certificate). */
  secure?: boolean;
  /** Refuse or defer recipients (4xx, 5xx). */
  rule?: RecipientRule;
  /** Listen on this port (default: any free one), e.g. the one a client was already told about. */
  port?: number;
}

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps what it accepts. A
 * message counts as received when the server answered it 250 on a connection still open: a
 * client killed before that did not hand it over.
 */
export interface SmtpTestServer {
  url: string;
  port: number;
  received: ReceivedMessage[];
  /**
   * Holds the answer to the next message: resolves with its Message-ID once it has arrived. The
   * message is accepted at `release()`, or dropped if its client disconnects first (killed mid-send).
   */
  holdNext(): Promise<string>;
  release(): void;
  close(): Promise<void>;
}

function headerValue(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw);
  return match?.[1]?.trim() ?? '';
}

export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMessage[] = [];
  let holding: { arrived: (messageId: string) => void; release: Promise<void> } | undefined;
  let releaseHeld: (() => void) | undefined;
  const closedSessions = new Set<string>();
  const closeWaiters = new Map<string, () => void>();
  const serverOptions: SMTPServerOptions = {
    secure: options.secure ?? false,
    disabledCommands: options.secure === true ? [] : ['STARTTLS'],
    authOptional: options.auth === undefined,
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
      closeWaiters.get(session.id)?.();
    },
    onAuth(auth, _session, callback) {
      if (options.auth !== undefined && auth.username === options.auth.user && auth.password === options.auth.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('535 Authentication failed'), { responseCode: 535 }));
      }
    },
    onRcptTo(address, _session, callback) {
      const verdict = options.rule?.(address.address) ?? null;
      if (verdict === null) callback();
      else callback(Object.assign(new Error(verdict.message), { responseCode: verdict.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const accept = (): void => {
          if (closedSessions.has(session.id)) return; // the client went away before our answer
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            messageId: headerValue(raw, 'Message-ID'),
            at: performance.now(),
          });
          callback();
        };
        const held = holding;
        if (held === undefined) {
          accept();
          return;
        }
        holding = undefined;
        held.arrived(headerValue(raw, 'Message-ID'));
        const closed = new Promise<void>((resolve) => closeWaiters.set(session.id, resolve));
        void Promise.race([held.release, closed]).then(() => {
          if (closedSessions.has(session.id)) callback(new Error('client gone'));
          else accept();
        });
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);
  const address = server.server.address();
  const port = typeof address === 'object' && address !== null ? (address satisfies AddressInfo).port : 0;
  const credentials = options.auth === undefined ? '' : `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`;
  const url =
    options.secure === true
      ? `smtps://${credentials}127.0.0.1:${port}/?tls.rejectUnauthorized=false`
      : `smtp://${credentials}127.0.0.1:${port}/`;
  return {
    url,
    port,
    received,
    holdNext() {
      return new Promise<string>((arrived) => {
        holding = { arrived, release: new Promise<void>((resolve) => (releaseHeld = resolve)) };
      });
    },
    release() {
      releaseHeld?.();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
