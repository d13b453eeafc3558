/**
 * The mailing bench's SMTP server in a process of its own (`fork`ed by {@link startSmtpSink}): a
 * real `smtp-server` on localhost, as a mail relay would be, so its parsing costs neither the CPU
 * time nor the event loop of the API process being measured. Started as a child, it answers
 * `status` requests over IPC with the number of distinct Message-IDs received and its CPU time.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { startSmtpTestServer } from '../../../api/src/modules/mail/testing/smtp-test-server';

/** What the sink reports. */
export interface SmtpSinkStatus {
  /** Distinct Message-IDs accepted (a resent message counts once). */
  distinct: number;
  /** Every message accepted. */
  total: number;
  /** CPU time of the sink process so far (user + system). */
  cpuMs: number;
}

/** The parent's handle on a running sink. */
export interface SmtpSink {
  url: string;
  status(): Promise<SmtpSinkStatus>;
  close(): Promise<void>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Forks this file as the SMTP server and waits until it listens. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const child: ChildProcess = fork(__filename, ['--serve'], {
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const waiters: Array<(status: SmtpSinkStatus) => void> = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the SMTP sink exited (${code})`)));
    child.on('message', (message: unknown) => {
      if (!isRecord(message)) return;
      if (typeof message.port === 'number') resolve(message.port);
      if (typeof message.distinct === 'number' && typeof message.total === 'number' && typeof message.cpuMs === 'number') {
        waiters.shift()?.({ distinct: message.distinct, total: message.total, cpuMs: message.cpuMs });
      }
    });
  });
  return {
    url: `smtp://127.0.0.1:${port}/`,
    status() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        child.send('status');
      });
    },
    close() {
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

async function serve(): Promise<void> {
  const smtp = await startSmtpTestServer();
  const ids = new Set<string>();
  let total = 0;
  process.on('message', (message: unknown) => {
    if (message !== 'status') return;
    // Counted and let go: 10 000 raw messages need not stay in memory.
    for (const received of smtp.received.splice(0)) {
      ids.add(received.messageId);
      total += 1;
    }
    const cpu = process.cpuUsage();
    process.send?.({ distinct: ids.size, total, cpuMs: (cpu.user + cpu.system) / 1000 });
  });
  process.send?.({ port: smtp.port });
  const stop = () => void smtp.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  // The bench gone (a crash, Ctrl-C): so is its SMTP server.
  process.on('disconnect', stop);
}

if (process.argv.includes('--serve')) void serve();
