import { REPOSITORY_ROOT } from '../config/env';
import { spawnGroup, type ManagedProcess } from '../start/process-group';
import { apiProcessCommand, type ApiEntry } from './api-command';

/** An API or worker process of the topology. */
export interface TopologyProcess extends ManagedProcess {
  /** Its last output lines (shown when it fails). */
  readonly tail: readonly string[];
  /** SIGKILL, as a crash or the OOM killer would: no shutdown code runs. */
  kill(): Promise<void>;
  /** Resolves with the first line from now on that matches `pattern`; rejects if the process exits first. */
  nextLine(pattern: RegExp, timeoutMs?: number): Promise<string>;
}

const TAIL_LINES = 40;

/** Starts `entry` with `env` on top of this process's environment, in its own process group. */
export function startApiEntry(name: string, entry: ApiEntry, env: NodeJS.ProcessEnv, out: (line: string) => void): TopologyProcess {
  const [command, args] = apiProcessCommand(entry);
  const tail: string[] = [];
  const waiters = new Set<(line: string) => void>();
  const child = spawnGroup({
    name,
    command,
    args,
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env },
    out: (line) => {
      tail.push(line);
      if (tail.length > TAIL_LINES) tail.shift();
      for (const waiter of waiters) waiter(line);
      // Warnings and errors only: pino's JSON levels 40 and up, or anything that is not JSON.
      if (!/^\[[^\]]+\] \{"level":(10|20|30),/.test(line)) out(line);
    },
  });
  return {
    ...child,
    tail,
    async kill() {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
      await child.exited;
    },
    nextLine(pattern, timeoutMs = 120_000) {
      return new Promise((resolve, reject) => {
        const done = (): void => {
          clearTimeout(timer);
          waiters.delete(waiter);
        };
        const waiter = (line: string): void => {
          if (!pattern.test(line)) return;
          done();
          resolve(line);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${name}: no line matching ${pattern} within ${timeoutMs / 1000} s:\n${tail.join('\n')}`));
        }, timeoutMs);
        waiters.add(waiter);
        void child.exited.then((status) => {
          if (!waiters.has(waiter)) return;
          done();
          reject(new Error(`${name} exited (${status}) before printing ${pattern}:\n${tail.join('\n')}`));
        });
      });
    },
  };
}

/** Resolves once `GET <origin>/api/ready` answers 200; rejects if the process exits first or after `timeoutMs`. */
export async function waitUntilReady(origin: string, process: TopologyProcess, timeoutMs = 120_000): Promise<void> {
  let exited = false;
  void process.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${process.name} exited before it was ready:\n${process.tail.join('\n')}`);
    const ready = await fetch(`${origin}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    if (Date.now() > deadline) throw new Error(`${process.name} was not ready within ${timeoutMs / 1000} s:\n${process.tail.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
