import { spawn } from 'node:child_process';
import { currentProcessIdentity, parseProcessIdentity, processState } from './process-identity';

describe('process identity', () => {
  it('knows this process as alive, and the same PID with another start time as gone', () => {
    const self = currentProcessIdentity();
    expect(self).not.toBeNull();
    if (self === null) return;
    expect(processState(self)).toBe('alive');
    expect(processState({ ...self, startTicks: self.startTicks + 1 })).toBe('gone');
    expect(processState({ ...self, host: `${self.host}-elsewhere` })).toBe('unknown');
    expect(processState({ ...self, bootId: 'another-boot' })).toBe('unknown');
    expect(parseProcessIdentity(JSON.parse(JSON.stringify(self)))).toEqual(self);
    expect(parseProcessIdentity({ pid: 1 })).toBeNull();
  });

  it('sees a child process as gone once it has exited', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
    const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
    const identity = child.pid === undefined ? null : currentProcessIdentity(child.pid);
    if (identity === null) throw new Error('the child has no identity');
    expect(processState(identity)).toBe('alive');
    child.kill('SIGKILL');
    await exited;
    expect(processState(identity)).toBe('gone');
  });
});
