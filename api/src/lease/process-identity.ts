import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';

/**
 * Who a process is, beyond its id: a PID is reused (in a container at once), so a lock names its
 * holder by PID *and* the kernel's start time of that PID, on one boot of one host. Another
 * process that later gets the same PID has another start time.
 */
export interface ProcessIdentity {
  pid: number;
  host: string;
  /** `/proc/sys/kernel/random/boot_id`: the PID and start time mean something only within one boot. */
  bootId: string;
  /** Field 22 of `/proc/<pid>/stat`: clock ticks after boot when the process started. */
  startTicks: number;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

function startTicksOf(pid: number): number | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count fields after its ")".
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[19]);
  return Number.isSafeInteger(ticks) ? ticks : null;
}

const bootId = (): string | null => readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;

/** A running process's identity (this one's by default), or null where the system does not tell start times (no `/proc`). */
export function currentProcessIdentity(pid: number = process.pid): ProcessIdentity | null {
  const boot = bootId();
  const startTicks = startTicksOf(pid);
  return boot === null || startTicks === null ? null : { pid, host: hostname(), bootId: boot, startTicks };
}

/**
 * Whether the process a lock names still runs: `alive` (same host and boot, its PID runs with the
 * same start time), `gone` (same host and boot, and no such process), or `unknown` (another host,
 * container or boot, or no `/proc`): then only the lease can tell.
 */
export function processState(identity: ProcessIdentity): 'alive' | 'gone' | 'unknown' {
  const boot = bootId();
  if (boot === null || identity.host !== hostname() || identity.bootId !== boot) return 'unknown';
  const ticks = startTicksOf(identity.pid);
  return ticks !== null && ticks === identity.startTicks ? 'alive' : 'gone';
}

/** Reads a {@link ProcessIdentity} from parsed JSON; null when any part is missing. */
export function parseProcessIdentity(value: unknown): ProcessIdentity | null {
  if (typeof value !== 'object' || value === null) return null;
  const pid: unknown = Reflect.get(value, 'pid');
  const host: unknown = Reflect.get(value, 'host');
  const boot: unknown = Reflect.get(value, 'bootId');
  const startTicks: unknown = Reflect.get(value, 'startTicks');
  return typeof pid === 'number' && typeof host === 'string' && typeof boot === 'string' && typeof startTicks === 'number'
    ? { pid, host, bootId: boot, startTicks }
    : null;
}
