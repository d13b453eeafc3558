/**
 * The inbound bench's mail client in a process of its own (`fork`ed by {@link startReplySender}):
 * candidates' replies sent with nodemailer over real SMTP to the API's inbound listener, over a
 * bounded number of connections, as the MX in front of it relays them. Its own process, so that
 * composing the messages costs neither the CPU time nor the event loop of the API process being
 * measured.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import nodemailer from 'nodemailer';

/** One reply: to a thread's reply address, from the candidate, answering the team's message. */
export interface ReplySpec {
  to: string;
  from: string;
  /** The Message-ID of the team's message it answers. */
  inReplyTo: string;
  /** Its own Message-ID (unique: what the bench looks for in the database afterwards). */
  messageId: string;
  /** Which reply of the run (its text, and whether it brings a file). */
  index: number;
}

/** What the sender reports after a run. */
export interface SendReport {
  /** Message-IDs the listener answered 250 to. */
  acknowledged: string[];
  /** Replies the listener refused or failed (code and text of the first few). */
  failed: number;
  failures: string[];
  /** From the first connection to the last answer. */
  seconds: number;
  /** CPU time of the sender process over the run (user + system). */
  cpuMs: number;
}

/** Every this many replies, one brings a PDF (a CV sent back): the file is typed and stored too. */
export const ATTACHMENT_EVERY = 10;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A reply as a mail program writes it: the answer, a signature, the quoted message. */
function replyText(index: number): string {
  return [
    'Hello,',
    '',
    `Thank you for getting back to me. Thursday at 15:00 works for me (reply ${index}); I can also do Friday morning.`,
    'I have attached my updated CV where I had one to hand, and I am happy to do a test task first.',
    '',
    'Best regards,',
    `Candidate ${index}`,
    '',
    'On Mon, 30 Nov 2026 at 10:00, Bench Recruiter <no-reply@recruiting.invalid> wrote:',
    '> Could we talk this week about the role? Tell me a time that suits you.',
    '>',
    '> Bench team',
  ].join('\n');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSendReport(value: unknown): value is SendReport {
  return isRecord(value) && Array.isArray(value.acknowledged) && typeof value.failed === 'number' && typeof value.seconds === 'number';
}

/** The parent's handle on the sender. */
export interface ReplySender {
  /**
   * Sends every reply to `port` over `connections` connections at most; resolves with what was
   * acknowledged. With `perSecond`, reply `i` is not sent before `i / perSecond` seconds into the
   * run (a steady arrival rate, as mail comes in a day); without it, as fast as the listener answers.
   */
  send(port: number, connections: number, replies: readonly ReplySpec[], perSecond?: number): Promise<SendReport>;
  close(): Promise<void>;
}

/** Forks this file as the sender and waits until it is ready. */
export async function startReplySender(): Promise<ReplySender> {
  const child: ChildProcess = fork(__filename, ['--send'], {
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let waiting: ((report: SendReport) => void) | undefined;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the reply sender exited (${code})`)));
    child.on('message', (message: unknown) => {
      if (message === 'ready') resolve();
      if (isSendReport(message)) waiting?.(message);
    });
  });
  return {
    send(port, connections, replies, perSecond) {
      return new Promise((resolve) => {
        waiting = resolve;
        child.send({ port, connections, replies, perSecond: perSecond ?? 0 });
      });
    },
    close() {
      return new Promise((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

function isReplySpec(value: unknown): value is ReplySpec {
  return isRecord(value) && typeof value.to === 'string' && typeof value.from === 'string' && typeof value.inReplyTo === 'string' && typeof value.messageId === 'string' && typeof value.index === 'number';
}

async function sendAll(port: number, connections: number, replies: readonly ReplySpec[], perSecond: number): Promise<SendReport> {
  // As a relay does: a few connections kept open, each message after the previous one's answer.
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, pool: true, maxConnections: connections, maxMessages: Infinity });
  const acknowledged: string[] = [];
  const failures: string[] = [];
  let failed = 0;
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const lane = async () => {
    for (let reply = replies[next++]; reply !== undefined; reply = replies[next++]) {
      if (perSecond > 0) {
        const due = started + ((next - 1) * 1000) / perSecond;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      }
      try {
        await transport.sendMail({
          from: reply.from,
          to: reply.to,
          subject: 'Re: A role for you',
          text: replyText(reply.index),
          messageId: reply.messageId,
          inReplyTo: reply.inReplyTo,
          references: [reply.inReplyTo],
          ...(reply.index % ATTACHMENT_EVERY === 0 ? { attachments: [{ filename: `cv-${reply.index}.pdf`, content: PDF }] } : {}),
        });
        acknowledged.push(reply.messageId);
      } catch (error) {
        failed += 1;
        if (failures.length < 5) failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, lane));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  transport.close();
  return { acknowledged, failed, failures, seconds, cpuMs: (cpu.user + cpu.system) / 1000 };
}

function serve(): void {
  process.on('message', (message: unknown) => {
    if (!isRecord(message) || typeof message.port !== 'number' || typeof message.connections !== 'number' || !Array.isArray(message.replies)) return;
    const replies = message.replies.filter(isReplySpec);
    const perSecond = typeof message.perSecond === 'number' ? message.perSecond : 0;
    void sendAll(message.port, message.connections, replies, perSecond).then((report) => process.send?.(report));
  });
  process.on('SIGTERM', () => process.exit(0));
  // The bench gone (a crash, Ctrl-C): so is its sender.
  process.on('disconnect', () => process.exit(0));
  process.send?.('ready');
}

if (process.argv.includes('--send')) serve();
