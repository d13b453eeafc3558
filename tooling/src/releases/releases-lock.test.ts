import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { access, readdir } from 'node:fs/promises';
import path from 'node:path';
import { makeTempDir, removeDir } from '../testing/fake-builds';
import { ReleaseError } from './release-error';
import { withReleasesLock, withStoreLock } from './releases-lock';

const HOLDER = path.resolve(__dirname, '../testing/lock-holder.ts');

let releasesDir: string;
const children: ChildProcessWithoutNullStreams[] = [];

beforeEach(async () => {
  releasesDir = path.join(await makeTempDir(), 'releases');
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await removeDir(path.dirname(releasesDir));
});

interface Holder {
  child: ChildProcessWithoutNullStreams;
  /** The first line the process printed: `acquired <token>` or `refused <code>`. */
  outcome: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startHolder(leaseMs = 30_000): Holder {
  // Node itself, with tsx as a loader (not tsx's wrapper process): a signal reaches the holder.
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, releasesDir, String(leaseMs)], { stdio: 'pipe' });
  children.push(child);
  let output = '';
  const outcome = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n')[0];
      if (output.includes('\n') && line !== undefined) resolve(line);
    });
    child.on('exit', () => reject(new Error(`lock holder exited without a word: ${output}`)));
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, outcome, exited };
}

const lockExists = () =>
  access(path.join(releasesDir, '.lock')).then(
    () => true,
    () => false,
  );

async function refusal(action: Promise<unknown>): Promise<ReleaseError> {
  const error: unknown = await action.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ReleaseError) return error;
  throw new Error(`expected a ReleaseError, got ${String(error)}`);
}

describe('the releases lock', () => {
  it('two processes racing for it: exactly one gets it, the other is refused, and it is gone afterwards', async () => {
    const [a, b] = [startHolder(), startHolder()];
    const outcomes = (await Promise.all([a.outcome, b.outcome])).sort();
    expect(outcomes[0]).toMatch(/^acquired \d+$/);
    expect(outcomes[1]).toBe('refused LOCKED');

    const winner = outcomes[0] === (await a.outcome) ? a : b;
    winner.child.stdin.write('done\n');
    expect(await winner.exited).toEqual({ code: 0, signal: null });
    expect(await lockExists()).toBe(false);
  }, 30_000);

  it('hands out increasing fencing tokens', async () => {
    const first = await withReleasesLock(releasesDir, async (lock) => lock.token);
    const second = await withReleasesLock(releasesDir, async (lock) => lock.token);
    expect(second).toBeGreaterThan(first);
  });

  it.each(['SIGINT', 'SIGTERM'] as const)('is released when the holder gets %s (Ctrl-C leaves no lock behind)', async (signal) => {
    const holder = startHolder();
    expect(await holder.outcome).toMatch(/^acquired/);
    holder.child.kill(signal);
    expect((await holder.exited).code).toBe(signal === 'SIGINT' ? 130 : 143);
    expect(await lockExists()).toBe(false);
    await expect(withReleasesLock(releasesDir, async () => 'mine')).resolves.toBe('mine');
  }, 30_000);

  it('a holder killed with -9 blocks others only until its lease ends, whatever its PID became', async () => {
    const holder = startHolder(60_000);
    expect(await holder.outcome).toMatch(/^acquired/);
    holder.child.kill('SIGKILL');
    await holder.exited;

    const refused = await refusal(withReleasesLock(releasesDir, async () => 'too early'));
    expect(refused.code).toBe('LOCKED');
    expect(refused.message).toMatch(/lease until \d{4}-/);
    // Once the lease has run out (the clock moved past it), the next operator takes the lock over.
    const later = () => Date.now() + 61_000;
    await expect(withReleasesLock(releasesDir, async () => 'taken over', { now: later })).resolves.toBe('taken over');
    expect((await readdir(releasesDir)).filter((name) => name.startsWith('.lock'))).toEqual([]);
  }, 30_000);

  it('a holder whose lease ran out and was taken over learns it before switching (fencing)', async () => {
    let clock = Date.now();
    const now = () => clock;
    const outcome = await withReleasesLock(
      releasesDir,
      async (stale) => {
        clock += 31_000; // the first holder stalls past its lease (a long GC pause, a stopped VM)…
        const newer = await withReleasesLock(releasesDir, async (fresh) => fresh.token, { now, renewEveryMs: 0 });
        expect(newer).toBeGreaterThan(stale.token);
        // …and finds out before writing anything.
        return refusal(stale.assertCurrentHolder());
      },
      // A holder whose process cannot be seen from here (another host or container sharing the
      // store): only its lease says whether it still holds the lock.
      { now, renewEveryMs: 0, identity: null },
    );
    expect(outcome.code).toBe('LOST_LOCK');
  });

  it('ends the process on SIGTERM while held, unless a server keeps running to finish the operation itself', async () => {
    const handlers = () => process.listenerCount('SIGTERM');
    const before = handlers();
    // A command: the lock releases itself and exits on a signal.
    expect(await withStoreLock({ releasesDir }, async () => handlers())).toBe(before + 1);
    // The deploy server: its own shutdown waits for the operation, so the lock adds no handler.
    expect(await withStoreLock({ releasesDir, lockOptions: { releaseOnSignals: false } }, async () => handlers())).toBe(before);
    expect(handlers()).toBe(before);
  });
});
