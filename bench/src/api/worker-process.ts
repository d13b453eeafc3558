import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The CPU time (user + system) a process has used so far, in ms, from `/proc` (Linux's 100 ticks a second). */
export function processCpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces, hence from the last ")"): utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** `npm run worker` on `databaseUrl`, delivering to `smtpUrl`; resolves once it runs jobs. */
export async function startWorker(databaseUrl: string, smtpUrl: string, concurrency: number): Promise<{ pid: number; stop(): Promise<void> }> {
  const { DATABASE_READ_URL: _read, ...env } = process.env;
  const child: ChildProcess = fork(require.resolve('../../../api/src/cli/worker'), [], {
    execArgv: ['--import', pathToFileURL(require.resolve('tsx')).href],
    env: { ...env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, JOB_CONCURRENCY: String(concurrency), JOB_POLL_MS: '50' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the worker exited (${code})`)));
    child.on('message', (message: unknown) => {
      if (typeof message === 'object' && message !== null && 'type' in message && message.type === 'ready') resolve();
    });
  });
  const { pid } = child;
  if (pid === undefined) throw new Error('the worker has no process id');
  return {
    pid,
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners('exit');
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
