import { readFileSync } from 'node:fs';
import { spawnGroup, type ManagedProcess } from '../../../tooling/src/start/process-group';
import { log } from '../util/log';
import { REPO_ROOT } from './layout';

/** Every process group the bench started, stopped on exit (also on Ctrl-C). */
const running = new Set<ManagedProcess>();

/** Starts `node --import tsx <script>` in its own process group; its pid is the Node process itself (for RSS). */
export function startTsProcess(name: string, script: string, env: NodeJS.ProcessEnv, quiet = true): ManagedProcess {
  const child = spawnGroup({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', script],
    cwd: REPO_ROOT,
    env,
    // Warnings and errors only: a server's request log would drown the bench's progress.
    out: (line) => {
      if (!quiet || /error|warn|fail|exception/i.test(line)) log(line);
    },
    graceMs: 10_000,
  });
  running.add(child);
  void child.exited.then(() => running.delete(child));
  return child;
}

/** Stops every process the bench started. */
export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => child.stop()));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping the bench's servers`);
    void stopAll().finally(() => process.exit(130));
  });
}

/** Polls `url` until it answers 2xx, the process exits, or `timeoutMs` passes. */
export async function waitForHttp(url: string, child: ManagedProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: number | string | undefined;
  void child.exited.then((status) => {
    exited = status;
  });
  while (Date.now() < deadline) {
    if (exited !== undefined) throw new Error(`${child.name} exited (${exited}) before ${url} answered`);
    const ok = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function readProc(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The pids of a process and all its descendants (Linux /proc). */
export function processTree(pid: number): number[] {
  const children = readProc(`/proc/${pid}/task/${pid}/children`)
    .split(/\s+/)
    .filter((value) => value !== '')
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** Resident memory (VmRSS) of one process in bytes; 0 when it is gone or not on Linux. */
export function rssBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readProc(`/proc/${pid}/status`));
  return match?.[1] ? Number(match[1]) * 1024 : 0;
}
