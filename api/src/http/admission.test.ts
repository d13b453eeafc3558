import { admissionRefusals, admissionRunning, admissionWaiting } from '../metrics/registry';
import { seriesValue } from '../metrics/testing';
import { AdmissionGate } from './admission';
import { BusyError } from './errors';

/** A piece of work that runs until the test lets it finish. */
function heldWork(started: string[], name: string): { work: () => Promise<string>; finish: () => void } {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    work: async () => {
      started.push(name);
      await done;
      return name;
    },
    finish,
  };
}

describe('AdmissionGate', () => {
  it('runs at most `concurrency` at once, queues the next in arrival order and refuses beyond the queue with 503 busy', async () => {
    const gate = new AdmissionGate({ concurrency: 2, queue: 1, retryAfterSeconds: 3 }, 'Busy now.');
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => heldWork(started, name));
    if (a === undefined || b === undefined || c === undefined) throw new Error('three pieces of work');
    const runA = gate.run(a.work);
    const runB = gate.run(b.work);
    const runC = gate.run(c.work);
    await Promise.resolve();
    expect(started).toEqual(['a', 'b']);
    expect(gate.full).toBe(true);

    const refused = await gate.run(async () => 'd').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusyError);
    expect(refused).toMatchObject({ status: 503, code: 'busy', message: 'Busy now.', retryAfterSeconds: 3 });

    a.finish();
    await expect(runA).resolves.toBe('a');
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(['a', 'b', 'c']);
    expect(gate.full).toBe(false);
    b.finish();
    c.finish();
    await expect(Promise.all([runB, runC])).resolves.toEqual(['b', 'c']);
    // Every place is free again: as many as the limit start at once.
    const next = ['e', 'f'].map((name) => heldWork(started, name));
    const runs = next.map((item) => gate.run(item.work));
    await Promise.resolve();
    expect(started.slice(-2)).toEqual(['e', 'f']);
    for (const item of next) item.finish();
    await Promise.all(runs);
  });

  it('frees the place of work that fails', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 0, retryAfterSeconds: 1 }, 'Busy.');
    await expect(gate.run(() => Promise.reject(new Error('search failed')))).rejects.toThrow('search failed');
    await expect(gate.run(async () => 'after')).resolves.toBe('after');
  });
  it('takes a waiting arrival whose client has gone out of the queue, so the next arrival gets its place', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 1, retryAfterSeconds: 1 }, 'Busy.');
    const started: string[] = [];
    const first = heldWork(started, 'first');
    const runFirst = gate.run(first.work);
    const gone = new AbortController();
    const abandoned = gate.run(async () => 'never', gone.signal);
    expect(gate.full).toBe(true);
    gone.abort(new Error('the client has gone'));
    await expect(abandoned).rejects.toThrow('the client has gone');
    expect(gate.full).toBe(false);
    const next = gate.run(async () => 'next');
    first.finish();
    await expect(runFirst).resolves.toBe('first');
    await expect(next).resolves.toBe('next');
  });

  it('shows in the metrics what runs, what waits and what was refused, under its gate label, back to zero when done', async () => {
    const gate = new AdmissionGate({ concurrency: 1, queue: 1, retryAfterSeconds: 1 }, 'Busy.', 'test_gate');
    const labels = { gate: 'test_gate' };
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => heldWork(started, name));
    if (a === undefined || b === undefined) throw new Error('two pieces of work');
    const runA = gate.run(a.work);
    const runB = gate.run(b.work);
    await expect(gate.run(async () => 'c')).rejects.toBeInstanceOf(BusyError);
    expect(await seriesValue(admissionRunning, labels)).toBe(1);
    expect(await seriesValue(admissionWaiting, labels)).toBe(1);
    expect(await seriesValue(admissionRefusals, labels)).toBe(1);
    a.finish();
    await runA;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await seriesValue(admissionRunning, labels)).toBe(1);
    expect(await seriesValue(admissionWaiting, labels)).toBe(0);
    b.finish();
    await runB;
    expect(await seriesValue(admissionRunning, labels)).toBe(0);
  });
});
