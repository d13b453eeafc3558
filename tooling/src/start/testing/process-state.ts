import { readFileSync } from 'node:fs';
import { errorCode } from '../../releases/json-file';

/** True while the process exists and is not a zombie waiting to be reaped. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (errorCode(error) === 'ESRCH') return false;
    throw error;
  }
  try {
    // /proc/<pid>/stat: "pid (comm) state ..."; state Z = exited, not yet reaped.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}
