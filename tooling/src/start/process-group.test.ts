import { spawnGroup } from './process-group';
import { isRunning } from './testing/process-state';

describe('spawnGroup', () => {
  it('prefixes output lines and stops the whole group, killing a grandchild that ignores SIGTERM', async () => {
    const lines: string[] = [];
    let announce: (pid: number) => void = () => undefined;
    const grandchildStarted = new Promise<number>((resolve) => {
      announce = resolve;
    });
    const child = spawnGroup({
      name: 'demo',
      command: 'sh',
      // The ignored SIGTERM is inherited by `sleep`, which then only SIGKILL ends.
      args: ['-c', "trap '' TERM; sleep 300 & echo \"grandchild $!\"; wait"],
      cwd: process.cwd(),
      env: process.env,
      graceMs: 300,
      out: (line) => {
        lines.push(line);
        const match = /^\[demo\] grandchild (\d+)$/.exec(line);
        if (match) announce(Number(match[1]));
      },
    });
    const grandchild = await grandchildStarted;
    expect(isRunning(grandchild)).toBe(true);

    await child.stop();

    expect(isRunning(child.pid)).toBe(false);
    expect(isRunning(grandchild)).toBe(false);
    expect(lines).toContain('[demo] did not stop within 300 ms: killing it');
  });

  it('reports the exit status of a command that ends on its own', async () => {
    const child = spawnGroup({ name: 'x', command: 'sh', args: ['-c', 'exit 3'], cwd: process.cwd(), env: process.env, out: () => undefined });
    expect(await child.exited).toBe(3);
  });
});
