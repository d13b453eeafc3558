import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { errorCode } from '../releases/json-file';

/** A child process started in its own process group, with everything it spawns. */
export interface ManagedProcess {
  readonly name: string;
  readonly pid: number;
  /** Resolves with the exit code (or the signal's name) once the group leader has exited. */
  readonly exited: Promise<number | string>;
  /** Stops the whole group: SIGTERM, then SIGKILL for whatever is left after `graceMs`. */
  stop(): Promise<void>;
}

/** How to start a managed process. */
export interface SpawnGroupOptions {
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Receives each output line, already prefixed with `[name]`. */
  out(line: string): void;
  /** How long the group gets to exit after SIGTERM before SIGKILL (default 5 s). */
  graceMs?: number;
}

function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch (error) {
    if (errorCode(error) === 'ESRCH') return false;
    throw error;
  }
}

/** Resolves when no process of the group is left, or false after `timeoutMs`. */
async function groupGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  // No event reports the end of a whole process group, so it is polled.
  while (signalGroup(pid, 0)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Starts a command as the leader of a new process group. A command may start others (`npm run` runs
 * npm → sh → node; the API forks its embedded database server); signalling only the first could leave
 * the rest running, so `stop` signals the whole group.
 * Its own group also keeps a terminal's Ctrl-C from reaching it before the supervisor decides.
 */
export function spawnGroup(options: SpawnGroupOptions): ManagedProcess {
  const child = spawn(options.command, [...options.args], {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = `[${options.name}]`;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => options.out(`${prefix} ${line}`));
  }
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      options.out(`${prefix} could not start ${options.command}: ${error.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const pid = child.pid;
  if (pid === undefined) {
    return { name: options.name, pid: -1, exited, stop: async () => undefined };
  }
  const graceMs = options.graceMs ?? 5000;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (!signalGroup(pid, 'SIGTERM')) return;
      if (!(await groupGone(pid, graceMs))) {
        options.out(`${prefix} did not stop within ${graceMs} ms: killing it`);
        signalGroup(pid, 'SIGKILL');
        await groupGone(pid, graceMs);
      }
      await exited;
    })();
    return stopping;
  };
  return { name: options.name, pid, exited, stop };
}
