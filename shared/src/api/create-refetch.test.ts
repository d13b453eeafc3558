import { createRefetch } from './create-refetch';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createRefetch', () => {
  it('aborts the previous run when a new one starts', async () => {
    const signals: AbortSignal[] = [];
    const answers = [deferred<string>(), deferred<string>()];
    const refetch = createRefetch((signal) => {
      signals.push(signal);
      const answer = answers[signals.length - 1];
      if (!answer) throw new Error('unexpected run');
      return answer.promise;
    });
    const first = refetch.run().catch((error: unknown) => error);
    const second = refetch.run();
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    answers[1]?.resolve('new');
    answers[0]?.resolve('stale');
    await expect(second).resolves.toBe('new');
    expect(await first).toMatchObject({ name: 'AbortError' });
  });

  it('cancels the running call', async () => {
    let seen: AbortSignal | undefined;
    const refetch = createRefetch((signal) => {
      seen = signal;
      return new Promise<string>(() => undefined);
    });
    const run = refetch.run();
    refetch.cancel();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen?.aborted).toBe(true);
  });

  it('passes results and failures of the current run through', async () => {
    let fail = false;
    const refetch = createRefetch(async () => {
      if (fail) throw new Error('boom');
      return 42;
    });
    await expect(refetch.run()).resolves.toBe(42);
    fail = true;
    await expect(refetch.run()).rejects.toThrow('boom');
    refetch.cancel();
  });
});
